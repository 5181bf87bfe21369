import type { PlanQuestion } from 'src/ai/ports/action-planning.port';
import { nounPhrases, type PhraseOccurrence } from 'src/ai/builtin/language/text/noun-phrases';
import { splitPages } from 'src/ai/builtin/language/text/page-sentences';
import type { SourceSentence } from 'src/ai/builtin/language/text/page-sentences';

/** What a question tests, named as the paper and its marking scheme name it. */
export interface Concept {
  /** Lower-case, head noun lemmatised: questions with the same key share a focus area. */
  key: string;
  /** As the question (or the marking scheme) writes it. */
  label: string;
}

/**
 * Nouns of exam instructions ("Give two reasons", "in your answer", "with a diagram"): they say
 * how to answer, not what is tested.
 */
const FRAMING_NOUNS = new Set(
  (
    'mark marks reason reasons diagram diagrams sentence sentences paragraph paragraphs term ' +
    'terms definition definitions explanation explanations statement statements difference ' +
    'differences similarity similarities advantage advantages disadvantage disadvantages ' +
    'feature features step steps method methods value values unit units working result results ' +
    'option options box boxes blank blanks space spaces line lines list correct passage extract ' +
    'text texts writer author poem poet story character characters name names detail details ' +
    'evidence effect effects role importance purpose meaning function functions answer answers ' +
    'student students'
  ).split(' '),
);

/** Whether a noun says how to answer ("name", "term", "reason") rather than what is tested. */
export const isFramingNoun = (word: string) => FRAMING_NOUNS.has(word.toLowerCase());

/** Modifiers that pick instances rather than name a kind ("other bulbs", "first law"). */
const WEAK_MODIFIERS = new Set(
  (
    'other another same different many few several main following given first second third ' +
    'last next new old certain particular various whole own two three four five each every ' +
    'state explain describe define give list name write solve calculate find compare discuss ' +
    'identify outline show prove suggest draw label mention'
  ).split(' '),
);

/** How a question asks ("State", "Explain why", "What happens to"): not part of what it tests. */
const INSTRUCTION =
  /^(?:(?:state|explain|describe|define|give|list|name|write(?: down)?|solve|calculate|find|compare|discuss|identify|outline|show|prove|suggest|draw|label|mention|evaluate|justify|analy[sz]e|determine|predict)\b(?:\s+(?:how|why|what|that|the|a|an|one|two|three|reasons?|examples?|for|of|in|briefly))*|who\s+\w+|(?:what|why|how|when|where|which)\s+(?:is|are|was|were|does|do|did|can|will|would|happens?)(?:\s+(?:meant by|to|when|if|the|a|an))*)\s+/i;

const MAX_LABEL_WORDS = 6;
const IN_QUESTION = 3;
const IN_SCHEME = 1;
const PHRASE_BONUS = 2;

interface Candidate {
  key: string;
  surfaces: Map<string, number>;
  score: number;
  first: number;
  inQuestion: boolean;
}

/** Sentences of a short text; a line without a final stop is still a sentence here. */
export function sentencesOf(text: string): SourceSentence[] {
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => (/[.!?:;]$/.test(line) ? line : `${line}.`));
  if (lines.length === 0) return [];
  return splitPages([{ document: 'paper', page: 1, text: lines.join('\n') }]).sentences;
}

/** Numbers and units of a calculation's data ("2 kg", "3 m/s") never name what is tested. */
const MEASURE = /\d|\b(?:kg|g|mg|m|cm|mm|km|s|min|h|j|kj|n|w|kw|v|pa|ml|l)\b/i;

function phrasesOf(text: string): PhraseOccurrence[] {
  return sentencesOf(text)
    .flatMap((sentence) => nounPhrases(sentence))
    .filter(
      (phrase) =>
        !FRAMING_NOUNS.has(headOf(phrase.key)) &&
        !WEAK_MODIFIERS.has(phrase.key.split(/[\s-]/)[0]) &&
        !MEASURE.test(phrase.surface),
    );
}

/**
 * The sentence that asks: the last question or instruction ("A ball of 2 kg moves at 3 m/s.
 * Calculate its kinetic energy." → the second); the first sentence when none asks.
 */
export function askingSentence(text: string): string {
  const sentences = text
    .trim()
    .split(/(?<=[.?!])\s+/)
    .filter((sentence) => sentence.trim().length > 0);
  const asking = sentences.filter(
    (sentence) => /\?\s*$/.test(sentence) || INSTRUCTION.test(`${sentence.trim()} `),
  );
  // "Explain." or "Explain your answer." after the question says how, not what.
  const named = asking.filter((sentence) => phrasesOf(questionCore(sentence)).length > 0);
  return named[named.length - 1] ?? asking[0] ?? sentences[0] ?? '';
}

/** The question without its instruction, marks and final stop: "Newton's first law of motion". */
export function questionCore(text: string): string {
  let core = text
    .replace(/\s+/g, ' ')
    .replace(/[([]\s*\d+(?:\.\d+)?\s*(?:marks?|m)?\s*[)\]]/gi, '')
    .replace(/\b\d+\s*marks?\b/gi, '')
    .trim();
  for (let previous = ''; previous !== core;) {
    previous = core;
    core = core
      .replace(INSTRUCTION, '')
      .replace(/^(?:the|a|an|its|their|this|these|your)\s+/i, '')
      .replace(/^terms?\s+/i, '');
  }
  return core.replace(/[\s?.!:;,]+$/, '').trim();
}

