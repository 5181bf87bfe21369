import { MODALS } from 'src/ai/builtin/language/lexicon/modal-verbs';
import { grammarFinding } from 'src/ai/builtin/language/grammar-finding';
import type { GrammarRule } from 'src/ai/builtin/language/rules/grammar-rule';
import { sentenceTokens } from 'src/ai/builtin/language/rules/grammar-rule';
import type { Token } from 'src/ai/builtin/language/text/tagged-text';
import { isBaseForm, thirdPersonOf, withCaseOf } from 'src/ai/builtin/language/text/morphology';

const SINGULAR_SUBJECTS = new Set(['he', 'she', 'it']);
/** Adverbs that may stand between the pronoun and its verb ("she also need", "he usually bring"). */
const FREQUENCY_ADVERBS = new Set([
  'also',
  'always',
  'usually',
  'often',
  'sometimes',
  'never',
  'really',
  'just',
  'still',
  'only',
  'even',
  'already',
  'generally',
  'normally',
  'actually',
]);
/** Verbs whose past tense is the base form: "he put it there" may be past, not a missing "-s". */
const SAME_PAST = new Set([
  'bet',
  'burst',
  'cast',
  'cost',
  'cut',
  'fit',
  'hit',
  'hurt',
  'let',
  'put',
  'quit',
  'read',
  'set',
  'shut',
  'split',
  'spread',
]);
/** Verbs that take an object and a bare verb ("let it go", "made it work"): "it" there is no subject. */
const BARE_INFINITIVE_VERBS = new Set(['make', 'let', 'help', 'see', 'watch', 'hear', 'feel']);
/** Verbs whose "that"-clause keeps the bare subjunctive ("I suggest that he go"). */
const SUBJUNCTIVE_VERBS = new Set(['suggest', 'recommend', 'insist', 'demand', 'require']);

/** Whether `pronoun` is the subject of the clause, not an object or the subject of a question. */
function isSubject(words: Token[], i: number): boolean {
  const before = words[i - 1];
  if (!before) return true;
  // "Does he know", "can it work": the auxiliary carries the agreement.
  if (before.pos === 'AUX') return false;
  if (words[i].lower === 'it' && BARE_INFINITIVE_VERBS.has(before.lemma)) return false;
  const clauseVerb = before.lower === 'that' ? words[i - 2] : before;
  return !SUBJUNCTIVE_VERBS.has(clauseVerb?.lemma ?? '');
}

const COMPARATIVES = new Set(['better', 'worse']);

/**
 * "he/she/it" take the third-person verb ("it make" → "makes"); only a verb right after the
 * pronoun is checked, and questions, objects, the subjunctive and "he put" are left alone.
 */
export const pronounVerbAgreementRule: GrammarRule = {
  id: 'pronoun-verb-agreement',
  check(tagged) {
    return sentenceTokens(tagged).flatMap((words) =>
      words.flatMap((pronoun, i) => {
        if (pronoun.pos !== 'PRON' || !SINGULAR_SUBJECTS.has(pronoun.lower)) return [];
        if (!isSubject(words, i)) return [];
        let j = i + 1;
        while (words[j] && FREQUENCY_ADVERBS.has(words[j].lower)) j++;
        const verb = words[j];
        if (verb?.pos !== 'VERB' && verb?.pos !== 'AUX') return [];
        if (!isBaseForm(verb) || verb.lemma === 'be' || MODALS.has(verb.lemma)) return [];
        if (SAME_PAST.has(verb.lemma)) return [];
        // "do it better or …": a comparative the tagger read as the verb "to better".
        if (COMPARATIVES.has(verb.lower)) return [];
        const form = withCaseOf(verb.text, thirdPersonOf(verb.lemma));
        const advice = `After "${pronoun.text}", the present-tense verb takes "-s".`;
        return [
          grammarFinding(tagged.text, verb.start, verb.end, 'SUBJECT_VERB_AGREEMENT', form, advice),
        ];
      }),
    );
  },
};
