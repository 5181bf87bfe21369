import type {
  ConceptMean,
  Misconception,
  PlanExam,
  PlanQuestion,
  PracticeWriter,
  QuestionMean,
  ScoredSheet,
  StudentNeedingSupport,
  TeacherActionPlan,
  WeakConcept,
} from 'src/ai/ports/action-planning.port';
import type { Curriculum } from 'src/ai/builtin/curriculum/curriculum';
import type { CurriculumTopic } from 'src/ai/builtin/curriculum/curriculum-topic';
import { type Concept, contentLemmas, jaccard, quote } from 'src/ai/builtin/action-plans/concepts';
import { conceptOfQuestion, schemePoints } from 'src/ai/builtin/action-plans/curriculum-topics';
import { reteachMisconception } from 'src/ai/builtin/action-plans/reteaching';
import {
  isEvaluated,
  noPractice,
  practiceFor,
  questionLabel,
} from 'src/ai/builtin/action-plans/student-plan';
import {
  type MarkedAnswer,
  namedMisconceptions,
} from 'src/ai/builtin/action-plans/teacher-misconceptions';

/** A concept whose class mean is below this share of its marks is weak. */
export const WEAK_CONCEPT_PERCENT = 60;
/** A student below this share of the marks needs support. */
export const SUPPORT_PERCENT = 50;
/** Two wrong answers say the same thing when they share this share of their content words. */
export const SAME_ANSWER_SIMILARITY = 0.5;
/** A misconception is a wrong answer at least this many students gave. */
const MIN_STUDENTS = 2;
const PRACTICE_PER_CONCEPT = 2;

const percent = (part: number, whole: number) =>
  whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0;

interface QuestionTally {
  question: PlanQuestion;
  concept: Concept;
  topic: CurriculumTopic | null;
  scored: number;
  max: number;
  answers: number;
  /** Below half the marks, not blank: where shared wrong answers are looked for. */
  wrong: { sheet: ScoredSheet; question: PlanQuestion }[];
  /** Lost marks, not blank: where stated misconceptions are looked for. */
  lost: MarkedAnswer[];
}

/** Each question as the sheet that read most of its marking scheme has it. */
function paperQuestions(sheets: readonly ScoredSheet[]): Map<string, PlanQuestion> {
  const paper = new Map<string, PlanQuestion>();
  for (const question of sheets.flatMap((sheet) => sheet.questions)) {
    const known = paper.get(question.questionId);
    if (!known || schemePoints(question).length > schemePoints(known).length)
      paper.set(question.questionId, question);
  }
  return paper;
}

/** The paper's questions with the class's marks, each named once from its marking scheme. */
function tallyQuestions(
  exam: PlanExam,
  sheets: readonly ScoredSheet[],
  curriculum: Curriculum | null,
): QuestionTally[] {
  const tallies = new Map<string, QuestionTally>();
  for (const [id, question] of paperQuestions(sheets))
    tallies.set(id, {
      question,
      ...conceptOfQuestion(curriculum, exam, question),
      scored: 0,
      max: 0,
      answers: 0,
      wrong: [],
      lost: [],
    });
  for (const sheet of sheets) {
    for (const question of sheet.questions) {
      const tally = tallies.get(question.questionId) as QuestionTally;
      if (!isEvaluated(question)) continue;
      tally.scored += question.score;
      tally.max += question.maxMarks;
      tally.answers += 1;
      if (question.score >= question.maxMarks || !question.studentAnswer.trim()) continue;
      tally.lost.push({ sheet, question, concept: tally.concept, topic: tally.topic });
      if (question.score < question.maxMarks / 2) tally.wrong.push({ sheet, question });
    }
  }
  return [...tallies.values()];
}

function conceptMeans(tallies: readonly QuestionTally[]): ConceptMean[] {
  const byConcept = new Map<
    string,
    { label: string; ids: string[]; scored: number; max: number }
  >();
  for (const tally of tallies) {
    if (tally.answers === 0) continue;
    const entry = byConcept.get(tally.concept.key) ?? {
      label: tally.concept.label,
      ids: [],
      scored: 0,
      max: 0,
    };
    entry.ids.push(tally.question.questionId);
    entry.scored += tally.scored;
    entry.max += tally.max;
    byConcept.set(tally.concept.key, entry);
  }
  return [...byConcept.values()]
    .map((entry) => ({
      concept: entry.label,
      question_ids: entry.ids,
      mean_percent: percent(entry.scored, entry.max),
    }))
    .sort((a, b) => a.mean_percent - b.mean_percent || a.concept.localeCompare(b.concept));
}

/**
 * Wrong answers grouped by content-word overlap with each group's first (≥ SAME_ANSWER_SIMILARITY,
 * negations count); a key point several students contradict is a group of its own.
 */
