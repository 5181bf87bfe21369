/**
 * What a question asks for beyond its subject, and whether a key gives all of it: as many items as
 * the question counts ("Describe the three levels …" keyed with three, not two), and each part of
 * a two-part question ("the work of X and how it raises money": the work too).
 */
import type { ItsFunction } from 'wink-nlp';
import { its, readDoc } from 'src/ai/builtin/nlp';
import {
  askedCount,
  keyWords,
  listItems,
} from 'src/ai/builtin/teaching/curriculum/objective-sentences';

// wink-nlp's typings declare `its.lemma` with an extra `addons` parameter that `out` accepts.
const LEMMA = its.lemma as unknown as ItsFunction<string>;

/** Short names in a list ("A, B and C", "A, B, C", "A → B → C"); none in prose. */
function shortList(text: string): number {
  const listed = listItems(text).length;
  const items = text
    .replace(/[.!?]$/, '')
    .split(/→|->|,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+/)
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
  const short = items.length >= 2 && items.every((item) => item.split(/\s+/).length <= 4);
  return Math.max(listed, short ? items.length : 0);
}

/**
 * How many distinct items an answer gives: its sentences and clauses ("(1) …; (2) …"), or the
 * names a sentence lists ("three levels: the Gram Panchayat, the Panchayat Samiti and …").
 */
export function itemCount(parts: readonly string[]): number {
  const clauses = parts.flatMap((part) => part.split(/;\s*/)).filter((part) => part.length > 0);
  const distinct = new Set(clauses.map((part) => part.toLowerCase())).size;
  return Math.max(distinct, ...clauses.map(shortList));
}

/**
 * Whether an answer gives as many items as its question counts (any, when it counts none). A task
 * on a given text ("Identify three techniques in this text …: '…'") is keyed by what the text has.
 */
