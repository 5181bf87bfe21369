import { evaluate } from 'mathjs';
import type { MathsExercise } from 'src/ai/builtin/teaching/curriculum/maths-source';
import type { CheckQuestion } from 'src/ai/builtin/teaching/curriculum/lesson-questions';

/** "Solve 5x − 4 = 26." → its two sides and its letter; null for a worded problem. */
function equationOf(question: string): { left: string; right: string; letter: string } | null {
  const found = /^Solve (.+?) = (.+?)\.$/.exec(question.trim());
  const letters = found?.[1].match(/[a-z]/g) ?? [];
  const [letter] = letters;
  if (!found || !letter || new Set(letters).size !== 1 || /[a-z]/.test(found[2])) return null;
  return { left: found[1], right: found[2], letter };
}

const forMathjs = (side: string) => side.replace(/−/g, '-').replace(/×/g, '*').replace(/÷/g, '/');
const shown = (n: number) => (n < 0 ? `−${Math.abs(n)}` : `${n}`);

/**
 * "Is x = 7 a solution of 5x − 4 = 26? Check by substitution." from an exercise and one of its
 * typical wrong answers, with both sides computed (mathjs) so the key shows the working: the
 * left side comes to 31, not 26, so the answer is no. Null when the exercise is not a plain
 * equation or no wrong value of the letter is listed.
 */
export function substitutionCheck(exercise: MathsExercise): CheckQuestion | null {
  const equation = equationOf(exercise.question);
  if (!equation) return null;
  const value = exercise.distractors
    .map((d) => new RegExp(`^${equation.letter} = (−?\\d+)$`).exec(d.answer)?.[1])
    .find((text) => text !== undefined);
  if (value === undefined) return null;
  const x = Number(value.replace('−', '-'));
  const scope = { [equation.letter]: x };
  const left = Number(evaluate(forMathjs(equation.left), scope));
  const right = Number(evaluate(forMathjs(equation.right), scope));
  if (!Number.isFinite(left) || !Number.isFinite(right) || left === right) return null;
  const statement = `${equation.left} = ${equation.right}`;
  return {
    question: `Is ${equation.letter} = ${shown(x)} a solution of ${statement}? Check by substitution.`,
    answer: `No: with ${equation.letter} = ${shown(x)} the left side is ${shown(left)}, not ${shown(right)} (the solution is ${exercise.answer}).`,
  };
}
