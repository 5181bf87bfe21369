/**
 * Measures the builtin talk-move labeller against human labels.
 *
 *   npm run quality:talkmoves -- <file.tsv>    (default ../shared/data/talkmoves/subset1.tsv)
 *
 * The file is shaped like TalkMoves' subset1.tsv (transcript, turn, timestamp, speaker, role,
 * sentence, teacher_move, student_move). Each transcript is labelled as the ClassTrack worker
 * labels a lesson: the whole lesson in order through BuiltinTalkMoveLabeller.label. Prints
 * per-class figures, then last:
 *   talkmoves: teacher_macroF1=<x> student_macroF1=<y> n=<sentences>
 * Teacher macro-F1 is over the scheme's 8 teacher classes and student macro-F1 over its 5
 * student classes. A gold `marking` (a TalkMoves teacher label outside the scheme; the labeller
 * never outputs it) stays in n and counts as a miss: whatever is predicted for it is a false
 * positive of that class. Rows without a role or a label (unlabelled stretches) are not scored.
 * Roles are passed as the file gives them: a TalkMoves `context` row (a student's sentence on
 * the teacher's track) is a teacher sentence here, scored against `context`.
 *
 * Note: the committed weights were fitted on all of subset1, so the figure on subset1 itself is
 * a training figure; the cross-validated one is printed by `npm run calibrate:talkmoves`.
 */
import { resolve } from 'node:path';
import { BuiltinTalkMoveLabeller } from 'src/ai/builtin/classroom/builtin-talk-move-labeller';
import { STUDENT_MOVES, TEACHER_MOVES } from 'src/ai/ports/talk-moves';
import {
  formatPerClass,
  macroF1,
  readLessons,
  requireTalkMoves,
  TALKMOVES_TSV,
} from './lib/talk-moves';

function main() {
  const argument = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
  const path = requireTalkMoves('quality:talkmoves', argument ? resolve(argument) : TALKMOVES_TSV);
  const lessons = readLessons(path);
  const labeller = BuiltinTalkMoveLabeller.create();
  const gold = { teacher: [] as string[], student: [] as string[] };
  const predicted = { teacher: [] as string[], student: [] as string[] };
  const started = process.hrtime.bigint();
  for (const lesson of lessons) {
    const labels = labeller.label(lesson.sentences);
    lesson.sentences.forEach((sentence, i) => {
      gold[sentence.role].push(sentence.gold);
      predicted[sentence.role].push(labels[i]);
    });
  }
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  const teacher = macroF1(gold.teacher, predicted.teacher, TEACHER_MOVES);
  const student = macroF1(gold.student, predicted.student, STUDENT_MOVES);
  const n = gold.teacher.length + gold.student.length;
  const outside = gold.teacher.filter((g) => !(TEACHER_MOVES as readonly string[]).includes(g));
  console.log(`${path}: ${lessons.length} transcripts, labelled in ${ms.toFixed(0)} ms`);
  console.log(
    `teacher (${gold.teacher.length} sentences, ${outside.length} with a gold label outside ` +
      `the scheme, scored as misses): accuracy ${teacher.accuracy.toFixed(4)}`,
  );
  console.log(formatPerClass(teacher.perClass));
  console.log(
    `student (${gold.student.length} sentences): accuracy ${student.accuracy.toFixed(4)}`,
  );
  console.log(formatPerClass(student.perClass));
  console.log(
    `talkmoves: teacher_macroF1=${teacher.macro.toFixed(4)} ` +
      `student_macroF1=${student.macro.toFixed(4)} n=${n}`,
  );
}

main();
