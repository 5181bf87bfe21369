import type { CurriculumTopic } from 'src/ai/builtin/curriculum/curriculum-topic';
import type { Misconception, PlanQuestion, ScoredSheet } from 'src/ai/ports/action-planning.port';
import { type Concept, jaccard, quote } from 'src/ai/builtin/action-plans/concepts';
import { claimWords } from 'src/ai/builtin/action-plans/plan-words';
import {
  type AnswerClaim,
  claimsOfAnswer,
} from 'src/ai/builtin/action-plans/stated-misconceptions';
import { questionLabel } from 'src/ai/builtin/action-plans/student-plan';

/** Two teachers' statements name the same belief when they share this share of their words. */
const SAME_STATEMENT = 0.5;
/** A misconception is shared when at least this many students hold it. */
const MIN_STUDENTS = 2;

/** A wrong answer where misconceptions are looked for. */
export interface MarkedAnswer {
  sheet: ScoredSheet;
  question: PlanQuestion;
  concept: Concept;
  topic: CurriculumTopic | null;
}

interface Group {
  claim: AnswerClaim;
  answers: MarkedAnswer[];
  byTeacher: boolean;
  remarks: Set<string>;
}

/** The group a claim joins: the same known misconception, or a teacher statement alike. */
function groupFor(groups: Group[], claim: AnswerClaim): Group | undefined {
  const exact = groups.find((group) => group.claim.key === claim.key);
  if (exact || !claim.key.startsWith('teacher|')) return exact;
  const words = claimWords(claim.statement);
  return groups.find(
    (group) =>
      group.claim.key.startsWith('teacher|') &&
      jaccard(claimWords(group.claim.statement), words) >= SAME_STATEMENT,
  );
}

function asMisconception(group: Group): Misconception {
  const first = group.answers[0];
  const students = [
    ...new Map(
      group.answers.map(({ sheet }) => [
        sheet.student.studentId,
        { student_id: sheet.student.studentId, name: sheet.student.name },
      ]),
    ).values(),
  ];
  const questions = [...new Set(group.answers.map((answer) => answer.question))];
  const missing = [...new Set(questions.flatMap((question) => question.missingPoints))];
  const correct =
    group.claim.correct ??
    (missing.length
      ? missing
          .slice(0, 3)
          .map((point) => `“${point}”`)
          .join('; ')
      : null);
  const where = [...new Set(questions.map(questionLabel))].join(', ');
  const remarks = [...group.remarks].map((remark) => `“${remark}”`).join(', ');
  const flagged = group.byTeacher
    ? ` You marked it as a misconception${remarks ? ` (${remarks})` : ''}.`
    : '';
  return {
    concept: first.concept.label,
    statement: group.claim.statement,
    correct_idea: correct,
    description:
      `${students.length} students believe “${group.claim.statement}” (${where}).` +
      `${flagged}${correct ? ` Correct idea: ${correct}` : ''}`,
    count: students.length,
    example: quote(first.question.studentAnswer, 40),
    students,
    question_ids: [...new Set(questions.map((question) => question.questionId))],
  };
}

/**
 * Misconceptions at least two students hold, each once with its count: from the grader's step
 * marks, the teacher's comments and the curriculum's misconceptions the answers state. Also
 * returns the answers they cover, so shared wrong answers are not counted twice.
 */
export async function namedMisconceptions(answers: readonly MarkedAnswer[]): Promise<{
  misconceptions: Misconception[];
  covered: Set<PlanQuestion>;
}> {
  const groups: Group[] = [];
  for (const answer of answers) {
    for (const claim of await claimsOfAnswer(answer.question, answer.topic)) {
      const group = groupFor(groups, claim);
      if (!group) {
        groups.push({
          claim,
          answers: [answer],
          byTeacher: claim.byTeacher,
          remarks: new Set(claim.remark ? [claim.remark] : []),
        });
        continue;
      }
      group.byTeacher ||= claim.byTeacher;
      if (claim.remark) group.remarks.add(claim.remark);
      if (!group.answers.some((item) => item.sheet === answer.sheet)) group.answers.push(answer);
    }
  }
  const shared = groups.filter(
    (group) => new Set(group.answers.map((answer) => answer.sheet)).size >= MIN_STUDENTS,
  );
  const covered = new Set(
    shared.flatMap((group) => group.answers.map((answer) => answer.question)),
  );
  const students = (group: Group) => new Set(group.answers.map((answer) => answer.sheet)).size;
  // Most students first; of as many, those the teacher marked.
  const misconceptions = shared
    .sort(
      (a, b) =>
        students(b) - students(a) ||
        Number(b.byTeacher) - Number(a.byTeacher) ||
        a.claim.statement.localeCompare(b.claim.statement),
    )
    .map(asMisconception);
  return { misconceptions, covered };
}