export function givesCount(question: string, parts: readonly string[]): boolean {
  const n = /:\s*['"‘“]/.test(question) ? 0 : askedCount(question);
  return n === 0 || itemCount(parts) >= n;
}

/**
 * "Describe the work of a Gram Panchayat and how it raises money" → the thing the first ask names
 * (work) and the second ask's words (raise, money): the second's "it" is the first's subject, so
 * the subject's name is no answer to the first ask. Null for a question of another form.
 */
export function headAsk(question: string): { head: string; second: Set<string> } | null {
  const m =
    /^(?:describe|explain|state|outline|give|list|name|identify)\s+(?:the\s+)?([a-z]+)\s+of\s+.+?\s+and\s+(?:how|why|what|where|when)\s+(?:it|they|he|she)\b(.+?)[.?]?$/i.exec(
      question.trim(),
    );
  if (!m) return null;
  const second = keyWords(m[2]);
  return second.size > 0 ? { head: lemmaOf(m[1]), second } : null;
}

/** A word's lemma, lower-case ("works" → work). */
function lemmaOf(word: string): string {
  return (readDoc(word.toLowerCase()).tokens().out(LEMMA)[0] ?? word).toLowerCase();
}

/**
 * Whether an answer gives the first ask of "the work of X and how it raises money": a sentence
 * (or clause) that is not about the second ask names the work; the money, the levels and who
 * heads X are not it.
 */
export function givesHead(question: string, parts: readonly string[]): boolean {
  const ask = headAsk(question);
  if (!ask) return true;
  return parts
    .flatMap((part) => part.split(/;\s*/))
    .filter((part) => ![...keyWords(part)].some((word) => ask.second.has(word)))
    .some((part) =>
      readDoc(part.toLowerCase())
        .tokens()
        .out(LEMMA)
        .some((lemma) => lemma.toLowerCase() === ask.head),
    );
}

/**
 * "Explain everyday effects of refraction", "Explain the changes …": what is seen is to be
 * explained, not only named (other "Explain …" outcomes may describe: "the role of hormones").
 */
const EXPLAIN =
  /^explain\s+(?:the\s+|some\s+|two\s+|three\s+)?(?:[a-z]+\s+)?(?:effects|observations|phenomena|changes|results|events|situations)\b(?!\s+(?:and|between))/i;

/** Words that give a reason or a mechanism ("because", "as", "so", "when … bends"). */
const MECHANISM =
  /\b(?:because|as|since|so|therefore|thus|hence|when|whenever|if|due to|which means|this means|so that|in order to|causes?|caused|leads? to|results? in|makes?|allows?|enables?|by [a-z]+ing)\b/i;

/**
 * Whether an "Explain …" key explains: a sentence gives a reason or a mechanism, not only names
 * the effects ("A pencil in water looks bent. A pool looks shallower." explains neither).
 */
export function explains(question: string, text: string): boolean {
  return !EXPLAIN.test(question.trim()) || MECHANISM.test(text);
}

/** "Explain the differences between A and B" asked for the one difference its key gives. */
export function oneDifference(question: string): string {
  return question.replace(/\b(?:the\s+)?differences\b/i, 'one difference');
}

/** An ask for an order ("Sequence …", "Put … in order", "… in chronological order"). */
const ORDER_ASK =
  /^(?:sequence|order|arrange)\b|\bin (?:chronological|time|the right|the correct)? ?order\b|\bchronolog/i;

/** What a chronology is about: events, dates, a timeline (not a process's stages). */
const IN_TIME = /\b(?:events?|dates?|timeline|chronolog\w*|1[0-9]{3}|20[0-9]{2})\b/i;

/**
 * An outcome or question that asks for events in time order ("Sequence the events from 1905 to
 * 1929", "Put these events in order"); "the stages of the water cycle in order" is a process's.
 */
export const SEQUENCING = {
  test: (text: string): boolean => ORDER_ASK.test(text) && IN_TIME.test(text),
};

/** The years a text names, in the order it names them. */
export function yearsIn(text: string): number[] {
  return [...text.matchAll(/\b(1[0-9]{3}|20[0-9]{2})\b/g)].map((m) => Number(m[1]));
}

/**
 * Whether a key gives the order a sequencing question asks for: three or more items joined by
 * arrows, or three or more dates from earliest to latest. Two facts about 1905 are no sequence.
 */
export function givesOrder(question: string, text: string): boolean {
  if (!SEQUENCING.test(question.trim())) return true;
  if (text.split(/→|->/).length >= 3) return true;
  const years = yearsIn(text);
  return new Set(years).size >= 3 && years.every((year, i) => i === 0 || year >= years[i - 1]);
}

/** A question that asks for examples ("State the three laws with everyday examples"). */
const WITH_EXAMPLES =
  /\b(?:with|give|giving|using|and)\s+(?:an?\s+|some\s+|one\s+|two\s+|three\s+)?(?:everyday\s+|real-life\s+|real-world\s+|familiar\s+)?examples?\b/i;

/** Words that bring in an example. */
const EXAMPLE = /\b(?:for example|for instance|such as|e\.g\.|examples?)\b/i;

/** A question whose whole ask is examples ("Give examples of friction being useful …"). */
const ONLY_EXAMPLES =
  /^(?:give|name|list|suggest)\s+(?:an?\s+|some\s+|two\s+|three\s+)?(?:everyday\s+)?examples?\b/i;

/**
 * Whether a key gives the examples its question asks for (any key, when it asks for none): a
 * question that asks only for examples is answered by two or more items; one that asks for them
 * beside something else ("State the three laws with everyday examples", "Describe neutralisation
 * and give everyday examples") needs an example brought in as one, not the laws alone.
 */
export function givesExamples(question: string, text: string, parts: readonly string[]): boolean {
  if (!WITH_EXAMPLES.test(question)) return true;
  if (ONLY_EXAMPLES.test(question.trim())) return EXAMPLE.test(text) || itemCount(parts) >= 2;
  return EXAMPLE.test(text);
}

/**
 * "Describe the causes of …", "Explain the ideas of …": an ask for several things of one kind,
 * which one sentence does not answer (a counted ask is givesCount's).
 */
const PLURAL_ASK =
  /^(?:describe|explain|state|outline|give|list|name|identify|discuss|summarise|summarize)\s+(?:the\s+)?(?:main\s+|key\s+|chief\s+)?(causes|reasons|effects|consequences|ideas|features|results|advantages|benefits)\s+(?:of|for|behind)\b/i;

/** A line that only defines a term ("Socialism: the idea that …"). */
const DEFINITION_LINE = /^[A-Z][^:.]{0,40}:\s/;

/**
 * Whether a key gives two or more of the things a plural ask wants: its sentences and clauses
 * that are not a term's definition (a definition copied from the board is no cause or idea).
 */
export function givesSeveral(question: string, parts: readonly string[]): boolean {
  if (!PLURAL_ASK.test(question.trim())) return true;
  return itemCount(parts.filter((part) => !DEFINITION_LINE.test(part))) >= 2;
}

/**
 * The question asked for one of what it asks for, when its key gives one: "Describe the causes of
 * X" → "Describe one cause of X", "Explain the differences …" → "Explain one difference …".
 */
export function oneAsked(question: string): string {
  const one = oneDifference(question);
  const m = PLURAL_ASK.exec(one.trim());
  if (!m) return one;
  const plural = m[1];
  const single = /ies$/.test(plural) ? plural.replace(/ies$/, 'y') : plural.replace(/s$/, '');
  return one.replace(
    new RegExp(`\\b(?:the\\s+)?(?:main\\s+|key\\s+|chief\\s+)?${plural}\\b`, 'i'),
    `one ${single}`,
  );
}

/**
 * Whether a key gives all its question asks beyond its subject: as many items as it counts, the
 * first ask of "the work of X and how it …", an explanation, an order, examples, several causes.
 */
export function givesAll(question: string, text: string, parts: readonly string[]): boolean {
  return (
    givesCount(question, parts) &&
    givesHead(question, parts) &&
    explains(question, text) &&
    givesOrder(question, text) &&
    givesExamples(question, text, parts) &&
    givesSeveral(question, parts)
  );
}
