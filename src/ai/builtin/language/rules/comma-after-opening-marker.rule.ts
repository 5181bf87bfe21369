import { grammarFinding } from 'src/ai/builtin/language/grammar-finding';
import type { GrammarRule } from 'src/ai/builtin/language/rules/grammar-rule';
import { sentenceTokens } from 'src/ai/builtin/language/rules/grammar-rule';

/**
 * Linking words and phrases that open a sentence and are set off by a comma ("However, …",
 * "For example, …"). Markers that often start a clause without one ("So", "Then", "Now",
 * "Today", "In the future") are left out on purpose.
 */
const MARKERS = [
  'additionally',
  'also',
  'besides',
  'consequently',
  'finally',
  'firstly',
  'furthermore',
  'hence',
  'however',
  'lastly',
  'moreover',
  'nevertheless',
  'nowadays',
  'secondly',
  'therefore',
  'thirdly',
  'thus',
  'unfortunately',
  'as a result',
  'first of all',
  'for example',
  'for instance',
  'in addition',
  'in conclusion',
  'in fact',
  'in my opinion',
  'in other words',
  'in short',
  'in summary',
  'in this case',
  'on the other hand',
  'to sum up',
].map((marker) => marker.split(' '));

/** Words after which the marker is part of the clause, not an opener ("However hard you try"). */
const CONTINUATIONS = new Set([
  ',',
  ':',
  ';',
  '.',
  '!',
  '?',
  '-',
  'much',
  'many',
  'hard',
  'long',
  'often',
  'far',
  'little',
  'few',
  'more',
  'of',
  'to',
]);

/** "However the price is high" → "However, the price is high". */
export const commaAfterOpeningMarkerRule: GrammarRule = {
  id: 'comma-after-opening-marker',
  check(tagged) {
    return sentenceTokens(tagged).flatMap((all) => {
      // Skip quotes and bullets before the first word.
      const words = all.slice(all.findIndex((word) => word.type === 'word'));
      const marker = MARKERS.find((parts) => parts.every((part, k) => words[k]?.lower === part));
      if (!marker) return [];
      const last = words[marker.length - 1];
      const next = words[marker.length];
      if (!next || CONTINUATIONS.has(next.lower)) return [];
      const quoted = tagged.text.slice(words[0].start, last.end);
      const advice = `Put a comma after the opening "${quoted}".`;
      return [
        grammarFinding(tagged.text, last.start, last.end, 'PUNCTUATION', `${last.text},`, advice),
      ];
    });
  },
};
