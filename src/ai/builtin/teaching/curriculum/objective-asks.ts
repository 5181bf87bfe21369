/**
 * What an objective's asks need of its material: for "the work of X and how it raises money" a
 * sentence on the work too, and for "the role of X in keeping Y accountable" sentences on X and
 * that relation (not Y's other works).
 */
import { explains, givesHead, headAsk } from 'src/ai/builtin/teaching/curriculum/answer-parts';
import { isInstruction, names } from 'src/ai/builtin/teaching/curriculum/answer-guard';
import { overlap } from 'src/ai/builtin/teaching/curriculum/focus';
import { type Candidate, keyWords } from 'src/ai/builtin/teaching/curriculum/objective-sentences';

/**
 * "… the work of X and how it raises money" taught only by the money: a sentence that gives the
 * work first, when the pool has one not yet claimed (a definition is not counted as giving it).
 */
export function withHead(
  outcome: string,
  taught: Candidate[],
  pool: readonly Candidate[],
  claimed: ReadonlySet<string>,
): Candidate[] {
  const facts = taught.filter((c) => !c.definition).map((c) => c.text);
  if (!headAsk(outcome) || givesHead(outcome, facts)) return taught;
  const extra = pool.find(
    (c) =>
      !claimed.has(c.text) && !taught.includes(c) && !c.definition && givesHead(outcome, [c.text]),
  );
  return extra ? [extra, ...taught] : taught;
}

/** "The role of the Gram Sabha in keeping the panchayat accountable", "how Parliament controls …". */
const CHECKING_ROLE =
  /\b(?:role of|how)\s+(?:the\s+)?(.+?)\s+(?:in\s+)?(?:(?:keeping|keeps?|holding|holds?)\s+.+?\s+(?:accountable|answerable|in check|under control)|controlling|controls|checking|checks)\b/i;

/** Whether an outcome asks how one body checks another: its relation sentences are its own. */
export const asksRelation = (outcome: string) => CHECKING_ROLE.test(outcome);

/** Words that say one body answers to another or keeps a check on it. */
const RELATION =
  /\b(?:accountab\w*|answerable|answers? to|checks?|question(?:s|ed|ing)?|controls?|approves?|rejects?|oversees?|supervis\w*|removes?|votes? out)\b/i;

/**
 * The pool of "how X keeps Y accountable": only sentences that name X and say the relation (X
 * questions, checks, approves …); Y's works and other officials' jobs do not teach it. Other
 * outcomes: the pool as it is.
 */
export function relationPool(outcome: string, pool: readonly Candidate[]): Candidate[] {
  const m = CHECKING_ROLE.exec(outcome);
  if (!m) return [...pool];
  const actor = keyWords(m[1].toLowerCase());
  if (actor.size === 0) return [...pool];
  return pool.filter((c) => names(c.text, actor) && RELATION.test(c.text));
}

/** Whether a sentence gives a two-part outcome's second ask ("its uses": "is used to …"). */
export function secondAsked(ask: ReadonlySet<string>, text: string): boolean {
  const words = keyWords(text);
  return [...ask].some(
    (word) => words.has(word) || (word === 'use' && /\b(?:used|uses?)\b/i.test(text)),
  );
}

/**
 * "Explain everyday effects of refraction" taught only by the effects' names: a sentence that
 * gives a reason or a mechanism too, when the pool has one not yet claimed.
 */
export function withReason(
  outcome: string,
  taught: Candidate[],
  pool: readonly Candidate[],
  claimed: ReadonlySet<string>,
): Candidate[] {
  const said = taught.map((c) => c.text).join(' ');
  if (taught.length === 0 || explains(outcome, said)) return taught;
  // The one most about what the outcome names ("… bent by refraction …") first.
  const asked = keyWords(outcome.toLowerCase());
  const [extra] = pool
    .filter(
      (c) =>
        !claimed.has(c.text) &&
        !taught.includes(c) &&
        !c.definition &&
        !isInstruction(c.text) &&
        explains(outcome, c.text),
    )
    .sort((a, b) => overlap(b.words, asked) - overlap(a.words, asked));
  return extra ? [...taught, extra] : taught;
}
