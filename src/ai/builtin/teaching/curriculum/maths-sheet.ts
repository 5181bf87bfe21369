/**
 * What a maths worksheet's items print and ask as calculations, so one sheet spreads over the
 * topic's methods and no item answers another: "2⁵ = 32" printed in a true/false statement gives
 * away "true or false: 2⁵ = 10", and a third "Simplify 3ᵃ × 3ᵇ" is a drill, not a worksheet.
 */
import {
  type Builder,
  type CurriculumDraft,
  inSentence,
  labelled,
  sentence,
  stop,
} from 'src/ai/builtin/teaching/curriculum/draft';
import {
  factKey,
  mathsExercise,
  wrongKey,
} from 'src/ai/builtin/teaching/curriculum/topic-knowledge';
import type { MathsExercise } from 'src/ai/builtin/teaching/curriculum/maths-source';

const SUPERSCRIPTS = '⁰¹²³⁴⁵⁶⁷⁸⁹⁻⁺ᵃᵇᶜᵈᵉᶠᵍʰⁱʲᵏˡᵐⁿᵒᵖʳˢᵗᵘᵛʷˣʸᶻ';
const OPERATOR = /[×÷+−*^²³⁰¹⁴-⁹⁻()√]/;

/**
 * Whether a word belongs to a calculation: numbers, powers, operators, brackets and one-letter
 * variables ("3⁴", "×", "(x³)⁷", "1/2", "−8"); never a word of two letters or more ("so", "is").
 */
