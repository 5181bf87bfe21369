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
  /^explain\s+(?:the\s+|some\s+|two\s+|three\s+)?(?:[a-z]+\s+)?(?:effects|observations|phenomena|changes|results)\b(?!\s+(?:and|between))/i;

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
