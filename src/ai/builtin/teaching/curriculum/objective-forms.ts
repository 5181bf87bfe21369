/**
 * What an objective's form asks of its material: "why X is important" wants X's uses with a
 * reason, "the job of each component of X" the components the data lists with each one's job, and
 * every objective material that says most of its own words (else it is not taught at all).
 */
import type { TopicKnowledge } from 'src/ai/builtin/teaching/curriculum/topic-knowledge';
import { sentence } from 'src/ai/builtin/teaching/curriculum/draft';
import {
  definesTerm,
  eachThing,
  givesReason,
  isInstruction,
  mentions,
} from 'src/ai/builtin/teaching/curriculum/answer-guard';
import {
  type Candidate,
  keyWords,
  specificWords,
} from 'src/ai/builtin/teaching/curriculum/objective-sentences';

/** "Explain why forests are important", "the uses of …": the material gives uses or roles with a reason. */
export const IMPORTANCE =
  /\bwhy\b.*\b(?:important|useful|valuable|needed|necessary|matters?)\b|\b(?:importance|uses|value|roles?) of\b/i;

/** What a thing does for others: a use or a role ("Forests give oxygen …", "… protect soil"). */
const USES =
  /\b(?:gives?|provides?|protects?|supports?|helps?|reduces?|prevents?|suppl(?:y|ies)|keeps?|stores?|used (?:for|to|in|as)|useful|home (?:for|to)|sources? of|needed for|important for)\b/i;

/**
 * The sentences that can teach an importance outcome: each gives a use or role with its reason
 * ("Forests give oxygen, wood …"); what happens when forests are cleared is another outcome's.
 */
export function givingReasons(outcome: string, pool: readonly Candidate[]): Candidate[] {
  if (!IMPORTANCE.test(outcome)) return [...pool];
  return pool.filter((c) => !isInstruction(c.text) && USES.test(c.text) && givesReason(c.text));
}

/** A list and its parts' own sentences: the material of "the job of each component of blood". */
export interface EachListed {
  texts: string[];
  /** One sentence for each part, the part its subject: the answer names every part. */
  answer: string;
}

/** Board order: the document's own line first, then a fact, a bare definition last. */
const rank = (c: Candidate) => (c.document ? 0 : c.definition ? 2 : 1);

/**
 * "State the job of each component of blood": the sentence whose subject is the whole and that
 * lists the topic's key terms ("Blood is made of … plasma, in which red blood cells, white blood
 * cells and platelets float"), then for each term listed the sentence with it as subject ("Red
 * blood cells contain … haemoglobin, which carries oxygen"). Null without such a list.
 */
export function eachListed(
  k: TopicKnowledge,
  outcome: string,
  pool: readonly Candidate[],
  claimed: ReadonlySet<string>,
): EachListed | null {
  const whole = /\beach\s+[a-z-]+\s+of\s+(?:the\s+|a\s+|an\s+)?([a-z][a-z\s-]*?)\s*\.?$/i.exec(
    outcome.trim(),
  )?.[1];
  if (!eachThing(outcome) || !whole) return null;
  const open = pool.filter((c) => !claimed.has(c.text) && !isInstruction(c.text));
  const [list] = open
    .filter((c) => !c.definition && definesTerm(c.text, whole))
    .map((c) => ({
      c,
      parts: k.terms.filter(
        (t) => t.term.toLowerCase() !== whole.toLowerCase() && mentions(c.text, t.term),
      ),
    }))
    .filter((entry) => entry.parts.length >= 2)
    .sort((a, b) => b.parts.length - a.parts.length || rank(a.c) - rank(b.c));
  if (!list) return null;
  const each = list.parts.map(
    (t) =>
      open
        .filter((c) => c !== list.c && definesTerm(c.text, t.term))
        .sort((a, b) => rank(a) - rank(b))[0]?.text ?? sentence(`${t.term}: ${t.definition}`),
  );
  return { texts: [list.c.text, ...each], answer: [...new Set(each)].join(' ') };
}

/** Words that say what form an answer takes, not what it is about ("the types of", "affects"). */
const FORM_WORDS = new Set(
  (
    'type kind sort part step stage order sequence way affect factor feature role job work take ' +
    'cause difference differ similarity comparison'
  ).split(' '),
);

/**
 * How much of what an outcome is about its material says: the share of the outcome's own words
 * (not the title's, not its form words) the material names. A lesson keeps an objective only when
 * its material says a good part of them: one generic word of four ("fuel") does not teach it.
 */
export function coverage(k: TopicKnowledge, outcome: string, texts: readonly string[]): number {
  const own = [...specificWords(k, outcome)].filter((word) => !FORM_WORDS.has(word));
  if (own.length === 0) return 1;
  const said = keyWords(texts.join(' ').toLowerCase());
  return own.filter((word) => said.has(word)).length / own.length;
}
