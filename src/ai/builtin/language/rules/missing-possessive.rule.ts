import { grammarFinding } from 'src/ai/builtin/language/grammar-finding';
import type { GrammarRule } from 'src/ai/builtin/language/rules/grammar-rule';
import { sentenceTokens } from 'src/ai/builtin/language/rules/grammar-rule';
import { isPluralNoun, withCaseOf } from 'src/ai/builtin/language/text/morphology';

/** People learners write about; their plural before a noun owns it ("students lives"). */
const PEOPLE = new Set([
  'adult',
  'child',
  'citizen',
  'customer',
  'employee',
  'friend',
  'kid',
  'learner',
  'parent',
  'people',
  'pupil',
  'student',
  'teacher',
  'teenager',
  'worker',
]);

/**
 * Verbs with two objects, after which the people and the thing are separate nouns: "give students
 * tasks", "teach children skills", "show people photos".
 */
const TWO_OBJECT_VERBS = new Set([
  'ask',
  'bring',
  'buy',
  'cost',
  'give',
  'grant',
  'hand',
  'lend',
  'offer',
  'owe',
  'pay',
  'promise',
  'read',
  'sell',
  'send',
  'show',
  'teach',
  'tell',
  'write',
]);

/**
 * What people have; other nouns after a plural are more often a missing comma or a mis-tagged verb.
 */
const OWNED = new Set([
  'ability',
  'achievement',
  'action',
  'attention',
  'behavior',
  'behaviour',
  'body',
  'brain',
  'career',
  'child',
  'choice',
  'dream',
  'education',
  'eye',
  'family',
  'father',
  'feeling',
  'freedom',
  'future',
  'goal',
  'grade',
  'health',
  'heart',
  'home',
  'house',
  'idea',
  'interest',
  'job',
  'knowledge',
  'life',
  'mind',
  'mother',
  'need',
  'opinion',
  'parent',
  'performance',
  'privacy',
  'problem',
  'right',
  'routine',
  'safety',
  'schedule',
  'skill',
  'thought',
  'time',
  'view',
  'work',
]);
/** What may follow an owned singular: "students work is", "the kids father doesn't". */
const AFTER_SINGULAR = new Set(['is', 'was', 'has', 'does', "doesn't", 'will', 'should']);

/**
 * A plural people-noun before what they have needs the apostrophe ("students lives" → "students'
 * lives").
 */
export const missingPossessiveRule: GrammarRule = {
  id: 'missing-possessive',
  check(tagged) {
    return sentenceTokens(tagged).flatMap((words) =>
      words.flatMap((owner, i) => {
        const owned = words[i + 1];
        if (owner.pos !== 'NOUN' || owned?.pos !== 'NOUN' || !OWNED.has(owned.lemma)) return [];
        const peoples = owner.lower === 'peoples';
        if (!peoples && (!PEOPLE.has(owner.lemma) || !isPluralNoun(owner))) return [];
        const before = words[i - 1];
        if (before && (TWO_OBJECT_VERBS.has(before.lemma) || before.pos === 'NUM')) return [];
        const next = words[i + 2];
        // "students work hard", "people need help": a singular word may be their verb.
        if (!isPluralNoun(owned) && !AFTER_SINGULAR.has(next?.lower ?? '')) return [];
        // "people influences you": a noun-looking verb with its object.
        if (
          next &&
          (['DET', 'PRON', 'SCONJ', 'NOUN'].includes(next.pos) || next.lower === 'that')
        ) {
          return [];
        }
        let possessive = `${owner.text}'s`;
        if (peoples) possessive = withCaseOf(owner.text, "people's");
        else if (owner.lower.endsWith('s')) possessive = `${owner.text}'`;
        const advice = `"${owned.text}" belong${isPluralNoun(owned) ? '' : 's'} to the ${peoples ? 'people' : owner.text.toLowerCase()}, which needs the apostrophe of the possessive.`;
        return [
          grammarFinding(tagged.text, owner.start, owner.end, 'POSSESSIVE', possessive, advice),
        ];
      }),
    );
  },
};
