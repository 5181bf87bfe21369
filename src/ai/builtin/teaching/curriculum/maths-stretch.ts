/**
 * A maths lesson's stretch: an exercise of a kind the lesson did not set and harder than every
 * calculation it set (more steps, more numbers to combine or larger ones, never less of any;
 * the same sum with bigger numbers is no stretch), else a mistake to find and
 * explain in one of the topic's hardest exercises; never a sum at the level of the core work.
 */
import type { LessonContent } from 'src/ai/ports/teaching-content.port';
import type { MathsExercise } from 'src/ai/builtin/teaching/curriculum/maths-source';
import { sentence, stop } from 'src/ai/builtin/teaching/curriculum/draft';
import { mathsKey } from 'src/ai/builtin/teaching/curriculum/maths-keys';
import { calculationKind } from 'src/ai/builtin/teaching/curriculum/maths-sheet';
import { lessonText } from 'src/ai/builtin/teaching/curriculum/lesson-homework';
import { modelled, modelledWords } from 'src/ai/builtin/teaching/curriculum/lesson-taught';
import {
  mathsSkills,
  type TopicKnowledge,
} from 'src/ai/builtin/teaching/curriculum/topic-knowledge';

/** How much a calculation asks: its steps (the "=" of its key), numbers and largest number. */
export interface Demand {
  steps: number;
  numbers: number;
  digits: number;
}

/** A number as a student reads it: "12,500", "2.75", "5/6". */
const NUMBER = /\d[\d,]*(?:[./]\d+)?/g;

/** What a question with its key asks ("Work out 98 × 15 …" → 2 numbers of 2 digits, 3 steps). */
export function demandOf(question: string, key: string): Demand {
  const numbers = question.match(NUMBER) ?? [];
  return {
    steps: Math.max(1, key.split('=').length - 1),
    numbers: numbers.length,
    // The longest run of digits: "5/6" is a one-digit fraction, "12,500" a five-digit number.
    digits: Math.max(
      0,
      ...numbers.map((n) =>
        Math.max(
          ...n
            .replace(/,/g, '')
            .split(/\D/)
            .map((part) => part.length),
        ),
      ),
    ),
  };
}

/** At least as much of everything and more of something. */
export function harder(a: Demand, b: Demand): boolean {
  const atLeast = a.steps >= b.steps && a.numbers >= b.numbers && a.digits >= b.digits;
  return atLeast && (a.steps > b.steps || a.numbers > b.numbers || a.digits > b.digits);
}

/** The lesson's calculations (not its true/false statements or definitions), with their keys. */
export function lessonCalculations(content: LessonContent): { question: string; key: string }[] {
  return Object.values(content)
    .flatMap((block) => block.components)
    .flatMap((c) =>
      c.formative_questions.map((q, i) => ({ question: q, key: c.expected_responses[i] ?? '' })),
    )
    .filter(
      ({ question, key }) =>
        /\d/.test(question) && /\d/.test(key) && !/^true or false/i.test(question),
    );
}

/** Rounds of hard exercises drawn per skill when looking for a harder one. */
const ROUNDS = 6;

/** The stretch line for a maths lesson, or null when the topic has no generator. */
export function mathsStretch(
  k: TopicKnowledge,
  content: LessonContent,
  seed: string,
): string | null {
  const skills = mathsSkills(k);
  if (skills.length === 0) return null;
  const set = lessonCalculations(content);
  const asked = new Set(set.map((item) => item.question));
  const demands = set.map((item) => demandOf(item.question, item.key));
  // Only exercises of a method the lesson modelled: a harder sum of another skill is no stretch.
  const methods = modelledWords(lessonText(content).shown.split('\n'));
  const drawn = (difficulty: 'medium' | 'hard'): MathsExercise[] =>
    skills
      .flatMap((skill) =>
        Array.from({ length: ROUNDS }, (_, round) =>
          k.maths.exercises(skill, {
            grade: k.grade,
            difficulty,
            count: 1,
            seed: `${seed}|stretch|${round}`,
          }),
        ).flat(),
      )
      .filter((e) => !asked.has(e.question) && modelled(methods, e.question));
  const hard = drawn('hard');
  // A harder kind of problem than any the lesson set, not the same sum with bigger numbers.
  const kinds = new Set(set.map((item) => calculationKind(item.question)));
  const beyond = hard.find((e) => {
    const demand = demandOf(e.question, mathsKey(e));
    return !kinds.has(calculationKind(e.question)) && demands.every((d) => harder(demand, d));
  });
  if (beyond)
    return `Stretch: a harder exercise – ${sentence(beyond.question)} (Answer: ${stop(mathsKey(beyond))})`;
  // Nothing harder to calculate: finding and explaining a typical mistake is the harder task.
  const [slip] = (hard.length > 0 ? hard : drawn('medium'))
    // The most specific error ("wrote one zero too few …" before "added instead of multiplying").
    .map((e) => ({ e, d: [...e.distractors].sort((x, y) => y.error.length - x.error.length)[0] }))
    .filter((entry) => entry.d !== undefined)
    .sort(
      (a, b) =>
        demandOf(b.e.question, mathsKey(b.e)).steps - demandOf(a.e.question, mathsKey(a.e)).steps,
    );
  if (!slip) return null;
  const key = mathsKey(slip.e);
  const right = key === slip.e.answer ? `the answer is ${key}` : key;
  return `Stretch: find the mistake – a student answered "${stop(slip.e.question)}" with ${slip.d.answer}. Explain what they did wrong and put it right. (Answer: they ${slip.d.error}; ${stop(right)})`;
}
