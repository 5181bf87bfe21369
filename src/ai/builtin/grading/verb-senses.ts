import { readAnswerText } from 'src/ai/builtin/grading/answer-text';
import type { Synset } from 'src/ai/builtin/language/wordnet/word-net';
import { WordNet } from 'src/ai/builtin/language/wordnet/word-net';

/** Senses of each verb compared: the commonest, as a student means them. */
const SENSES_USED = 3;
/** Steps up from the answer's verb to a sense of the statement's ("generate" → "make"). */
const KIND_DEPTH = 1;

const wordsOf = (synsets: readonly Synset[]) =>
  new Set(synsets.flatMap((s) => s.words.map((w) => w.toLowerCase().replace(/_/g, ' '))));

/**
 * Whether the answer's verb says what the statement's verb says, by WordNet: the same verb, a
 * sense they share ("create" and "make"), a kind of one of its senses ("produce", "generate" are
 * ways to make; "obtain", "receive" ways to get), or a sense whose broader sense is named by the
 * statement verb's commonest sense ("absorb" → "acquire", as "get" is; not by a word of no
 * weight: "conduct" → "perform, do" is not "make, do"). Cached in the one WordNet
 * cache: a sheet's answers ask the same pairs again.
 */
export function verbSays(
  answerVerb: string,
  statementVerb: string,
  wordnet: WordNet = WordNet.shared(),
): Promise<boolean> {
  if (answerVerb === statementVerb) return Promise.resolve(true);
  return wordnet.remember(`verb-says:${answerVerb}>${statementVerb}`, async () => {
    const [answer, statement] = await Promise.all([
      wordnet.verbs(answerVerb).then((s) => s.slice(0, SENSES_USED)),
      wordnet.verbs(statementVerb).then((s) => s.slice(0, SENSES_USED)),
    ]);
    if (answer.length === 0 || statement.length === 0) return false;
    const ids = new Set(statement.map((s) => s.id));
    if (answer.some((s) => ids.has(s.id))) return true;
    for (const sense of answer) {
      for (const target of statement) {
        if (await wordnet.isKindOf(sense, target, KIND_DEPTH)) return true;
      }
    }
    // Words of no weight ("do" beside "make") would bridge any two verbs.
    const commonest = new Set(
      [...wordsOf(statement.slice(0, 1))].filter(
        (word) => word !== statementVerb && readAnswerText(word).content.length > 0,
      ),
    );
    const broader = (
      await Promise.all(answer.map((s) => wordnet.related(s, 'hypernym', 2)))
    ).flat();
    return [...wordsOf(broader)].some((word) => commonest.has(word));
  });
}

/** Whether one of the verb's commonest senses is of perceiving: "feel", "look", "seem", "sound". */
export function perceptionVerb(
  verb: string,
  wordnet: WordNet = WordNet.shared(),
): Promise<boolean> {
  return wordnet.remember(`perception-verb:${verb}`, async () =>
    (await wordnet.verbs(verb))
      .slice(0, SENSES_USED)
      .some((sense) => sense.lexName === 'verb.perception'),
  );
}
