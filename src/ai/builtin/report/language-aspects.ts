import type { AspectFinding, AssessmentContext } from 'src/ai/builtin/report/assessment-context';
import { aspectValue, meanOf, topTerms } from 'src/ai/builtin/report/aspect-scale';
import { excerptAround, plural, quote, quoteList, round1 } from 'src/ai/builtin/report/evidence';

const LONG_SENTENCE = 40;

/** The four keys of LANGUAGE_USE (and the IELTS lexical and grammatical evidence). */
export function languageAspects(context: AssessmentContext): AspectFinding[] {
  const { analysis, traits } = context;
  const { profile, findings, mechanics } = analysis;
  const words = Math.max(1, profile.wordCount);
  const per100 = (count: number) => round1((count / words) * 100);
  const distinct = new Set(profile.words.map((w) => w.lower)).size;
  const [overused] = topTerms(
    profile.words
      .filter((w) => !w.stop && ['NOUN', 'VERB', 'ADJ', 'ADV'].includes(w.pos))
      .map((w) => w.lower),
    1,
  );
  const bySize = [...profile.sentences].sort((a, b) => b.words.length - a.words.length);
  const longest = bySize[0];
  const shortest = bySize[bySize.length - 1];
  const lengths = profile.sentences.map((s) => s.words.length);
  const meanLength = lengths.reduce((sum, n) => sum + n, 0) / Math.max(1, lengths.length);
  const grammar = findings.grammar;
  const spelling = findings.spelling;
  const fixes = grammar
    .filter((finding) => finding.replacement !== null)
    .slice(0, 2)
    .map((finding) => `${quote(finding.text, 50)} → "${finding.replacement}"`);

  return [
    {
      key: 'vocabulary_range',
      area: 'language',
      score: aspectValue(meanOf(traits.Vocabulary, traits.Phraseology)),
      explanation: `${distinct} different words in ${plural(profile.wordCount, 'word')}${analysis.rareWords.length > 0 ? `; less common words include ${quoteList(analysis.rareWords)}` : '; no less common words are used'}.`,
      advice:
        overused && overused[1] >= 5
          ? `Vary your wording: ${quote(overused[0])} appears ${overused[1]} times.`
          : null,
    },
    {
      key: 'grammatical_accuracy',
      area: 'language',
      score: aspectValue(traits.Grammar),
      explanation:
        grammar.length === 0
          ? 'No grammar mistakes were detected.'
          : `${plural(grammar.length, 'grammar mistake')} (${per100(grammar.length)} per 100 words), e.g. ${quote(grammar[0].text, 40)} in ${excerptAround(profile.text, grammar[0].offset, grammar[0].length)}.`,
      advice: fixes.length > 0 ? `Correct ${fixes.join('; ')}.` : null,
    },
    {
      key: 'sentence_variety',
      area: 'language',
      score: aspectValue(traits.Syntax),
      explanation: `${plural(lengths.length, 'sentence')} averaging ${round1(meanLength)} words (from ${shortest?.words.length ?? 0} to ${longest?.words.length ?? 0}).`,
      advice:
        longest && longest.words.length > LONG_SENTENCE
          ? `Split the ${longest.words.length}-word sentence ${quote(longest.text, 70)}.`
          : null,
    },
    {
      key: 'spelling_and_mechanics',
      area: 'language',
      score: aspectValue(traits.Conventions),
      explanation: [
        `${plural(spelling.length, 'spelling mistake')}${spelling.length > 0 ? ` (${quoteList(spelling.map((f) => f.word))})` : ''}`,
        mechanics.lowercaseSentenceStarts.length > 0
          ? `${plural(mechanics.lowercaseSentenceStarts.length, 'sentence')} starting with a small letter`
          : null,
        mechanics.missingApostrophes.length > 0
          ? `missing apostrophes in ${quoteList(mechanics.missingApostrophes)}`
          : null,
      ]
        .filter((part) => part !== null)
        .join('; ')
        .concat('.'),
      advice:
        spelling.length > 0
          ? `Fix the spelling: ${spelling
              .slice(0, 3)
              .map((f) => (f.suggestion ? `"${f.word}" → "${f.suggestion}"` : `"${f.word}"`))
              .join(', ')}.`
          : mechanics.lowercaseSentenceStarts.length > 0
            ? `Start every sentence with a capital letter, e.g. ${quote(mechanics.lowercaseSentenceStarts[0], 50)}.`
            : null,
    },
  ];
}
