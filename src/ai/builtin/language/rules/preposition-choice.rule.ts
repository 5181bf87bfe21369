import { grammarFinding } from 'src/ai/builtin/language/grammar-finding';
import type { GrammarRule } from 'src/ai/builtin/language/rules/grammar-rule';
import { sentenceTokens } from 'src/ai/builtin/language/rules/grammar-rule';
import { withCaseOf } from 'src/ai/builtin/language/text/morphology';
import type { Token } from 'src/ai/builtin/language/text/tagged-text';

/**
 * Words that take one preposition, with the ones learners put instead. Verbs match by lemma and
 * only when tagged as verbs ("the focus in this essay" is a noun); adjectives match as written.
 * Only pairs that are wrong in every sense are listed: "consist in", "concentrated in",
 * "independent of" and "composed by" are right, so they are not here.
 */
const TAKES: { word: string; verb: boolean; wrong: string[]; right: string }[] = [
  { word: 'focus', verb: true, wrong: ['in'], right: 'on' },
  { word: 'depend', verb: true, wrong: ['of', 'from'], right: 'on' },
  { word: 'rely', verb: true, wrong: ['in', 'of', 'from'], right: 'on' },
  { word: 'insist', verb: true, wrong: ['in'], right: 'on' },
  { word: 'participate', verb: true, wrong: ['on', 'at'], right: 'in' },
  { word: 'dependent', verb: false, wrong: ['of', 'from'], right: 'on' },
  { word: 'afraid', verb: false, wrong: ['from'], right: 'of' },
  { word: 'responsible', verb: false, wrong: ['of'], right: 'for' },
  { word: 'similar', verb: false, wrong: ['with'], right: 'to' },
  { word: 'addicted', verb: false, wrong: ['with'], right: 'to' },
];

function takenBy(word: Token): (typeof TAKES)[number] | undefined {
  return TAKES.find((entry) =>
    entry.verb ? word.pos === 'VERB' && word.lemma === entry.word : word.lower === entry.word,
  );
}

/** "focus in three points" → "focus on", "dependent of others" → "dependent on". */
export const prepositionChoiceRule: GrammarRule = {
  id: 'preposition-choice',
  check(tagged) {
    return sentenceTokens(tagged).flatMap((words) =>
      words.flatMap((word, i) => {
        const preposition = words[i + 1];
        const entry = preposition ? takenBy(word) : undefined;
        if (!entry || !entry.wrong.includes(preposition.lower)) return [];
        // "focus in on the detail": "in on" is its own phrase.
        if (words[i + 2]?.lower === entry.right) return [];
        const right = withCaseOf(preposition.text, entry.right);
        const advice = `"${word.text}" takes "${entry.right}", not "${preposition.text}".`;
        return [
          grammarFinding(
            tagged.text,
            preposition.start,
            preposition.end,
            'PREPOSITION',
            right,
            advice,
          ),
        ];
      }),
    );
  },
};
