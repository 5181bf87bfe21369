import { missingCommaAfter } from 'src/ai/builtin/language/grammar-finding';
import type { GrammarRule } from 'src/ai/builtin/language/rules/grammar-rule';
import { sentenceTokens } from 'src/ai/builtin/language/rules/grammar-rule';

/**
 * Sentence-opening linkers set off by a comma; "So", "Then", "Now" often open without one, so they
 * are left out.
 */
const MARKERS = [
  'above all',
  'actually',
  'additionally',
  'after that',
  'all in all',
  'also',
  'as a consequence',
  'as a matter of fact',
  'as a result',
  'at first',
  'at the same time',
  'because of this',
  'besides',
  'by the way',
  'clearly',
  'consequently',
  'finally',
  'first',
  'first of all',
  'firstly',
  'for example',
  'for instance',
  'for this reason',
  'furthermore',
  'hence',
  'however',
  'in addition',
  'in addition to this',
  'in conclusion',
  'in contrast',
  'in fact',
  'in general',
  'in my opinion',
  'in my view',
  'in other words',
  'in particular',
  'in reality',
  'in short',
  'in summary',
  'in the end',
  'in this case',
  'indeed',
  'lastly',
  'likewise',
  'meanwhile',
  'moreover',
  'nevertheless',
  'nowadays',
  'obviously',
  'on the contrary',
  'on the one hand',
  'on the other hand',
  'otherwise',
  'personally',
  'recently',
  'second',
  'secondly',
  'similarly',
  'thereby',
  'therefore',
  'third',
  'thirdly',
  'thus',
  'to be honest',
  'to conclude',
  'to sum up',
  'unfortunately',
]
  .map((marker) => marker.split(' '))
  // The longest marker wins: "First of all" before "First".
  .sort((a, b) => b.length - a.length);
/** Before a noun these words belong to it ("First reason is …", "After that day …"). */
const NOUN_MODIFIERS = new Set(['first', 'second', 'third', 'this', 'that']);

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
      const adjective = next.pos === 'NOUN' || next.pos === 'ADJ' || next.pos === 'NUM';
      if (NOUN_MODIFIERS.has(last.lower) && adjective) return [];
      const quoted = tagged.text.slice(words[0].start, last.end);
      const advice = `Put a comma after the opening "${quoted}".`;
      return [missingCommaAfter(tagged.text, last, advice)];
    });
  },
};
