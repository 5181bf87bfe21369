/**
 * The builtin grader against the teacher-marked set of issue #26
 * (src/ai/builtin/papers/__fixtures__/: six board layouts and a state board's, each sheet marked
 * by an experienced marker), read and graded as the exams family does:
 *
 *   npm run quality:marking
 *
 * Prints the set's size, the papers read exactly (every question, part and mark), the question
 * scores within half a mark of the marker's, the misconception answers given 0 for the point
 * they get wrong, the mean absolute difference of each sheet's total, then every disagreement.
 * Printed last:
 *   marking: read_exactly=… within_half=… misconceptions_at_zero=… mean_total_diff=… n=…
 * Targets (issue #26): every paper read exactly, within_half ≥ 0.90, misconceptions_at_zero ≥ 0.90.
 */
import { BuiltinAnswerGrader } from 'src/ai/builtin/grading/builtin-answer-grader';
import { MARKED_SET } from 'src/ai/builtin/papers/__fixtures__/marked-sheets-more';
import {
  measureMarking,
  misconceptionsAtZero,
  withinHalfMark,
  type MarkedAnswer,
} from 'src/ai/builtin/papers/__fixtures__/measure-marking';

const share = (n: number, of: number) => (of === 0 ? '—' : (n / of).toFixed(3));

function sheetTotals(answers: readonly MarkedAnswer[]) {
  const sheets = new Map<string, { marker: number; grader: number }>();
  for (const answer of answers) {
    const key = `${answer.paper} / ${answer.student}`;
    const total = sheets.get(key) ?? { marker: 0, grader: 0 };
    total.marker += answer.marker;
    total.grader += answer.grader;
    sheets.set(key, total);
  }
  return [...sheets.values()];
}

function describe(answer: MarkedAnswer): string {
  const tags = [answer.kind, answer.photographed ? 'photographed' : null].filter(Boolean);
  const point =
    answer.misconceptionAwarded !== null && answer.misconceptionAwarded > 0
      ? `, ${answer.misconceptionAwarded} for the misconception's point`
      : '';
  const text = answer.text.replace(/\s*\n\s*/g, ' / ');
  const quoted = text.length > 110 ? `${text.slice(0, 107)}…` : text;
  return `  ${answer.paper} | ${answer.student} | ${answer.question}: marker ${answer.marker}, grader ${answer.grader} of ${answer.maxMarks}${point}${tags.length > 0 ? ` [${tags.join(', ')}]` : ''}\n      "${quoted}"`;
}

async function main() {
  const grader = await BuiltinAnswerGrader.create();
  const measure = await measureMarking(MARKED_SET, grader);
  const { answers } = measure;
  const within = withinHalfMark(answers).length;
  const misconceptions = answers.filter((answer) => answer.kind === 'misconception');
  const atZero = misconceptionsAtZero(misconceptions).length;
  const totals = sheetTotals(answers);
  const meanTotalDiff =
    totals.reduce((sum, total) => sum + Math.abs(total.grader - total.marker), 0) / totals.length;
  const kinds = new Map<string, number>();
  for (const answer of answers) {
    for (const tag of [answer.kind, answer.photographed ? 'photographed' : null]) {
      if (tag) kinds.set(tag, (kinds.get(tag) ?? 0) + 1);
    }
  }
  console.log(
    `papers: ${measure.papers}, layouts: ${measure.layouts}, sheets: ${totals.length}, answers: ${answers.length}`,
  );
  console.log(`answers by kind: ${[...kinds].map(([kind, n]) => `${kind} ${n}`).join(', ')}`);
  console.log(`questions read exactly: ${measure.readExactly.length} of ${measure.papers} papers`);
  console.log(`within half a mark: ${within}/${answers.length} (${share(within, answers.length)})`);
  console.log(`misconception answers at 0 for the point: ${atZero}/${misconceptions.length}`);
  console.log(`mean absolute total difference per sheet: ${meanTotalDiff.toFixed(2)} marks`);
  const disagreements = answers.filter(
    (answer) =>
      Math.abs(answer.grader - answer.marker) > 0.5 ||
      (answer.misconceptionAwarded !== null && answer.misconceptionAwarded > 0),
  );
  const over = disagreements.filter((answer) => answer.grader > answer.marker).length;
  console.log(
    `disagreements (${disagreements.length}: ${over} over-marked, ${disagreements.length - over} under-marked):`,
  );
  const byKind = new Map<string, number>();
  for (const answer of disagreements) {
    const kind = answer.kind ?? (answer.photographed ? 'photographed' : 'untagged');
    byKind.set(kind, (byKind.get(kind) ?? 0) + 1);
  }
  console.log(`  by kind: ${[...byKind].map(([kind, n]) => `${kind} ${n}`).join(', ')}`);
  for (const answer of disagreements) console.log(describe(answer));
  console.log(
    `marking: read_exactly=${share(measure.readExactly.length, measure.papers)} within_half=${share(within, answers.length)} misconceptions_at_zero=${share(atZero, misconceptions.length)} mean_total_diff=${meanTotalDiff.toFixed(2)} n=${answers.length}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
