/**
 * The material of a causal outcome ("explain the causes of …", "the reasons for the rise of
 * Magadha"): the topic's causes about what it asks of, and for the rise of a named state or
 * people, the facts that give it strength (its rulers, its resources), never a change every
 * state of the time went through (forts and taxes are no reason for Magadha's rise).
 */
import type { TopicKnowledge } from 'src/ai/builtin/teaching/curriculum/topic-knowledge';
import { inSentence, sentence, stop } from 'src/ai/builtin/teaching/curriculum/draft';
import { contentWords, overlap } from 'src/ai/builtin/teaching/curriculum/focus';
import { keyWords, specificWords } from 'src/ai/builtin/teaching/curriculum/objective-sentences';

/** The words a causal outcome asks with, not what it asks about. */
const CAUSE_WORDS = new Set(['reason', 'cause', 'effect', 'consequence', 'result', 'main']);

/** What a causal outcome may ask the reasons for: a rise, a growth, a success. */
const RISE = /\b(?:rise|growth|success|expansion|strength)\s+of\s+(?:the\s+)?([A-Z][\w-]+)/;

/** What makes a state strong in a fact: its rulers, its army, its land and resources. */
const STRENGTH =
  /\b(?:powerful|ambitious|able|strong|rich|wealthy|fertile|resources?|mines?|armies|army|soldiers|conquered|defeated|won|trade|elephants)\b/i;

/** The change itself ("Magadha became the most important mahajanapada") is no reason for it. */
const THE_CHANGE = /\b(?:became|grew into|rose to)\b/i;

/** A cause naming the topic itself ("The revolt shook …") is one of its results, not a cause. */
function namesTitle(k: TopicKnowledge, text: string): boolean {
  return overlap(contentWords(text), contentWords(k.main.title)) > 0;
}

/**
 * The sentences that teach a causal outcome, at most three, none claimed already; null when
 * the topic has none. `claimed` takes the ones returned.
 */
export function causalTexts(
  k: TopicKnowledge,
  outcome: string,
  claimed: Set<string>,
): string[] | null {
  const about = [...specificWords(k, outcome)].filter((word) => !CAUSE_WORDS.has(word));
  const causes = k.causes
    .filter((item) => !namesTitle(k, item.cause))
    .filter(
      (item) =>
        about.length === 0 || overlap(keyWords(`${item.cause} ${item.effect}`), new Set(about)) > 0,
    )
    .map((item) => sentence(`${stop(item.cause)}, so ${inSentence(item.effect)}`));
  // "The rise of Magadha": the facts on what made Magadha strong ("Bimbisara and Ajatasattu were
  // powerful rulers of Magadha"), after its causes.
  const named = RISE.exec(outcome)?.[1];
  const strengths = named
    ? k.facts
        .map((f) => sentence(f.text))
        .filter(
          (text) =>
            keyWords(text.toLowerCase()).has(named.toLowerCase()) &&
            STRENGTH.test(text) &&
            !THE_CHANGE.test(text),
        )
    : [];
  const texts = [...new Set([...causes, ...strengths])]
    .filter((text) => !claimed.has(text))
    .slice(0, 3);
  for (const text of texts) claimed.add(text);
  return texts.length > 0 ? texts : null;
}
