import { shuffle } from 'src/ai/builtin/seeded-random';
import { type BuildContext, inSentence } from 'src/ai/builtin/teaching/curriculum/draft';
import { termKey, type TermItem } from 'src/ai/builtin/teaching/curriculum/topic-knowledge';
import { confusable, kindOf } from 'src/ai/builtin/teaching/curriculum/worksheet-stems';

/**
 * Three other key terms of the key's word class (a verb among nouns gives itself away), unasked
 * and of the same topic first, those of the key's kind first among equals: wrong options of the
 * same kind.
 */
export function siblingTerms(ctx: BuildContext, item: TermItem, n = 3): TermItem[] {
  const others = ctx.k.terms.filter(
    (other) =>
      other.term.toLowerCase() !== item.term.toLowerCase() &&
      other.definition !== item.definition &&
      wordClass(other) === wordClass(item),
  );
  const same = shuffle(
    others.filter((other) => other.topic.id === item.topic.id),
    ctx.random,
  );
  const rest = others.filter((other) => other.topic.id !== item.topic.id);
  // Terms no other item asked or defined first: a meaning printed twice answers one of them.
  const shown = (t: TermItem) =>
    (ctx.k.use.get(termKey(t)) ?? 0) + (ctx.k.use.get(`defined:${t.term.toLowerCase()}`) ?? 0);
  return [...same, ...rest]
    .map((t, order) => ({ t, order, used: shown(t), kin: Number(shareKind(item, t)) }))
    .sort((a, b) => a.used - b.used || b.kin - a.kin || a.order - b.order)
    .slice(0, n)
    .map(({ t }) => t);
}

/** The wrong option a student most likely chooses (its meaning is close), else a short line. */
export function closest(ctx: BuildContext, item: TermItem, wrong: readonly TermItem[]): string {
  const near = confusable(ctx.k, item);
  const option = wrong.find((w) => w.term === near?.term);
  if (option) return `Choosing ${option.term}, whose meaning is closest to this one.`;
  const other = wrong[0];
  return other
    ? `Choosing ${other.term}, which is ${inSentence(other.definition)}, not ${item.term}.`
    : `Choosing a term other than ${item.term}.`;
}

/** What a term is as a word, read from its meaning: "to come out of an egg" is a verb's. */
export type WordClass = 'verb' | 'adjective' | 'noun';

/** Endings of one-word adjectives ("aquatic", "terrestrial", "soluble", "singular"). */
const ADJECTIVE_END = /(ic|al|ous|ive|ble|ful|less|ar|ary)$/;

/**
 * The word class a term's meaning gives it: a verb's meaning opens with "to" ("hatch: to come out
 * of an egg"), an adjective's with a describing word and no article ("aquatic: living in water");
 * any other is a noun's ("nest: a home that …", "skimming: reading quickly …").
 */
export function wordClass(item: { term: string; definition: string }): WordClass {
  const meaning = item.definition.trim().toLowerCase();
  if (/^to\s+(?!(?:the|a|an)\b)[a-z]/.test(meaning)) return 'verb';
  const term = item.term.trim().toLowerCase();
  const describing = /^(?:[a-z]+(?:ing|ed)|having|able|full|without|relating|describing|of)\b/.test(
    meaning,
  );
  return !term.includes(' ') && ADJECTIVE_END.test(term) && describing ? 'adjective' : 'noun';
}

/** The kinds a term is of: its meaning's genus ("a home that …" → home) and a compound's head. */
function kinds(item: { term: string; definition: string }): Set<string> {
  const one = (word: string | undefined) => word?.toLowerCase().replace(/s$/, '');
  const genus = one(kindOf(item.definition)?.split(' ').pop());
  const words = item.term
    .split(/\s+of\s+/)[0]
    .trim()
    .split(/\s+/);
  const head = words.length > 1 ? one(words.pop()) : undefined;
  return new Set([genus, head].filter((kind): kind is string => Boolean(kind)));
}

const shareKind = (a: TermItem, b: TermItem) => [...kinds(a)].some((kind) => kinds(b).has(kind));

/**
 * Whether the key is the odd one out among its options: it shares no kind with any wrong option
 * while they share one ("Nest", a home, among three kinds of animal), so it is found by its kind.
 */
export function oddOneOut(item: TermItem, wrong: readonly TermItem[]): boolean {
  if (wrong.some((w) => shareKind(item, w))) return false;
  return wrong.some((w, i) => wrong.slice(i + 1).some((other) => shareKind(w, other)));
}
