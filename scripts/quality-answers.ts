/**
 * Grades human-labelled answers with the builtin grader, exactly as the worker does (one
 * GradingRequest per answer: the reference answer is the model answer, the marking scheme is
 * derived from it), and compares with the humans.
 *
 *   npm run quality:answers -- ../shared/data/scientsbank/train-3way.csv
 *
 * Labelled files (`label` correct / contradictory / incorrect) print, last:
 *   answers: macroF1_2way=<x> contradictory_below_half=<share> n=<n>
 * where an answer counts as correct when it scores at least half its marks. Scored files (a
 * numeric `score` column) print:
 *   answers: pearson=<r> rmse=<e> n=<n>
 */
import { existsSync } from 'node:fs';
import { BuiltinAnswerGrader } from 'src/ai/builtin/grading/builtin-answer-grader';
import { macroF1, pearson, rmse } from './lib/answer-metrics';
import { readLabelledAnswers } from './lib/scientsbank';

async function main() {
  const file = process.argv[2];
  if (!file || !existsSync(file)) {
    console.log(
      `skipped quality:answers: pass a CSV with question, reference_answer, student_answer, max_marks and label or score (got ${file ?? 'none'})`,
    );
    return;
  }
  const answers = readLabelledAnswers(file);
  const grader = await BuiltinAnswerGrader.create();
  const scores: number[] = [];
  for (const item of answers) {
    const sheet = await grader.grade({
      subject: null,
      questions: [item.question],
      answers: [{ questionId: item.question.questionId, text: item.answer, confidence: null }],
      rubric: null,
    });
    scores.push(sheet.questions[0].score);
  }
  const labelled = answers
    .map((a, i) => ({ a, score: scores[i] }))
    .filter(({ a }) => a.label !== null);
  if (labelled.length > 0) {
    const truth = labelled.map(({ a }) => a.label === 'correct');
    const predicted = labelled.map(({ a, score }) => score >= a.question.maxMarks / 2);
    const contradictory = labelled.filter(({ a }) => a.label === 'contradictory');
    const below = contradictory.filter(({ a, score }) => score < a.question.maxMarks / 2).length;
    console.log(
      `answers: macroF1_2way=${macroF1(truth, predicted).toFixed(3)} contradictory_below_half=${(below / Math.max(1, contradictory.length)).toFixed(3)} n=${labelled.length}`,
    );
    return;
  }
  const scored = answers
    .map((a, i) => ({ a, score: scores[i] }))
    .filter(({ a }) => a.score !== null);
  if (scored.length === 0) {
    console.log(
      'skipped quality:answers: the file has neither a label nor a score column with values',
    );
    return;
  }
  const human = scored.map(({ a }) => a.score as number);
  const machine = scored.map(({ score }) => score);
  console.log(
    `answers: pearson=${pearson(human, machine).toFixed(3)} rmse=${rmse(human, machine).toFixed(3)} n=${scored.length}`,
  );
}

void main();