function mathWord(word: string): boolean {
  const bare = word.replace(/[.,;:?!"']+$/, '').replace(/^["']+/, '');
  if (bare.length === 0) return false;
  if (/[A-Za-z]{2,}/.test(bare)) return false;
  return new RegExp(`^[\\d${SUPERSCRIPTS}a-zA-Z×÷+−*/^().,²³√-]+$`).test(bare);
}

/** A run of calculation words as one expression, without spaces or a closing stop ("3⁴×3⁵"). */
const squeeze = (words: readonly string[]) =>
  words
    .join('')
    .replace(/[.,;:?!"']+$/, '')
    .replace(/^["']+/, '');

/** Whether an expression computes something (an operator or a power), not a bare number. */
const computes = (expression: string) =>
  /\d|[a-z]/.test(expression) && [...expression].some((ch) => OPERATOR.test(ch));

/**
 * The calculations a text prints with their value, left side → right side: "In 2⁵ the base is
 * 2, and 2⁵ = 32" → 2⁵ → 32; "2⁻³ = 1/2³ = 1/8" → 2⁻³ → 1/2³ and 1/2³ → 1/8.
 */
export function printedSums(text: string): { left: string; right: string }[] {
  const words = text.split(/\s+/).filter(Boolean);
  const sums: { left: string; right: string }[] = [];
  words.forEach((word, i) => {
    if (word !== '=') return;
    let start = i;
    while (start > 0 && mathWord(words[start - 1])) start -= 1;
    let end = i + 1;
    while (end < words.length && mathWord(words[end]) && words[end] !== '=') end += 1;
    const left = squeeze(words.slice(start, i));
    const right = squeeze(words.slice(i + 1, end));
    if (left && right && computes(left)) sums.push({ left, right });
  });
  return sums;
}

/** The words of the first calculation a question asks ("Simplify 3⁶ × 3⁸, …" → "3⁶", "×", "3⁸,"). */
function askedWords(question: string): string[] | null {
  if (/\s=\s/.test(question)) return null;
  const words = question.split(/\s+/).filter(Boolean);
  for (let i = 0; i < words.length; i += 1) {
    if (!mathWord(words[i])) continue;
    let end = i;
    while (end < words.length && mathWord(words[end])) end += 1;
    if (computes(squeeze(words.slice(i, end)))) return words.slice(i, end);
    i = end;
  }
  return null;
}

/** The first calculation a question asks ("Simplify 3⁶ × 3⁸, writing …" → "3⁶×3⁸"), if any. */
export function askedSum(question: string): string | null {
  const words = askedWords(question);
  return words ? squeeze(words) : null;
}

/**
 * The method a calculation uses, as its shape: numbers and one-letter variables become "#",
 * raised numbers "ⁿ" ("3⁶×3⁸" and "x²×x⁵" are one method, "3⁹÷3⁵" another, "(3²)⁴" a third).
 */
export function methodOf(expression: string): string {
  return expression
    .replace(/[a-zA-Z]/g, '#')
    .replace(/\d+(?:[.,]\d+)*/g, '#')
    .replace(/[⁰¹²³⁴⁵⁶⁷⁸⁹ᵃ-ᶻⁿᵐ]+/g, 'ⁿ')
    .replace(/#+/g, '#');
}

/** What a sheet's item shows the class, the part a student reads (not the teacher's notes). */
function shownText(draft: CurriculumDraft): string[] {
  return [
    draft.question,
    ...draft.options.map(unlabelled),
    ...(draft.column_b ?? []).map(unlabelled),
  ];
}

/** An option or row without its label ("C. 2⁵ = 10" → "2⁵ = 10"): "C." is no variable. */
const unlabelled = (text: string) => text.replace(/^([A-F]|\d+)\.\s+/, '');

/** The question a student works: the one quoted in "Arjun was asked: "…"", else the stem. */
const workedQuestion = (question: string) => /"([^"]{8,})"/.exec(question)?.[1] ?? question;

/** Verbs that ask for one thing, the value: "Work out 4⁻³" and "Evaluate 5⁻²" are one method. */
const VALUE_VERBS = new Set(['work', 'evaluate', 'calculate', 'find', 'what']);

/** The verb a question asks with ("Simplify", "Estimate"; "work" for any that asks the value). */
function verbOf(question: string): string {
  const verb = (/^[A-Za-z]+/.exec(question.trim())?.[0] ?? '').toLowerCase();
  return VALUE_VERBS.has(verb) ? 'work' : verb;
}

/**
 * A word problem's method, as its ask reads without its numbers and lists ("A bag holds 6 red
 * and 4 blue counters …" and "A bag holds 1 red, 6 blue and 8 green counters …" are one kind).
 */
function problemShape(question: string): string {
  return question
    .replace(/\s*Show your working\.?$/i, '')
    .replace(/−?\d[\d,]*(?:\.\d+)?(?:\/\d+)?/g, '#')
    .replace(/#(?:, #)*(?:,? and #)?/g, '#')
    .toLowerCase();
}

/** A calculation item's methods: its asked sum, every sum it prints for judging, or its ask. */
export function methodsOf(draft: CurriculumDraft): string[] {
  const asked = askedSum(draft.question);
  const calculates = draft.keys.some((key) => /^(skill|example):/.test(key));
  if (asked) return [`${verbOf(workedQuestion(draft.question))} ${methodOf(asked)}`];
  const statement = /true or false: (.*)$/i.exec(draft.question)?.[1];
  const judged =
    draft.options.length === 0 ? (statement ? [statement] : []) : draft.options.map(unlabelled);
  const printed = judged.flatMap((text) =>
    printedSums(text).map((s) => `work ${methodOf(s.left)}`),
  );
  if (printed.length > 0) return printed;
  return calculates && /\d/.test(draft.question)
    ? [problemShape(workedQuestion(draft.question))]
    : [];
}

/** The expressions an item puts a value beside, the values, and what it asks to work out. */
function sumsOf(draft: CurriculumDraft): {
  printed: Set<string>;
  values: Set<string>;
  asked: string | null;
} {
  const sums = shownText(draft).flatMap((text) => printedSums(text));
  return {
    printed: new Set(sums.map((s) => s.left)),
    values: new Set(sums.map((s) => s.right.toLowerCase())),
    asked: askedSum(draft.question),
  };
}

/** A computed answer as a printed value reads ("10⁹", "1/64"), or null for a word. */
function computedAnswer(draft: CurriculumDraft): string | null {
  const answer = finalAnswer(draft);
  return answer && /\d/.test(answer) ? answer.replace(/\s+/g, '') : null;
}

/**
 * Whether one item answers another: it prints a value beside an expression the other asks or
 * prints ("2⁵ = 32" and "true or false: 2⁵ = 10"; "3⁴ × 3⁵ = 9⁹" and "Simplify 3⁴ × 3⁵"), or
 * prints the other's computed answer as a value ("7⁹ ÷ 7⁵ = 7⁴" beside "Simplify 7⁸ ÷ 7⁴").
 */
export function printsAnswerOf(a: CurriculumDraft, b: CurriculumDraft): boolean {
  const x = { ...sumsOf(a), answer: computedAnswer(a) };
  const y = { ...sumsOf(b), answer: computedAnswer(b) };
  const meets = (one: typeof x, other: typeof x) =>
    [...one.printed].some((left) => other.printed.has(left) || other.asked === left) ||
    (other.answer !== null && one.values.has(other.answer));
  return meets(x, y) || meets(y, x);
}

/**
 * The answer a student writes or picks, plainly ("C. 10⁹" → "10⁹", "… Answer: x²¹" → "x²¹",
 * "Reciprocal" → "reciprocal"); null for a choice of several, a match or a long model answer.
 */
export function finalAnswer(draft: CurriculumDraft): string | null {
  if (draft.column_a || draft.answer.includes('; ')) return null;
  const stated = /Answer:\s*(.+)$/.exec(draft.answer)?.[1] ?? draft.answer;
  const plain = stated
    .replace(/^[A-F]\.\s+/, '')
    .replace(/[.]+$/, '')
    .trim()
    .toLowerCase();
  return plain.split(/\s+/).length <= 4 ? plain : null;
}

/** Whether two items of a sheet have one answer ("reciprocal" blanked twice). */
export function sameAnswer(a: CurriculumDraft, b: CurriculumDraft): boolean {
  const x = finalAnswer(a);
  return x !== null && x === finalAnswer(b);
}

/** What may come before a calculation that a statement can stand for: a bare "work it out". */
const EVALUATE = /^(?:simplify|work out|calculate|evaluate|find|find the value of|write)?:?$/i;

/**
 * Whether a question asks only for its calculation's value ("Simplify 3⁶ × 3⁸, writing the
 * answer as a power"), so "3⁶ × 3⁸ = 3¹⁴" says what it asks; never when the words around it ask
 * something else ("Find the degree of …", "the sum 19 + 25 + 31 + … + 223", "the value at x = 4").
 */
function wholeSum(question: string, words: readonly string[]): boolean {
  const at = question.indexOf(words[0]);
  const end = question.indexOf(words[words.length - 1], at) + words[words.length - 1].length;
  const before = question.slice(0, at).trim();
  const after = question.slice(end).trim();
  const last = words[words.length - 1].replace(/[.,;:?!]+$/, '');
  if (!EVALUATE.test(before) || /[×÷+−*^(]$/.test(last)) return false;
  return (
    after === '' ||
    /^[.?]$/.test(after) ||
    /^,?\s*(?:writing|giving|leaving|as)\b[^=…]*$/.test(after) ||
    /^\.?\s*(?:give|write|leave) (?:your|the) answer\b[^=…]*$/i.test(after)
  );
}

/**
 * An exercise as a statement to judge, true or with a wrong answer: "3⁶ × 3⁸ = 3¹⁴"; a "Find
 * the …" question as "The simple interest on ₹5000 at 11% per year for 3 years is ₹1650".
 */
export function statement(
  e: MathsExercise,
): { claim: (answer: string) => string; method: string } | null {
  const words = askedWords(e.question);
  // A number, power or fraction ("3¹⁴", "1 7/8"), not words ("8 remainder 3", "12 cm").
  const value = (answer: string) => /^[−\d⁰-⁹¹²³⁻a-z/.,]+(?: \d+\/\d+)?$/.test(answer);
  if (words && !wholeSum(e.question, words)) return null;
  if (words) {
    if (!value(e.answer)) return null;
    const shown = words.join(' ').replace(/[.,;:?!"']+$/, '');
    return {
      claim: (answer) => `${shown} = ${answer}`,
      method: `${verbOf(e.question)} ${methodOf(squeeze(words))}`,
    };
  }
  // One sentence that asks for one quantity, answered by a short value ("₹1650", "4/9").
  const asked = /^(?:Find|Work out|Calculate) (the [^.?]+?|\d[^.?]*? of [^.?]+?)\.$/.exec(
    e.question.trim(),
  );
  const short = (answer: string) => /\d/.test(answer) && answer.split(/\s+/).length <= 3;
  if (!asked || !short(e.answer)) return null;
  const subject = asked[1].replace(/^the /, 'The ');
  return {
    claim: (answer) => `${subject} is ${answer}`,
    method: problemShape(e.question),
  };
}

/** A wrong answer short enough to print as a statement's value. */
const statementValue = (answer: string) => answer.split(/\s+/).length <= 3;

/** A statement to judge, right or wrong, and what the teacher's note says about it. */
interface Claim {
  text: string;
  note: string;
  key: string;
}

/**
 * Which statements are correct? Two right and two wrong, each a computed calculation on its own
 * method ("3⁶ × 3⁸ = 3¹⁴", "(x³)⁷ = x¹⁰" from a named error), topped up with facts and
 * misconceptions no other item has shown: never a wrong statement another item printed.
 */
export const mathsStatements: Builder = {
  name: 'maths-statements',
  blooms: ['understand', 'apply'],
  write(ctx) {
    if (ctx.k.main.subject !== 'mathematics') return null;
    const right: Claim[] = [];
    const wrong: Claim[] = [];
    const methods = new Set<string>();
    const claims = new Set<string>();
    // Each skill at each difficulty in turn (a skill's kinds of sum differ by difficulty); a
    // method once, then, if the topic has too few, a second sum of one.
    for (let i = 0; i < 48 && (right.length < 2 || wrong.length < 2); i += 1) {
      const difficulty = (['easy', 'medium', 'hard'] as const)[Math.floor(i / 8) % 3];
      const e = mathsExercise(
        ctx.k,
        difficulty,
        ctx.attempt * 24 + (i % 24),
        `${ctx.seed}|statements`,
      );
      const s = e ? statement(e) : null;
      if (!e || !s || (i < 24 && methods.has(s.method)) || claims.has(s.claim(e.answer))) continue;
      const slip = e.distractors.find((d) => statementValue(d.answer));
      const wants = right.length <= wrong.length || !slip ? 'right' : 'wrong';
      if (wants === 'right' && right.length >= 2) continue;
      methods.add(s.method);
      claims.add(s.claim(e.answer));
      if (wants === 'right' || !slip)
        right.push({
          text: s.claim(e.answer),
          note: `${stop(s.claim(e.answer))}.`,
          key: `skill:${e.skill}`,
        });
      else
        wrong.push({
          text: s.claim(slip.answer),
          note: `"${s.claim(slip.answer)}" comes from this slip: ${stop(slip.error)}; ${stop(s.claim(e.answer))}.`,
          key: `skill:${e.skill}`,
        });
    }
    // Facts and misconceptions no item has used yet fill what the calculations cannot.
    const unused = <T>(items: readonly T[], key: (item: T) => string) =>
      items.filter((item) => (ctx.k.use.get(key(item)) ?? 0) === 0);
    for (const fact of unused(ctx.k.facts, factKey)) {
      if (right.length >= 2) break;
      right.push({ text: stop(fact.text), note: sentence(fact.text), key: factKey(fact) });
    }
    for (const item of unused(ctx.k.misconceptions, wrongKey)) {
      if (wrong.length >= 2) break;
      wrong.push({
        text: stop(item.wrong),
        note: `"${stop(item.wrong)}" is a misconception: ${inSentence(item.correct)}.`,
        key: wrongKey(item),
      });
    }
    if (right.length < 2 || wrong.length < 2) return null;
    const { options, answer } = labelled(
      right.map((c) => c.text),
      wrong.map((c) => c.text),
      ctx.random,
    );
    return {
      question: `Which of these statements are correct? Choose all that apply.`,
      options,
      answer,
      grounding: right.map((c) => c.note).join(' '),
      keys: ['maths:statements', ...new Set([...right, ...wrong].map((c) => c.key))],
      note: {
        why: `Correct: ${right.map((c) => c.note).join(' ')}`,
        mistakes: wrong.map((c) => c.note).join(' '),
        concepts: [ctx.k.main.title],
      },
    };
  },
};

/**
 * Whether a maths item keeps the sheet spread and fair against the items before it: it answers
 * none of them and none answers it, it shares no answer with one, and its method is not on the
 * sheet twice already (`strict`: not even once, while other methods can still be asked).
 */
export function spreadsMaths(
  draft: CurriculumDraft,
  written: readonly CurriculumDraft[],
  strict: boolean,
): boolean {
  if (written.some((other) => printsAnswerOf(draft, other) || sameAnswer(draft, other)))
    return false;
  const used = new Map<string, number>();
  for (const method of written.flatMap(methodsOf)) used.set(method, (used.get(method) ?? 0) + 1);
  const most = strict ? 1 : 2;
  return !methodsOf(draft).some((method) => (used.get(method) ?? 0) >= most);
}

/**
 * The kind of calculation a question asks, whatever its numbers: "Simplify #ⁿ×#ⁿ" for any
 * product of powers, "a bag holds # counters … not blue" for any bag of counters.
 */
export function calculationKind(question: string): string {
  const worked = workedQuestion(question);
  const asked = askedSum(worked);
  return asked ? `${verbOf(worked)} ${methodOf(asked)}` : problemShape(worked);
}
