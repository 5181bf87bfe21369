/**
 * The keys a lesson marks maths items against: a question with a method gets its working line
 * ("98 × 15 = 100 × 15 − 2 × 15 = 1500 − 30 = 1470"), so a slip shows whether the method was
 * used and not only whether the number is right. A bare fact ("44 × 8 = 352") keeps its answer.
 */
import type { WorkedExample } from 'src/ai/builtin/curriculum/curriculum-topic';
import type { MathsExercise } from 'src/ai/builtin/teaching/curriculum/maths-source';
import type { CheckQuestion } from 'src/ai/builtin/teaching/curriculum/lesson-questions';

/**
 * Drops a final stop and the lead-in before a calculation ("The successor is one more: 9 + 1 =
 * 10", "Add 3 to both sides: n = −8 + 3 = −5"): the key shows the calculation itself.
 */
function calculation(line: string): string {
  const said = line.trim().replace(/[.]$/, '');
  const lead = /^([^=]*?):\s+(.*=.*)$/.exec(said);
  return lead ? lead[2] : said;
}

/** The working lines that calculate (have an "="), not the check or the answer restated. */
function calculations(working: readonly string[]): string[] {
  return working
    .filter((line) => line.includes('=') && !/^(check|answer)\b/i.test(line.trim()))
    .map(calculation);
}

/**
 * Lines joined as a teacher writes them: "= 1500 − 30" continues the line above, and so does a
 * line that starts from its result ("16/25 = 64/100" then "64/100 = 0.64" is "16/25 = 64/100 =
 * 0.64").
 */
function joined(lines: readonly string[]): string {
  return lines.reduce((text, line) => {
    if (!text) return line;
    if (/^=/.test(line)) return `${text} ${line}`;
    const result = text.slice(text.lastIndexOf('= ') + 2);
    if (text.includes('= ') && line.startsWith(`${result} = `))
      return `${text}${line.slice(result.length)}`;
    return `${text}; ${line}`;
  }, '');
}

/** The numbers a text says, in order ("₹40 and ₹10" → 40, 10; "−5" → −5). */
const numbersIn = (text: string): string[] => text.match(/−?\d[\d,]*(?:\.\d+)?(?:\/\d+)?/g) ?? [];

/**
 * The working ending on the answer: as it is when its last line ends on the answer's numbers
 * ("… = 1500 − 30 = 1470", "n = −8 + 3 = −5", "… ₹40 and … ₹10"), else "… = 1470", else
 * "…, so the answer is x = 4".
 */
function endingOn(working: string, answer: string): string {
  const result = answer.trim().replace(/[.]$/, '');
  if (working.endsWith(result)) return working;
  const last = working.split('; ').pop() ?? '';
  const wanted = numbersIn(result);
  const said = numbersIn(last);
  if (wanted.length > 0 && wanted.every((n) => said.includes(n))) return working;
  return /^[₹−\d]/.test(result) && /=/.test(last) && !/=\s*$/.test(last)
    ? `${working} = ${result}`
    : `${working}, so the answer is ${result}`;
}

/** A generated exercise's key: its working when it has a method, else its answer. */
export function mathsKey(e: Pick<MathsExercise, 'answer' | 'working'>): string {
  const lines = calculations(e.working);
  const bare = lines.length === 1 && lines[0].split('=').length === 2;
  if (lines.length === 0 || bare) return e.answer;
  return endingOn(joined(lines), e.answer);
}

/** A generated exercise as a lesson asks it, with the key that shows the method. */
export function mathsCheck(
  e: Pick<MathsExercise, 'question' | 'answer' | 'working'>,
): CheckQuestion {
  return { question: e.question, answer: mathsKey(e) };
}

/** A worked example's key: its calculating steps ending on the answer ("98 × 15 = … = 1470"). */
export function workedKey(e: WorkedExample): string {
  const steps = e.steps.map(calculation).filter((step) => /\d/.test(step) && /[=×÷+−]/.test(step));
  if (steps.length === 0) return e.answer.trim().replace(/[.]$/, '');
  return endingOn(joined(steps), e.answer);
}
