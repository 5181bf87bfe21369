import { MATHS_SKILLS, mathsExercises } from 'src/ai/builtin/curriculum/maths';
const only = process.argv[2];
for (const skill of MATHS_SKILLS) {
  if (only && !skill.id.startsWith(only)) continue;
  for (const difficulty of ['easy', 'medium', 'hard'] as const) {
    const grade = Math.round((skill.grades[0] + skill.grades[1]) / 2);
    const [e] = mathsExercises(skill.id, { grade, difficulty, count: 1, seed: process.argv[3] ?? 'x' });
    console.log(`${skill.id} g${grade} ${difficulty} [${e.bloom}]: ${e.question}\n   = ${e.answer}   | ${e.working.join(' / ')}\n   ${e.distractors.map((d) => `${d.answer} (${d.error})`).join('; ')}`);
  }
}
