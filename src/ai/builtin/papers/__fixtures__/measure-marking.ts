import type { BuiltinAnswerGrader } from 'src/ai/builtin/grading/builtin-answer-grader';
import {
  leafQuestions,
  mapStudentAnswers,
  readModelAnswers,
  readQuestionPaper,
} from 'src/ai/builtin/papers';
import type {
  AnswerKind,
  MarkedAnswerSheet,
  MarkedSetPaper,
} from 'src/ai/builtin/papers/__fixtures__/marked-sheets-more';

/**
 * The builtin grader against the teacher-marked set, as `board-layouts.spec.ts` and
 * `npm run quality:marking` report it: papers read from their text, each sheet mapped to the
 * questions and graded as the exams family does.
 */
export interface MarkedAnswer {
  paper: string;
  student: string;
  question: string;
  maxMarks: number;
  /** What the grader read: the sheet's text mapped to the question ('' when blank). */
  text: string;
  marker: number;
  grader: number;
  kind: AnswerKind | null;
  photographed: boolean;
  /** For a misconception answer: what the grader gave the point it gets wrong. */
  misconceptionAwarded: number | null;
}

export interface MarkingMeasure {
  papers: number;
  layouts: number;
  /** Papers whose every question, part and mark is read as the paper prints them. */
  readExactly: string[];
  answers: MarkedAnswer[];
}

const pages = (lines: string[]) => [{ text: lines.join('\n') }];

export async function measureMarking(
  set: readonly MarkedSetPaper[],
  grader: BuiltinAnswerGrader,
): Promise<MarkingMeasure> {
  const answers: MarkedAnswer[] = [];
  const readExactly: string[] = [];
  for (const marked of set) {
    const paper = readQuestionPaper(pages(marked.paper), { totalMarks: marked.total });
    const leaves = leafQuestions(paper.questions);
    const read = Object.fromEntries(leaves.map((leaf) => [leaf.number, leaf.maxMarks]));
    if (paper.totalMarks === marked.total && sameMarks(read, marked.expected)) {
      readExactly.push(marked.name);
    }
    const model = readModelAnswers(
      pages(marked.scheme),
      leaves.map(({ number, maxMarks, text }) => ({ number, maxMarks, text })),
    );
    const questions = leaves.map((leaf) => {
      const answer = model.answers.find((item) => item.number === leaf.number);
      return {
        questionId: leaf.number,
        questionNumber: leaf.number,
        questionText: leaf.text,
        maxMarks: leaf.maxMarks ?? 0,
        modelAnswer: answer?.answerText ?? '',
        markingScheme: answer?.markingScheme ?? [],
      };
    });
    for (const sheet of marked.sheets) {
      const mapped = mapStudentAnswers(
        pages(sheet.lines),
        leaves.map(({ number }) => ({ number })),
      );
      const graded = await grader.grade({
        subject: marked.subject,
        rubric: null,
        questions,
        answers: mapped.answers.map((answer) => ({
          questionId: answer.number,
          text: answer.text,
          confidence: sheet.confidence?.[answer.number] ?? null,
        })),
      });
      for (const question of graded.questions) {
        const kind = sheet.kinds?.[question.questionId] ?? null;
        const point = misconceptionPoint(sheet, question.questionId);
        answers.push({
          paper: marked.name,
          student: sheet.student,
          question: question.questionId,
          maxMarks: question.maxMarks,
          text: mapped.answers.find((answer) => answer.number === question.questionId)?.text ?? '',
          marker: sheet.marks[question.questionId],
          grader: question.score,
          kind,
          photographed: sheet.confidence !== undefined,
          misconceptionAwarded:
            kind === 'misconception' ? (question.stepMarks[point]?.awarded ?? 0) : null,
        });
      }
    }
  }
  return {
    papers: set.length,
    layouts: new Set(set.map((paper) => paper.layout)).size,
    readExactly,
    answers,
  };
}

/** Question scores within half a mark of the marker's. */
export const withinHalfMark = (answers: readonly MarkedAnswer[]) =>
  answers.filter((answer) => Math.abs(answer.grader - answer.marker) <= 0.5);

/** Misconception answers given nothing for the point they get wrong. */
export const misconceptionsAtZero = (answers: readonly MarkedAnswer[]) =>
  answers.filter((answer) => answer.misconceptionAwarded === 0);

function misconceptionPoint(sheet: MarkedAnswerSheet, question: string): number {
  return sheet.misconceptionPoint?.[question] ?? 0;
}

function sameMarks(read: Record<string, number | null>, expected: Record<string, number>) {
  const numbers = Object.keys(expected);
  return (
    Object.keys(read).length === numbers.length &&
    numbers.every((number) => read[number] === expected[number])
  );
}
