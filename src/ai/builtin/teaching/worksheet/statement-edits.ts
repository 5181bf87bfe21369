import type { Difficulty } from 'src/ai/ports/teaching-content.port';
import type { KeyTerm, SourceAnalysis } from 'src/ai/builtin/teaching/source/source-model';
import type { SourceSentence, SourceWord } from 'src/ai/builtin/language/text/page-sentences';
import {
  castOf,
  isCharacter,
  isNarrative,
} from 'src/ai/builtin/teaching/worksheet/document/narration';
import { sameKindTerms } from 'src/ai/builtin/teaching/worksheet/distractors';
import { standaloneTerms } from 'src/ai/builtin/teaching/worksheet/term-matches';
import { findForm, pluralise } from 'src/ai/builtin/teaching/worksheet/text-kit';
import type { Synset, WordNet } from 'src/ai/builtin/language/wordnet/word-net';

/** A false version of a source sentence and what was changed, for explanations. */
export interface EditedStatement {
  text: string;
  original: string;
  kind: 'swap' | 'negate' | 'number';
  /** The words that were taken out and put in ("chlorophyll" → "haemoglobin"). */
  from: string;
  to: string;
}

/** Words that negate a clause: a statement with one is true of almost anything. */
const NEGATION = /\b(not|never|no|cannot|nothing|nobody|none|nowhere|neither|nor)\b|n't\b/i;

