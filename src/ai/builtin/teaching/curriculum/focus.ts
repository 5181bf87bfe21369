/** Words that say what to do, not what about: they never tie an outcome to a fact. */
const IGNORED = new Set(
  (
    'the and for with from that this these those into onto their there them they its his her ' +
    'are was were been being have has had can will would should could may might must about ' +
    'between each every some any other than then when where which what why how who whom whose ' +
    'not but also only such more most less least many much very own same both all one two three ' +
    'write explain describe state name identify list compare give suggest show use using used ' +
    'find work out make draw label recall define recognise recognize distinguish apply solve ' +
    'calculate interpret evaluate justify discuss outline sequence relate classify predict ' +
    'main way ways simple common different important example examples students student lesson'
  ).split(' '),
);

/** A crude stem: "fractions" → "fraction", "testing" → "test" (the same on both sides compared). */
export function singular(word: string): string {
  if (word.length > 6 && word.endsWith('ing')) return word.slice(0, -3);
  return word.length > 4 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;
}

/** Content words of a text, lower-case, crude singulars ("fractions" → "fraction"). */
export function contentWords(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((word) => word.length >= 3 && !IGNORED.has(word))
      .map(singular)
      // "names" is the ignored "name" once singular, on both sides compared.
      .filter((word) => !IGNORED.has(word)),
  );
}

/** Lower-case words of three letters or more, with crude singulars, verbs kept. */
export function plainWords(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((word) => word.length >= 3 && word !== 'the' && word !== 'and')
      .map(singular),
  );
}

export function overlap(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let n = 0;
  for (const word of a) if (b.has(word)) n += 1;
  return n;
}

/**
 * The words of the teacher's topic that the entry's title and aliases do not already say: the
 * lesson's focus inside a wider entry ("Equivalent fractions" in "Fractions" → "equivalent").
 */
export function focusWords(
  topicText: string | null | undefined,
  named: readonly string[],
): Set<string> {
  const said = contentWords(named.join(' '));
  return new Set([...contentWords(topicText ?? '')].filter((word) => !said.has(word)));
}

/** Items that speak of the focus first, the rest in their order (stable). */
export function focusFirst<T>(
  items: readonly T[],
  text: (item: T) => string,
  focus: ReadonlySet<string>,
  words: (text: string) => Set<string> = contentWords,
): T[] {
  if (focus.size === 0) return [...items];
  return items
    .map((item, rank) => ({ item, rank, hit: overlap(words(text(item)), focus) }))
    .sort((a, b) => b.hit - a.hit || a.rank - b.rank)
    .map((entry) => entry.item);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The term as a whole word or phrase, singular or plural ("colloid", "colloids", "mixtures"):
 * never inside another word ("biotic" is not in "abiotic", "renewable" not in "non-renewable").
 */
export function termPattern(term: string): RegExp {
  return new RegExp(`(?<![-\\w])${escape(term.toLowerCase())}(s|es)?(?![-\\w])`, 'i');
}

/** Whether a text names the term as a whole word (see `termPattern`). */
export function namesTerm(text: string, term: string): boolean {
  return termPattern(term).test(text);
}

/**
 * Whether an activity handles a term: it names it, or a term it names is the term's head ("hinge
 * joint" where it bends joints).
 */
export function handles(used: string, term: string, terms: readonly string[]): boolean {
  if (namesTerm(used, term)) return true;
  return terms.some((other) => other !== term && namesTerm(term, other) && namesTerm(used, other));
}
