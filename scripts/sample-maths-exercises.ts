/**
 * Prints one exercise per maths skill and difficulty (at the middle of the skill's classes), with
 * its answer, working and named distractors, for a reviewer to read as a teacher would. Usage:
 * `npx ts-node --transpile-only -r tsconfig-paths/register scripts/sample-maths-exercises.ts
 * [skill prefix, e.g. fractions] [seed]`.
 */
import { MATHS_SKILLS, mathsExercises } from 'src/ai/builtin/curriculum/maths';

const [prefix = '', seed = 'sample'] = process.argv.slice(2);

for (const skill of MATHS_SKILLS.filter((candidate) => candidate.id.startsWith(prefix))) {
  const grade = Math.round((skill.grades[0] + skill.grades[1]) / 2);
  for (const difficulty of ['easy', 'medium', 'hard'] as const) {
    for (const exercise of mathsExercises(skill.id, { grade, difficulty, count: 1, seed })) {
      console.log(`${skill.id} · Class ${grade} · ${difficulty} · ${exercise.bloom}`);
      console.log(`  Q: ${exercise.question}`);
      console.log(`  A: ${exercise.answer}`);
      for (const step of exercise.working) console.log(`     ${step}`);
      for (const distractor of exercise.distractors)
        console.log(`  ✗ ${distractor.answer} — ${distractor.error}`);
    }
  }
}