function misconceptionsOf(tally: QuestionTally, covered: Set<PlanQuestion>): Misconception[] {
  const found: Misconception[] = [];
  const label = questionLabel(tally.question);
  const contradicted = new Map<string, string[]>();
  const wrong = tally.wrong.filter(({ question }) => !covered.has(question));
  for (const { question } of wrong) {
    for (const point of question.contradictedPoints)
      contradicted.set(point, [...(contradicted.get(point) ?? []), question.studentAnswer]);
  }
  for (const [point, answers] of contradicted) {
    if (answers.length < MIN_STUDENTS) continue;
    found.push({
      concept: tally.concept.label,
      description: `${answers.length} students' answers to ${label} contradict the key point “${point}”.`,
      count: answers.length,
      example: quote(answers[0], 40),
    });
  }
  const groups: { lemmas: Set<string>; answers: PlanQuestion[] }[] = [];
  for (const { question } of wrong) {
    const lemmas = contentLemmas(question.studentAnswer);
    const group = groups.find((item) => jaccard(item.lemmas, lemmas) >= SAME_ANSWER_SIMILARITY);
    if (group) group.answers.push(question);
    else groups.push({ lemmas, answers: [question] });
  }
  for (const group of groups) {
    if (group.answers.length < MIN_STUDENTS) continue;
    const missing = [...new Set(group.answers.flatMap((answer) => answer.missingPoints))];
    const wanted = missing.length
      ? ` The marking scheme wanted ${missing
          .slice(0, 3)
          .map((point) => `“${point}”`)
          .join('; ')}.`
      : '';
    found.push({
      concept: tally.concept.label,
      description: `${group.answers.length} students gave the same wrong answer to ${label}.${wanted}`,
      count: group.answers.length,
      example: quote(group.answers[0].studentAnswer, 40),
    });
  }
  return found;
}

function studentsNeedingSupport(
  sheets: readonly ScoredSheet[],
  tallies: readonly QuestionTally[],
): StudentNeedingSupport[] {
  const conceptOf = (question: PlanQuestion) =>
    tallies.find((tally) => tally.question.questionId === question.questionId)?.concept.label ??
    question.questionNumber;
  const needing: StudentNeedingSupport[] = [];
  for (const sheet of sheets) {
    const evaluated = sheet.questions.filter(isEvaluated);
    const max = evaluated.reduce((sum, question) => sum + question.maxMarks, 0);
    if (max === 0) continue;
    const scored = evaluated.reduce((sum, question) => sum + question.score, 0);
    const share = percent(scored, max);
    if (share >= SUPPORT_PERCENT) continue;
    const concepts = evaluated
      .filter((question) => question.score < question.maxMarks)
      .map(conceptOf);
    needing.push({
      student_id: sheet.student.studentId,
      name: sheet.student.name,
      percent: share,
      concepts: [...new Set(concepts)],
    });
  }
  return needing.sort((a, b) => a.percent - b.percent || a.name.localeCompare(b.name));
}

/**
 * A teacher's plan over one exam's evaluated sheets: means per question and concept, weak
 * concepts (< WEAK_CONCEPT_PERCENT), shared wrong answers, re-teaching, students < SUPPORT_PERCENT.
 */
export async function planForTeacher(
  exam: PlanExam,
  sheets: readonly ScoredSheet[],
  practice: PracticeWriter,
  curriculum: Curriculum | null = null,
): Promise<TeacherActionPlan> {
  const tallies = tallyQuestions(exam, sheets, curriculum);
  const questionMeans: QuestionMean[] = tallies
    .filter((tally) => tally.answers > 0)
    .map((tally) => ({
      question_id: tally.question.questionId,
      question_number: tally.question.questionNumber,
      concept: tally.concept.label,
      mean_marks: Math.round((tally.scored / tally.answers) * 100) / 100,
      max_marks: tally.question.maxMarks,
      mean_percent: percent(tally.scored, tally.max),
      answers: tally.answers,
    }));
  const means = conceptMeans(tallies);
  const weak: WeakConcept[] = means.filter((item) => item.mean_percent < WEAK_CONCEPT_PERCENT);
  const named = await namedMisconceptions(tallies.flatMap((tally) => tally.lost));
  const misconceptions = [
    ...named.misconceptions,
    ...tallies.flatMap((tally) => misconceptionsOf(tally, named.covered)),
  ];
  // Weak concepts, then any other concept a misconception is about.
  const reteach = [
    ...weak,
    ...means.filter(
      (item) =>
        !weak.includes(item) && misconceptions.some((entry) => entry.concept === item.concept),
    ),
  ];
  const reteaching: TeacherActionPlan['reteaching_plan'] = [];
  for (const concept of reteach) {
    const taught = tallies.filter((tally) =>
      concept.question_ids.includes(tally.question.questionId),
    );
    const questions = taught.map((tally) => tally.question);
    const activities: string[] = [];
    for (const item of misconceptions.filter((entry) => entry.concept === concept.concept)) {
      activities.push(
        ...(item.statement
          ? reteachMisconception(item, taught[0]?.topic ?? null)
          : [
              `Discuss the misconception with the class: ${item.description} Example: “${item.example}”.`,
            ]),
      );
    }
    for (const question of questions) {
      const model = question.modelAnswer.trim();
      activities.push(
        model
          ? `Re-teach ${questionLabel(question)} from its model answer: “${quote(model, 40)}”.`
          : `Re-teach ${concept.concept} with the class, then set ${questionLabel(question)} again.`,
      );
    }
    const group = { concept: taught[0].concept, topic: taught[0].topic };
    const written = await practiceFor(exam, group, questions, PRACTICE_PER_CONCEPT, practice);
    for (const item of written) activities.push(`Exit ticket: ${item}`);
    if (written.length === 0) activities.push(noPractice(concept.concept));
    reteaching.push({ concept: concept.concept, activities });
  }
  return {
    question_means: questionMeans,
    concept_means: means,
    weak_concepts: weak,
    misconceptions,
    reteaching_plan: reteaching,
    students_needing_support: studentsNeedingSupport(sheets, tallies),
  };
}
