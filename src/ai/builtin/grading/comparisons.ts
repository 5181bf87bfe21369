import type { AnswerText, AnswerToken } from 'src/ai/builtin/grading/answer-text';

/**
 * A comparison a text makes with "than" ("light travels faster than sound"): the order of the
 * two things compared turns it round as much as the comparative does.
 */
export interface Comparison {
  /** The words naming the first thing compared that the second does not share ("black" box). */
  first: AnswerToken[];
  /** The same for the second thing, after "than". */
  second: AnswerToken[];
  /** The comparative ("faster", "slower"), or the word "more"/"less" measures ("heat"). */
  degree: AnswerToken;
  /** "more" or "less" before the degree ("more heat than"), null when the degree says it all. */
  modifier: AnswerToken | null;
}

/** Words that say more or less of the degree after them ("less heat than"). */
const MODIFIERS = new Set(['more', 'less', 'fewer']);
/** Parts of speech that name a thing compared ("the black box", "light"). */
const NAMING = new Set(['NOUN', 'PROPN', 'ADJ', 'NUM']);
/** Tags a thing compared after "than" is sometimes given ("than light so we hear it": ADV). */
const MISREAD = new Set(['ADV', 'VERB']);
/** How far back from the comparative the first thing is looked for ("light travels faster"). */
const LOOK_BACK = 4;

const names = (token: AnswerToken | undefined, sentence: number): token is AnswerToken =>
  token !== undefined && token.sentence === sentence && token.content && NAMING.has(token.pos);

/**
 * The comparative before "than" at `at`: "faster than", "more than", "more heat than" (the degree
 * is "heat", said more of), "a higher pitch than" (the degree is "higher"); null across a
 * sentence break.
 */
function comparativeBefore(
  tokens: readonly AnswerToken[],
  at: number,
): { degree: AnswerToken; modifier: AnswerToken | null; start: number } | null {
  const { sentence } = tokens[at];
  const last = tokens[at - 1];
  const before = tokens[at - 2];
  if (last.sentence !== sentence) return null;
  const inSentence = before !== undefined && before.sentence === sentence;
  if (MODIFIERS.has(last.lower) || !inSentence)
    return { degree: last, modifier: null, start: at - 1 };
  if (MODIFIERS.has(before.lower)) return { degree: last, modifier: before, start: at - 2 };
  if (last.pos === 'NOUN' && (before.pos === 'ADJ' || before.pos === 'ADV')) {
    return { degree: before, modifier: null, start: at - 2 };
  }
  return { degree: last, modifier: null, start: at - 1 };
}

/** The comparisons of a text, each with both things compared found in its sentence. */
export function readComparisons(text: AnswerText): Comparison[] {
  const { tokens } = text;
  const comparisons: Comparison[] = [];
  tokens.forEach((than, at) => {
    if (than.lower !== 'than' || at === 0) return;
    const { sentence } = than;
    const found = comparativeBefore(tokens, at);
    if (!found) return;
    const { degree, modifier } = found;
    // The first thing: the naming words nearest before the comparative, past a verb or two.
    let end = found.start - 1;
    const stop = Math.max(0, end - LOOK_BACK);
    while (end >= stop && !names(tokens[end], sentence)) end -= 1;
    let start = end;
    while (start - 1 >= 0 && names(tokens[start - 1], sentence)) start -= 1;
    // The second thing: the naming words after "than", past an article ("than the white box").
    let from = at + 1;
    while (from < tokens.length && from <= at + 2 && !names(tokens[from], sentence)) from += 1;
    let to = from;
    while (names(tokens[to], sentence)) to += 1;
    // The tagger sometimes reads the word right after "than" as an adverb ("than light so …").
    const next = tokens[at + 1];
    if (to === from && next?.content && next.sentence === sentence && MISREAD.has(next.pos)) {
      from = at + 1;
      to = at + 2;
    }
    if (end < stop || !names(tokens[end], sentence) || to === from) return;
    const firstAll = tokens.slice(start, end + 1);
    const secondAll = tokens.slice(from, to);
    // "The black box … than the white box": the things differ by "black" and "white".
    const first = firstAll.filter((t) => !secondAll.some((s) => s.key === t.key));
    const second = secondAll.filter((t) => !firstAll.some((s) => s.key === t.key));
    if (first.length === 0 || second.length === 0) return;
    comparisons.push({ first, second, degree, modifier });
  });
  return comparisons;
}