const headOf = (key: string) => key.split(/[\s-]/).pop() ?? key;

function tally(
  candidates: Map<string, Candidate>,
  phrases: PhraseOccurrence[],
  weight: number,
  offset: number,
): void {
  phrases.forEach((phrase, index) => {
    const entry = candidates.get(phrase.key) ?? {
      key: phrase.key,
      surfaces: new Map<string, number>(),
      // A phrase of the question itself ("series circuit") names the concept better than its head.
      score: phrase.words > 1 && weight === IN_QUESTION ? PHRASE_BONUS : 0,
      first: offset + index,
      inQuestion: false,
    };
    entry.inQuestion ||= weight === IN_QUESTION;
    entry.surfaces.set(phrase.surface, (entry.surfaces.get(phrase.surface) ?? 0) + 1);
    entry.score += weight;
    candidates.set(phrase.key, entry);
  });
}

/**
 * The concept a question tests: the noun phrase its text (weighted three times) and its lost key
 * points use most ("series circuit"); without a usable noun, the question's first words.
 */
export function conceptOf(question: Pick<PlanQuestion, 'questionText' | 'missingPoints'>): Concept {
  const core = questionCore(askingSentence(question.questionText));
  const coreWords = core.split(' ').filter(Boolean);
  if (
    coreWords.length > 0 &&
    coreWords.length <= MAX_LABEL_WORDS &&
    !/[=+<>]/.test(core) &&
    phrasesOf(core).length > 0
  ) {
    return { key: core.toLowerCase(), label: lowerUnlessName(core) };
  }
  const candidates = new Map<string, Candidate>();
  const asked = phrasesOf(question.questionText);
  tally(candidates, asked, IN_QUESTION, 0);
  const scheme = question.missingPoints.flatMap((point) => phrasesOf(point));
  tally(candidates, scheme, IN_SCHEME, asked.length);
  const schemeHeads = new Map<string, number>();
  for (const phrase of scheme)
    schemeHeads.set(headOf(phrase.key), (schemeHeads.get(headOf(phrase.key)) ?? 0) + 1);
  // A phrase stands for its head noun: "series circuit" wins what "circuit" alone has.
  for (const entry of candidates.values()) {
    if (!entry.key.includes(' ') || !entry.inQuestion) continue;
    entry.score += candidates.get(headOf(entry.key))?.score ?? 0;
    entry.score += (schemeHeads.get(headOf(entry.key)) ?? 0) * 0.5;
  }
  const best = [...candidates.values()].sort(
    (a, b) => b.score - a.score || a.first - b.first || a.key.localeCompare(b.key),
  )[0];
  if (!best) return fallbackConcept(question.questionText);
  const label = [...best.surfaces.entries()].sort(
    (a, b) => b[1] - a[1] || a[0].localeCompare(b[0]),
  )[0][0];
  return { key: best.key, label: lowerUnlessName(label) };
}

/** "Photosynthesis" at a sentence start is not a name; "Newton's first law" keeps its capital. */
export function lowerUnlessName(label: string): string {
  const [first, ...rest] = label.split(' ');
  const isName =
    /^\p{Lu}\p{Ll}+(?:'s)?$/u.test(first) &&
    (first.endsWith("'s") || rest.some((word) => /^\p{Lu}/u.test(word)));
  return isName ? label : [first.toLowerCase(), ...rest].join(' ');
}

function fallbackConcept(text: string): Concept {
  const words = text.replace(/\s+/g, ' ').trim().split(' ').slice(0, 6).join(' ');
  const label = words.replace(/[?.!:;,]+$/, '') || 'this question';
  return { key: label.toLowerCase(), label };
}

const CONTENT_TAGS = new Set(['NOUN', 'PROPN', 'VERB', 'ADJ', 'ADV', 'NUM']);
const LIGHT_LEMMAS = new Set(['be', 'have', 'do', 'will', 'would', 'can', 'could', 'should']);

/** Lemmas of an answer's content words (what two answers must share to say the same thing). */
export function contentLemmas(text: string): Set<string> {
  const lemmas = new Set<string>();
  for (const sentence of sentencesOf(text)) {
    for (const word of sentence.words) {
      if (!CONTENT_TAGS.has(word.pos) || LIGHT_LEMMAS.has(word.lemma)) continue;
      lemmas.add(word.pos === 'NUM' ? word.lower : word.lemma);
    }
    // "not" and "no" decide what an answer claims: keep them as words of the answer.
    for (const word of sentence.words)
      if (/^(not|no|never|n't|without)$/.test(word.lower)) lemmas.add('not');
  }
  return lemmas;
}

export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 && b.size === 0) return 1;
  let shared = 0;
  for (const item of a) if (b.has(item)) shared += 1;
  return shared / (a.size + b.size - shared);
}

/** A student's words for a plan, cut at a word boundary: quotes stay verbatim. */
export function quote(text: string, maxWords = 25): string {
  const words = text.replace(/\s+/g, ' ').trim().split(' ');
  const cut = words.slice(0, maxWords).join(' ');
  return words.length > maxWords ? `${cut} …` : cut;
}
