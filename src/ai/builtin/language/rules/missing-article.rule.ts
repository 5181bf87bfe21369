import { COUNTABLE_NOUNS } from 'src/ai/builtin/language/lexicon/noun-classes';
import { grammarFinding } from 'src/ai/builtin/language/grammar-finding';
import type { GrammarRule } from 'src/ai/builtin/language/rules/grammar-rule';
import { sentenceTokens } from 'src/ai/builtin/language/rules/grammar-rule';
import { isModifier, isNoun, isSingularNoun } from 'src/ai/builtin/language/text/morphology';
import type { Token } from 'src/ai/builtin/language/text/tagged-text';

/** Words that introduce a noun phrase that needs its own determiner. */
const INTRODUCERS = new Set(['VERB', 'AUX', 'ADP']);
/** Prepositions that take bare nouns in set phrases ("by car", "per person", "kind of job"). */
const BARE_NOUN_PREPOSITIONS = new Set(['by', 'per', 'of', 'from', 'to', 'as']);

/** Words that make the phrase plural or need another fix than an article ("several reason", "so big car"). */
const NO_ARTICLE_FIX = new Set([
  'several',
  'many',
  'various',
  'numerous',
  'few',
  'more',
  'less',
  'so',
  'too',
  'such',
]);

/** Object pronouns after a verb, before its second object ("ask me question", "give them chance"). */
const OBJECT_PRONOUNS = new Set(['me', 'him', 'us', 'them']);

/** Whether the noun phrase follows a word that introduces one that needs its own determiner. */
function isIntroduced(words: Token[], i: number): boolean {
  const before = words[i - 1];
  if (!before || BARE_NOUN_PREPOSITIONS.has(before.lower)) return false;
  if (INTRODUCERS.has(before.pos)) return true;
  return OBJECT_PRONOUNS.has(before.lower) && words[i - 2]?.pos === 'VERB';
}

/** wink-nlp reads a noun right after "have" as a verb ("have job"); a base form there is a noun. */
function isNounAfterHave(token: Token, before: Token | undefined): boolean {
  return token.pos === 'VERB' && token.lower === token.lemma && before?.lemma === 'have';
}

/** A singular countable noun needs an article: "I bought car" → "I bought a car". */
export const missingArticleRule: GrammarRule = {
  id: 'missing-article',
  check(tagged) {
    return sentenceTokens(tagged).flatMap((words) =>
      words.flatMap((noun, j) => {
        if (!COUNTABLE_NOUNS.has(noun.lower)) return [];
        if (!isNoun(noun) && !isNounAfterHave(noun, words[j - 1])) return [];
        if (isNoun(words[j + 1]) || words[j + 1]?.lower === "'s") return [];
        let i = j;
        // One noun in front makes a compound ("tour guide"); adjectives may come before it.
        if (isNoun(words[i - 1]) && isSingularNoun(words[i - 1])) i--;
        while (isModifier(words[i - 1])) i--;
        // A hyphenated modifier ("well-paid job") hides the article in front of it.
        if (words[i - 2]?.text === '-') return [];
        if (words.slice(i, j).some((word) => NO_ARTICLE_FIX.has(word.lower))) return [];
        if (!isIntroduced(words, i)) return [];
        const phrase = tagged.text.slice(words[i].start, noun.end);
        const superlative = words[i].lower === 'most' || /est$/.test(words[i].lower);
        let article = /^[aeiou]/i.test(phrase) ? 'an' : 'a';
        if (superlative) article = 'the';
        const advice = `"${noun.text}" is a countable noun; put an article before it.`;
        return [
          grammarFinding(
            tagged.text,
            words[i].start,
            noun.end,
            'ARTICLE',
            `${article} ${phrase}`,
            advice,
          ),
        ];
      }),
    );
  },
};