const NUMBER_WORDS = ['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** Verbs to negate, with their negation; the first match in the sentence is used. */
const NEGATIONS: [RegExp, string][] = [
  [/\b(is|are|was|were|will|has been|have been)\b(?! to\b)/i, '$1 not'],
  [/\bcan\b/i, 'cannot'],
  [/\bmeans\b/i, 'does not mean'],
  [/\bincludes\b/i, 'does not include'],
  [/\binclude\b/i, 'do not include'],
  [/\bcovers\b/i, 'does not cover'],
];

function matchCase(model: string, word: string): string {
  return /^\p{Lu}/u.test(model) ? word.charAt(0).toUpperCase() + word.slice(1) : word;
}

/**
 * Two terms of one set, so one in place of the other makes a clear, sensible false statement:
 * the same head with another modifier ("sandy soil", "clayey soil"), or senses with a common
 * direct hypernym ("artery" and "vein" are both blood vessels).
 */
export async function coordinate(
  wordnet: WordNet,
  a: Pick<KeyTerm, 'key' | 'sense'>,
  b: { label: string; sense: KeyTerm['sense'] },
): Promise<boolean> {
  const head = (text: string) => text.toLowerCase().split(/[\s-]+/);
  const [x, y] = [head(a.key), head(b.label)];
  if (x.length > 1 && y.length > 1 && x[x.length - 1] === y[y.length - 1] && x[0] !== y[0])
    return true;
  if (!a.sense || !b.sense || a.sense.id === b.sense.id) return false;
  const [up, other] = await Promise.all([
    wordnet.related(a.sense, 'hypernym', 2),
    wordnet.related(b.sense, 'hypernym', 2),
  ]);
  return up.some((parent) => other.some((p) => p.id === parent.id));
}

/** How many of a word's senses, most frequent first, are read when judging what it implies. */
const SENSES = 3;

async function sensesOf(wordnet: WordNet, label: string, sense: Synset | null): Promise<Synset[]> {
  const found = await wordnet.nouns(label);
  return [...(sense ? [sense] : []), ...found.slice(0, SENSES)];
}

/**
 * Whether a replacement is one a word of the sentence already implies, so the "false" statement
 * stays true: a synonym, a kind of it or what it is a kind of ("carbohydrates, sugars and fats":
 * sugars are carbohydrates). Every noun of the sentence is read, the swapped word among them.
 */
async function implied(
  wordnet: WordNet,
  sentence: SourceSentence,
  replacement: { label: string; sense: KeyTerm['sense'] },
): Promise<boolean> {
  const mine = await sensesOf(wordnet, replacement.label, replacement.sense);
  if (mine.length === 0) return false;
  // "soil" of "clayey soil" for "sandy soil" is the head the two share, not an implication.
  const nouns = [
    ...new Set(sentence.words.filter((w) => w.pos === 'NOUN').map((w) => w.lemma || w.lower)),
  ].filter((noun) => !findForm(replacement.label, noun));
  for (const noun of nouns) {
    const theirs = await sensesOf(wordnet, noun, null);
    for (const a of mine)
      for (const b of theirs)
        if (
          a.id === b.id ||
          a.words.includes(noun) ||
          (await wordnet.isKindOf(a, b, 4)) ||
          (await wordnet.isKindOf(b, a, 4))
        )
          return true;
  }
  return false;
}

/** A subject that is some of a kind, not all of it: "Some …", "Many …", "A few …". */
const SOME = /^(some|many|several|a few|few|most|certain|a number of)\b/i;
/** Only the quantifier (and an article or adjective) before the term: the term is its subject. */
const QUANTIFIED = /^(some|many|several|a few|few|most|certain|a number of|other)(\s+[a-z-]+)?\s+$/i;

async function swap(
  wordnet: WordNet,
  analysis: SourceAnalysis,
  sentence: SourceSentence,
  difficulty: Difficulty,
): Promise<EditedStatement | null> {
  const present = standaloneTerms(analysis, sentence);
  const documents = analysis.origin === 'documents';
  // A story's characters change places ("The King took a long step" → "The Prince took …"):
  // who did what is the false statement a reader checks, where a "not" would read as irony.
  const cast = documents && isNarrative(analysis) ? castOf(analysis.sentences) : null;
  // A named character: "Tobin" at a sentence's start is no proper noun to the tagger.
  const named = (t: KeyTerm) =>
    !!cast && isCharacter(cast, t.label) && (t.kind === 'name' || cast.names.has(t.key));
  const words = (label: string) => label.toLowerCase().split(/\s+/);
  for (const { term, text: written, index } of present) {
    // A story's names are people and places alike: "Harsberg rode for the shore".
    // "to seek a fairy" is anyone of the kind: "to seek a Prince" is no claim about the Prince.
    const person = named(term) && /^\p{Lu}/u.test(written);
    if (documents && term.kind === 'name' && !person) continue;
    // "The king's daughter" → "The youth's daughter" is nonsense, not a false statement.
    if (/^['’]s\b/.test(sentence.text.slice(index + written.length))) continue;
    if (/['’]s\s+$/.test(sentence.text.slice(0, index))) continue;
    // "The plant does not pump the water" → "The leaf does not pump the water" stays true: what
    // a thing does not do, most others do not do either.
    if (NEGATION.test(sentence.text.slice(index + written.length))) continue;
    // "Some mixtures are the same all through" → "Some elements are …" is a claim about some of
    // another kind, often true as well (every element is): a quantified subject is not swapped.
    if (QUANTIFIED.test(sentence.text.slice(0, index))) continue;
    // "Metals such as iron and copper …" → "Oxygens such as iron and copper …": the examples
    // that follow give the swap away, and read as nonsense rather than as a false claim.
    if (/^\s*,?\s*(such as|like|for example)\b/i.test(sentence.text.slice(index + written.length)))
      continue;
    // A character for another of the story's named characters, never one the label shares a
    // word with ("Prince" and "Prince Hyacinth" are one man).
    const others = person
      ? analysis.terms.filter(
          (t) =>
            t !== term &&
            named(t) &&
            !words(t.label).some((w) => words(term.label).includes(w)) &&
            !present.some((p) => p.term === t),
        )
      : await sameKindTerms(
          wordnet,
          analysis,
          term,
          documents ? 12 : 4,
          difficulty,
          present.map((t) => t.term.label),
        );
    // A term the text says in one sentence with this one is often its kind or its definition
    // ("molten rock … is called magma"): "When rock reaches the surface, it is called lava"
    // stays true; so may one of the next or last sentence ("Most volcanoes are found where two
    // plates meet. … magma can rise through cracks" → "Most cracks are found where …"). Only a
    // term the text never puts beside it makes a clearly false statement.
    const beside = (label: string) =>
      analysis.sentences.some(
        (other) =>
          (term.sentenceIds.includes(other.id) || Math.abs(other.id - sentence.id) <= 1) &&
          !!findForm(other.text, label),
      );
    const last = written.toLowerCase().split(/[\s-]/).pop() ?? '';
    const plural = last !== term.key.split(/[\s-]/).pop() && last.endsWith('s');
    // "A cracks is an opening": a plural label cannot take a singular's place.
    const pluralLabel = (label: string) => /[^s]s$/i.test(label) && !findForm(written, label);
    // Of the term's own kind: a document's terms of other kinds are options, not swaps. On a
    // document, also a co-ordinate of it ("clayey soil" for "sandy soil"):
    // "Fist that carries oxygen" is nonsense a student rejects without reading.
    let replacement: (typeof others)[number] | undefined;
    for (const other of others) {
      if ((!person && other.kind !== term.kind) || findForm(sentence.text, other.label)) continue;
      if (!plural && pluralLabel(other.label)) continue;
      // Characters meet in every scene: who did this is the one the sentence names.
      const fits =
        (person || !beside(other.label)) &&
        (!documents || person || (await coordinate(wordnet, term, other))) &&
        !(await implied(wordnet, sentence, other));
      if (fits) {
        replacement = other;
        break;
      }
    }
    if (!replacement) continue;
    const word =
      plural && !replacement.label.includes(' ') && !pluralLabel(replacement.label)
        ? pluralise(replacement.label)
        : replacement.label;
    const to = matchCase(written, word);
    // "an earthquake" → "a deposit", not "an deposit".
    const before = sentence.text.slice(0, index).replace(/\b(a|an|A|An) $/, (article) => {
      const an = /^[aeiou]/i.test(word);
      const lower = an ? 'an ' : 'a ';
      return /^A/.test(article) ? lower.charAt(0).toUpperCase() + lower.slice(1) : lower;
    });
    const text = before + to + sentence.text.slice(index + written.length);
    return { text, original: sentence.text, kind: 'swap', from: written, to };
  }
  return null;
}


/** A clause that opens the sentence and is no claim of its own: "If a stalk is stood …, …". */
const SUBORDINATE_OPENER =
  /^(if|as|when|whenever|once|because|although|though|while|since|unless|until|after|before)\b/i;
/** A word that opens a clause inside the main one: "… wilts if its roots can …", "… than …". */
const INNER_CLAUSE =
  /\b(if|as|when|whenever|because|although|though|while|since|unless|until|than|that|which|who|where)\b/i;

/**
 * Where the main clause's verb is looked for: "If a stalk of celery is stood in water, coloured
 * dots can be seen" is checked by its "coloured dots can be seen", never by its condition (a "not"
 * there reads as nonsense, not as a false claim), and "A plant wilts if its roots can …" by "A
 * plant wilts". Null when the sentence has no main clause after its opening one.
 */
function mainClause(text: string): { start: number; end: number } | null {
  let start = 0;
  if (SUBORDINATE_OPENER.test(text)) {
    const comma = text.indexOf(',');
    if (comma < 0) return null;
    start = comma + 1;
  }
  const rest = text.slice(start);
  const stops = [rest.search(/[,;:]/), rest.search(INNER_CLAUSE)].filter((at) => at >= 0);
  return { start, end: start + (stops.length > 0 ? Math.min(...stops) : rest.length) };
}

function negate(sentence: SourceSentence): EditedStatement | null {
  // "There was nothing to bite" → "There was not nothing to bite" is a double negative.
  if (NEGATION.test(sentence.text)) return null;
  // "Some mixtures are the same all through" → "Some mixtures are not …" is true as well (other
  // mixtures are not): a "some" claim negated is no opposite.
  if (SOME.test(sentence.text)) return null;
  // "… can be broken down only by a chemical reaction" → "… cannot be broken down only by …"
  // reads as "not only by it", true as well: an "only" claim negated is no opposite.
  if (/\bonly\b/i.test(sentence.text)) return null;
  // Only the main clause's verb: "as fast as he could not", "… till one could not hear them" or
  // "If a stalk is not stood in water, …" negates a clause a reader does not check.
  const main = mainClause(sentence.text);
  if (!main) return null;
  const clause = sentence.text.slice(main.start, main.end);
  for (const [pattern, replacement] of NEGATIONS) {
    const found = pattern.exec(clause);
    if (!found) continue;
    const match = { index: main.start + found.index, 0: found[0] };
    // "were so frightened that they at once promised" → "were not so frightened that they …"
    // reads as broken English, and "not too tired to …" or "not such a fool that …" likewise.
    const after = sentence.text.slice(match.index + match[0].length);
    // "was not more than pleased" reads as "at most pleased", not as its opposite.
    if (
      /^\s+(so|such|too|more than|less than)\b/i.test(after) ||
      /\b(so|such)\b[^,;.]*\bthat\b/i.test(after)
    )
      return null;
    const to = match[0].replace(pattern, replacement);
    const text =
      sentence.text.slice(0, match.index) + to + sentence.text.slice(match.index + match[0].length);
    return { text, original: sentence.text, kind: 'negate', from: match[0], to };
  }
  // Only where the opening clause took the "is" or "can" a "not" went to before.
  return main.start > 0 ? negateVerb(sentence, main) : null;
}

/** A present verb's "-s" form of its lemma: "keeps" of "keep", "carries" of "carry". */
const sForm = (w: SourceWord) =>
  !!w.lemma &&
  [`${w.lemma}s`, `${w.lemma}es`, w.lemma.replace(/y$/, 'ies')].includes(w.lower) &&
  w.lower !== w.lemma;

/**
 * The main clause's own verb after an opening clause, when it has no "is" or "can" to negate (the
 * "is" of the opening clause no longer gives a thin text its false statement): "…, the water cycle keeps
 * the amount the same" → "…, the water cycle does not keep …". Its subject comes just before it
 * ("air carries", "it cools"), never "to" or a helping verb.
 */
function negateVerb(
  sentence: SourceSentence,
  main: { start: number; end: number },
): EditedStatement | null {
  let cursor = 0;
  let previous: SourceWord | null = null;
  for (const word of sentence.words) {
    const at = sentence.text.indexOf(word.text, cursor);
    if (at < 0) return null;
    cursor = at + word.text.length;
    // "its poles" is no subject and verb, whatever a tagger says.
    const subject =
      !!previous &&
      ['NOUN', 'PROPN', 'PRON'].includes(previous.pos) &&
      !/^(its|his|her|their|my|our|your)$/.test(previous.lower);
    if (at >= main.start && at < main.end && word.pos === 'VERB' && sForm(word) && subject) {
      const to = `does not ${word.lemma}`;
      const text = sentence.text.slice(0, at) + to + sentence.text.slice(cursor);
      return { text, original: sentence.text, kind: 'negate', from: word.text, to };
    }
    if (at >= main.end) return null;
    previous = word;
  }
  return null;
}

function changeNumber(sentence: SourceSentence): EditedStatement | null {
  const digits = /\b(\d+(?:\.\d+)?)\b/.exec(sentence.text);
  if (digits) {
    const value = Number(digits[1]);
    const to = String(value === 0 ? 1 : value < 10 ? value + 2 : value * 2);
    const text =
      sentence.text.slice(0, digits.index) +
      to +
      sentence.text.slice(digits.index + digits[0].length);
    return { text, original: sentence.text, kind: 'number', from: digits[0], to };
  }
  const words = new RegExp(`\\b(${NUMBER_WORDS.join('|')})\\b`, 'i').exec(sentence.text);
  if (!words) return null;
  const at = NUMBER_WORDS.indexOf(words[1].toLowerCase());
  const to = matchCase(words[1], NUMBER_WORDS[(at + 2) % NUMBER_WORDS.length]);
  const text =
    sentence.text.slice(0, words.index) + to + sentence.text.slice(words.index + words[0].length);
  return { text, original: sentence.text, kind: 'number', from: words[0], to };
}

/**
 * A meaning-changing edit of a source sentence: a key term swapped for another of its kind, a
 * number changed, or the main verb negated, tried from `start` round so statements vary. The
 * edit must not be a sentence of the source (or it would be true after all). A story's lines
 * are never negated: its sarcasm, irony and understatement ("Much good it was for me to talk
 * to you!") can read as true with a "not" put in, and its narration as well as its facts.
 */
export async function editStatement(
  wordnet: WordNet,
  analysis: SourceAnalysis,
  sentence: SourceSentence,
  difficulty: Difficulty,
  start = 0,
): Promise<EditedStatement | null> {
  const tries = [
    () => swap(wordnet, analysis, sentence, difficulty),
    () => Promise.resolve(changeNumber(sentence)),
    () => Promise.resolve(isNarrative(analysis) ? null : negate(sentence)),
  ];
  const source = analysis.text.toLowerCase();
  for (let i = 0; i < tries.length; i += 1) {
    const edit = await tries[(start + i) % tries.length]();
    if (edit && edit.text !== sentence.text && !source.includes(edit.text.toLowerCase()))
      return edit;
  }
  return null;
}

/** Terms of the sentence, best first: what a question about it is about. */
export function termsIn(analysis: SourceAnalysis, sentence: SourceSentence): KeyTerm[] {
  return standaloneTerms(analysis, sentence).map((match) => match.term);
}
