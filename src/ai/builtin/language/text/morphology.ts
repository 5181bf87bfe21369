import type { Token } from 'src/ai/builtin/language/text/tagged-text';

/** Plurals wink-nlp lemmatises to themselves, so they look singular by the lemma test alone. */
const UNMARKED_PLURALS = new Set(['people', 'police', 'cattle', 'staff']);

/** Quantity words that change the number a noun after them needs ("a few days", "every few years"). */
const QUANTITY_WORDS = new Set(['few', 'many', 'lot', 'lots', 'couple', 'number']);

/** An adjective or adverb inside a noun phrase, other than a quantity word. */
export function isModifier(token: Token | undefined): token is Token {
  return (token?.pos === 'ADJ' || token?.pos === 'ADV') && !QUANTITY_WORDS.has(token.lower);
}

/** Nouns, plus words capitalised at a sentence start that the tagger took for names. */
export function isNoun(token: Token | undefined, sentenceStart = false): token is Token {
  return token?.pos === 'NOUN' || (sentenceStart && token?.pos === 'PROPN');
}

export function isPluralNoun(token: Token): boolean {
  return (
    UNMARKED_PLURALS.has(token.lower) || (token.lower !== token.lemma && /s$/.test(token.lower))
  );
}

export function isSingularNoun(token: Token): boolean {
  return token.lower === token.lemma && !UNMARKED_PLURALS.has(token.lower);
}

/** A verb in its dictionary form ("go", not "goes", "went", "gone", "going"). */
export function isBaseForm(token: Token): boolean {
  return token.lower === token.lemma;
}

const IRREGULAR_THIRD_PERSON: Record<string, string> = { be: 'is', have: 'has', do: 'does' };
const IRREGULAR_PLURALS: Record<string, string> = {
  person: 'people',
  child: 'children',
  man: 'men',
  woman: 'women',
  foot: 'feet',
  tooth: 'teeth',
};

/** "go" → "goes", "study" → "studies", "have" → "has". */
export function thirdPersonOf(lemma: string): string {
  if (IRREGULAR_THIRD_PERSON[lemma]) return IRREGULAR_THIRD_PERSON[lemma];
  if (/[^aeiou]y$/.test(lemma)) return `${lemma.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh|o)$/.test(lemma)) return `${lemma}es`;
  return `${lemma}s`;
}

/** "problem" → "problems", "city" → "cities", "person" → "people". */
export function pluralOf(noun: string): string {
  if (IRREGULAR_PLURALS[noun]) return IRREGULAR_PLURALS[noun];
  if (/[^aeiou]y$/.test(noun)) return `${noun.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/.test(noun)) return `${noun}es`;
  return `${noun}s`;
}

/** Gives `word` the capitalisation of `model` ("Goes" + "go" → "Go"). */
export function withCaseOf(model: string, word: string): string {
  return /^\p{Lu}/u.test(model) ? word[0].toUpperCase() + word.slice(1) : word;
}
