import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'csv-parse/sync';
import type {
  BuiltinAnswerGrader,
  PointOutcome,
} from 'src/ai/builtin/grading/builtin-answer-grader';
import type { GradingQuestion } from 'src/ai/ports/answer-grading.port';

/** The shared calibration data lives beside the repository and is never copied into it. */
export const SCIENTSBANK_CSV = resolve(
  __dirname,
  '../../../shared/data/scientsbank/train-3way.csv',
);

export const SCIENTSBANK_ATTRIBUTION =
  'Fitted on the training part of SemEval-2013 Task 7, SciEntsBank (Dzikovska et al. 2013, ' +
  'SemEval-2013 Task 7: The Joint Student Response Analysis and 8th Recognizing Textual ' +
  'Entailment Challenge; github.com/myrosia/semeval-2013-task7), licensed CC BY-SA. Only these ' +
  'fitted numbers are distributed, not the answers.';

export type AnswerLabel = 'correct' | 'contradictory' | 'incorrect';

export interface LabelledAnswer {
  /** Groups answers to the same question (for cross-validation by question). */
  questionKey: string;
  question: GradingQuestion;
  answer: string;
  label: AnswerLabel | null;
  /** Human score when the file has a `score` column instead of a label. */
  score: number | null;
}

/**
 * Reads a CSV shaped like SciEntsBank's (`question, reference_answer, student_answer, max_marks`
 * and either `label` or `score`; `question_id` optional). The reference answer becomes the
 * model answer; the marking scheme is left empty, so the grader derives it as the exams family
 * does when the model answer has no "1 mark for" lines.
 */
export function readLabelledAnswers(path: string): LabelledAnswer[] {
  const rows = parse<Record<string, string>>(readFileSync(path), {
    columns: true,
    skip_empty_lines: true,
  });
  return rows.map((row) => {
    const questionText = row.question ?? '';
    const questionKey = row.question_id || questionText;
    const label = (row.label ?? '').trim().toLowerCase();
    return {
      questionKey,
      question: {
        questionId: questionKey,
        questionNumber: questionKey,
        questionText,
        maxMarks: Number(row.max_marks ?? 1) || 1,
        modelAnswer: row.reference_answer ?? '',
        markingScheme: [],
      },
      answer: row.student_answer ?? '',
      label:
        label === 'correct' || label === 'contradictory' || label === 'incorrect' ? label : null,
      score: row.score !== undefined && row.score !== '' ? Number(row.score) : null,
    };
  });
}

/** Each answer's key-point outcomes, exactly as the grader judges them for a sheet. */
export async function judgeAll(
  grader: BuiltinAnswerGrader,
  answers: readonly LabelledAnswer[],
): Promise<PointOutcome[][]> {
  const out: PointOutcome[][] = [];
  for (const item of answers) {
    out.push(
      await grader.judgeQuestion(item.question, {
        questionId: item.question.questionId,
        text: item.answer,
        confidence: null,
      }),
    );
  }
  return out;
}
