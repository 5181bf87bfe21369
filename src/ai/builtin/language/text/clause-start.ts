import type { Token } from 'src/ai/builtin/language/text/tagged-text';

/** Pronouns that open a clause as its subject ("there" as in "there are many …"). */
export const SUBJECT_PRONOUNS: ReadonlySet<string> = new Set([
  'i',
  'you',
  'we',
  'they',
  'he',
  'she',
  'it',
  'there',
]);

/** Determiners that open a noun-phrase subject: "When the forest burns, the wood turns …". */
export const SUBJECT_DETERMINERS: ReadonlySet<string> = new Set([
  'the',
  'my',
  'our',
  'his',
  'her',
  'their',
  'your',
  'this',
  'these',
  'those',
]);

/** Adverbs that may stand between a subject and its verb: "we also never meet", "I gradually improved". */
const MID_ADVERBS = new Set([
  'also',
  'never',
  'always',
  'still',
  'often',
  'usually',
  'really',
  'just',
  'only',
  'sometimes',
  'gradually',
  'finally',
  'even',
]);

export const isVerb = (token: Token | undefined): boolean =>
  token?.pos === 'VERB' || token?.pos === 'AUX';

/** The words a rule accepts as a subject's start; both default to the sets above. */
export interface SubjectWords {
  pronouns?: ReadonlySet<string>;
  determiners?: ReadonlySet<string>;
}

/**
 * The index of the clause's verb when a subject and verb start at `words[from]`, else
 * `undefined`; tells a new clause ("…, but the children can play") from a phrase.
 */
export function clauseVerbAt(
  words: readonly Token[],
  from: number,
  { pronouns = SUBJECT_PRONOUNS, determiners = SUBJECT_DETERMINERS }: SubjectWords = {},
): number | undefined {
  let j = from;
  if (pronouns.has(words[j]?.lower)) j++;
  else if (determiners.has(words[j]?.lower)) {
    j++;
    while (words[j]?.pos === 'ADJ') j++;
    if (words[j]?.pos !== 'NOUN') return undefined;
    j++;
  } else return undefined;
  for (let adverbs = 0; adverbs < 2 && MID_ADVERBS.has(words[j]?.lower); adverbs++) j++;
  return isVerb(words[j]) ? j : undefined;
}
