import type {
  FocusArea,
  PlanExam,
  PlanQuestion,
  PlanWeek,
  PracticeWriter,
  ScoredSheet,
  StudentActionPlan,
} from 'src/ai/ports/action-planning.port';
import type { Curriculum } from 'src/ai/builtin/curriculum/curriculum';
import type { CurriculumTopic } from 'src/ai/builtin/curriculum/curriculum-topic';
import { type Concept, quote } from 'src/ai/builtin/action-plans/concepts';
import { conceptOfQuestion } from 'src/ai/builtin/action-plans/curriculum-topics';
import { groundingOf } from 'src/ai/builtin/action-plans/practice-check';
import { claimsOfAnswer } from 'src/ai/builtin/action-plans/stated-misconceptions';

/** A share of the marks at or above which a question is a strength. */
export const STRENGTH_SHARE = 0.8;
/** Weeks of work on focus areas before the review week. */
const MAX_FOCUS_WEEKS = 3;
const PRACTICE_PER_AREA = 3;
const POINTS_NAMED = 3;

/** A question the student lost marks on, with its concept. */
export interface LostQuestion {
  question: PlanQuestion & { score: number };
  concept: Concept;
  topic: CurriculumTopic | null;
  lost: number;
}

/** Questions that lost marks, grouped by the concept they test; most marks lost first. */
export interface ConceptGroup {
  concept: Concept;
  topic: CurriculumTopic | null;
  questions: LostQuestion[];
  lost: number;
  max: number;
}

export const isEvaluated = (question: PlanQuestion): question is PlanQuestion & { score: number } =>
  question.score !== null && question.failure === null && question.maxMarks > 0;

export const questionLabel = (question: Pick<PlanQuestion, 'questionNumber'>) =>
  /^q/i.test(question.questionNumber) ? question.questionNumber : `Q${question.questionNumber}`;

export const marks = (value: number) => (Number.isInteger(value) ? `${value}` : value.toFixed(1));

export function groupByConcept(questions: readonly LostQuestion[]): ConceptGroup[] {
  const groups = new Map<string, ConceptGroup>();
  for (const item of questions) {
    const group = groups.get(item.concept.key) ?? {
      concept: item.concept,
      topic: item.topic,
      questions: [],
      lost: 0,
      max: 0,
    };
    group.questions.push(item);
    group.lost += item.lost;
    group.max += item.question.maxMarks;
    groups.set(item.concept.key, group);
  }
  return [...groups.values()].sort(
    (a, b) => b.lost - a.lost || a.concept.key.localeCompare(b.concept.key),
  );
}

export function lostQuestions(
  exam: PlanExam,
  questions: readonly PlanQuestion[],
  curriculum: Curriculum | null,
): LostQuestion[] {
  return questions
    .filter(isEvaluated)
    .filter((question) => question.score < question.maxMarks)
    .map((question) => ({
      question,
      ...conceptOfQuestion(curriculum, exam, question),
      lost: question.maxMarks - question.score,
    }));
}

/** Practice on a group's questions, checked against them and their topic; none is said so. */
export async function practiceFor(
  exam: PlanExam,
  group: Pick<ConceptGroup, 'concept' | 'topic'>,
  questions: PlanQuestion[],
  count: number,
  practice: PracticeWriter,
): Promise<string[]> {
  return practice({
    exam,
    concept: group.concept.label,
    topic: group.topic?.title ?? null,
    questions,
    count,
    grounding: groundingOf(questions, group.topic),
  });
}

/** What a plan says when no practice item survived the checks. */
export const noPractice = (concept: string) =>
  `No practice questions on ${concept} could be written and checked against the paper and the curriculum: set questions from your textbook.`;

const listed = (items: readonly string[]) =>
  items
    .slice(0, POINTS_NAMED)
    .map((item) => `“${item}”`)
    .join('; ');

const questionList = (group: ConceptGroup) =>
  group.questions.map((item) => questionLabel(item.question)).join(', ');

function strength(question: PlanQuestion & { score: number }, concept: string): string {
  const earned = question.earnedPoints.length
    ? `: you showed ${listed(question.earnedPoints)}`
    : '';
  const wrote = question.studentAnswer.trim()
    ? ` (you wrote “${quote(question.studentAnswer)}”)`
    : '';
  return `${questionLabel(question)}, ${concept}: ${marks(question.score)} of ${marks(question.maxMarks)} marks${earned}${wrote}.`;
}

/** What to do about one concept, naming the lost points and quoting the student. */
async function recommendation(group: ConceptGroup): Promise<string> {
  const parts = [
    `You lost ${marks(group.lost)} of ${marks(group.max)} marks on ${group.concept.label} (${questionList(group)}).`,
  ];
  for (const { question } of group.questions) {
    const label = questionLabel(question);
    if (!question.studentAnswer.trim()) {
      parts.push(
        `You left ${label} blank: start by writing what you know about ${group.concept.label}, then compare it with the marking scheme.`,
      );
      continue;
    }
    const belief = (await claimsOfAnswer(question, group.topic)).find((claim) => claim.correct);
    if (belief) {
      parts.push(
        `In ${label} you wrote “${quote(question.studentAnswer)}”: that is a common misconception (“${belief.statement}”). In fact: ${belief.correct}`,
      );
    }
    const contradicted = question.contradictedPoints;
    if (contradicted.length > 0 && !belief) {
      parts.push(
        `In ${label} you wrote “${quote(question.studentAnswer)}”, which contradicts ${listed(contradicted)}: check which is right in your notes.`,
      );
    }
    const missing = question.missingPoints.filter((point) => !contradicted.includes(point));
    if (missing.length > 0 && contradicted.length === 0 && !belief) {
      parts.push(
        `In ${label} you wrote “${quote(question.studentAnswer)}” (${marks(question.score)} of ${marks(question.maxMarks)}); it needed ${listed(missing)}.`,
      );
    } else if (missing.length > 0) {
      parts.push(`${label} also needed ${listed(missing)}.`);
    } else if (contradicted.length === 0 && !belief) {
      parts.push(
        `${label} earned part of its marks: make each point of your answer complete and precise.`,
      );
    }
  }
  parts.push(
    `Rewrite your answer${group.questions.length > 1 ? 's' : ''} so that ${group.questions.length > 1 ? 'they include' : 'it includes'} these points, then try the practice questions.`,
  );
  return parts.join(' ');
}

function weeklyPlan(areas: FocusArea[], groups: ConceptGroup[]): PlanWeek[] {
  if (groups.length === 0) return [];
  const weeks = Math.min(MAX_FOCUS_WEEKS, groups.length);
  const plan: PlanWeek[] = Array.from({ length: weeks }, (_, index) => ({
    week: index + 1,
    goals: [],
    activities: [],
  }));
  groups.forEach((group, index) => {
    const week = plan[index % weeks];
    const area = areas[index];
    const points = group.questions.flatMap((item) => item.question.missingPoints);
    week.goals.push(
      points.length > 0
        ? `Earn the ${marks(group.lost)} marks lost on ${group.concept.label}: know ${listed(points)}.`
        : `Earn the ${marks(group.lost)} marks lost on ${group.concept.label} (${questionList(group)}).`,
    );
    for (const { question } of group.questions) {
      const model = question.modelAnswer.trim();
      week.activities.push(
        model
          ? `Study the model answer to ${questionLabel(question)}: “${quote(model, 40)}”.`
          : `Go over ${group.concept.label} in your notes for ${questionLabel(question)}.`,
      );
    }
    for (const item of area.practice) week.activities.push(`Practise: ${item}`);
    week.activities.push(
      `Rewrite your answer to ${questionList(group)} from memory and mark it against the scheme.`,
    );
  });
  const retry = groups.flatMap((group) => group.questions.map((item) => item.question));
  const total = retry.reduce((sum, question) => sum + question.maxMarks, 0);
  plan.push({
    week: weeks + 1,
    goals: [
      `Answer ${retry.map(questionLabel).join(', ')} again without notes and score at least ${marks(Math.ceil(total * STRENGTH_SHARE * 2) / 2)} of ${marks(total)}.`,
    ],
    activities: [
      `Time yourself on ${retry.map(questionLabel).join(', ')} as in the exam, then mark your answers against the marking scheme.`,
      `Explain ${groups.map((group) => group.concept.label).join(', ')} to a classmate or your teacher in your own words.`,
    ],
  });
  return plan;
}

/**
 * A student's plan from one scored sheet: strengths, a focus area per concept that lost marks, and
 * a weekly plan ending in a timed re-attempt; every sentence names the student's questions.
 */
export async function planForStudent(
  exam: PlanExam,
  sheet: ScoredSheet,
  practice: PracticeWriter,
  curriculum: Curriculum | null = null,
): Promise<StudentActionPlan> {
  const strengths = sheet.questions
    .filter(isEvaluated)
    .filter((question) => question.score >= question.maxMarks * STRENGTH_SHARE)
    .map((question) =>
      strength(question, conceptOfQuestion(curriculum, exam, question).concept.label),
    );
  const groups = groupByConcept(lostQuestions(exam, sheet.questions, curriculum));
  const focusAreas: FocusArea[] = [];
  for (const group of groups) {
    const questions = group.questions.map((item) => item.question);
    const written = await practiceFor(exam, group, questions, PRACTICE_PER_AREA, practice);
    const advice = await recommendation(group);
    focusAreas.push({
      concept: group.concept.label,
      question_ids: questions.map((question) => question.questionId),
      recommendation: written.length > 0 ? advice : `${advice} ${noPractice(group.concept.label)}`,
      practice: written,
    });
  }
  return { strengths, focus_areas: focusAreas, plan: weeklyPlan(focusAreas, groups) };
}
