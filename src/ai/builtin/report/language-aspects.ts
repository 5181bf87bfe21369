import type { GrammarFinding } from 'src/ai/ports/writing-assessment.port';
import type { LanguageFindings } from 'src/ai/builtin/language/language-checker';
import type { MistakeType } from 'src/ai/builtin/language/mistake-type';
import type { AspectFinding, AssessmentContext } from 'src/ai/builtin/report/assessment-context';
import { aspectValue, meanOf, topTerms } from 'src/ai/builtin/report/aspect-scale';
import { excerptAround, plural, quote, quoteList, round1 } from 'src/ai/builtin/report/evidence';

const LONG_SENTENCE = 40;

/**
 * Which mistakes a teacher marks first: those that break the sentence's grammar (agreement, verb
 * forms, possessives, word forms) before word choice, and punctuation and style last.
 */
const SEVERITY: readonly MistakeType[] = [
  'SUBJECT_VERB_AGREEMENT',
  'VERB_FORM',
  'AGREEMENT',
  'POSSESSIVE',
  'NOUN_NUMBER',
  'CONFUSED_WORDS',
  'SENTENCE_STRUCTURE',
  'ARTICLE',
  'PREPOSITION',
  'COMPARISON',
  'WORD_ORDER',
  'WORD_CHOICE',
  'WORD_BOUNDARY',
  'CAPITALIZATION',
  'PUNCTUATION',
  'REDUNDANCY',
  'REPETITION',
  'STYLE',
];
const severityOf = (finding: GrammarFinding) => {
  const rank = SEVERITY.indexOf(finding.mistakeType as MistakeType);
  return rank === -1 ? SEVERITY.length : rank;
};

/** Grammar findings, most serious first, in text order within a kind. */
export function bySeverity(grammar: readonly GrammarFinding[]): GrammarFinding[] {
  return [...grammar].sort((a, b) => severityOf(a) - severityOf(b) || a.offset - b.offset);
}

/**
 * The findings that are grammar mistakes: a `STYLE` finding ("very unique", "whole entire") is a
 * suggestion about wording, so it is listed in the text but never counted as a grammar mistake.
 */
export function grammarMistakes(grammar: readonly GrammarFinding[]): GrammarFinding[] {
  return grammar.filter((finding) => finding.mistakeType !== 'STYLE');
}

/** "subject-verb agreement", "possessive": a mistake type as a teacher names it. */
const typeName = (type: string) =>
  type === 'SUBJECT_VERB_AGREEMENT'
    ? 'subject-verb agreement'
    : type.toLowerCase().replace(/_/g, ' ');

/** "2 subject-verb agreement, 1 punctuation": the grammar findings by kind, most serious first. */
function kindsOf(grammar: readonly GrammarFinding[]): string {
  const counts = new Map<string, number>();
  for (const finding of bySeverity(grammar)) {
    counts.set(finding.mistakeType, (counts.get(finding.mistakeType) ?? 0) + 1);
  }
  return [...counts].map(([type, n]) => `${n} ${typeName(type)}`).join(', ');
}

/** A grammar fix as a teacher writes it: "teach" → "teaches", or delete "the" in "…". */
function fixOf(finding: GrammarFinding, text: string): string {
  if (finding.replacement === '') {
    return `delete ${quote(finding.text.trim(), 30)} in ${excerptAround(text, finding.offset, finding.length, 20)}`;
  }
  return `${quote(finding.text, 50)} → "${finding.replacement}"`;
}

/**
 * All marked mistakes in one line for the reason ("Marked in the text: 7 misspellings …"); null
 * when none.
 */
export function mistakeSummary(findings: LanguageFindings): string | null {
  const { spelling } = findings;
  const grammar = grammarMistakes(findings.grammar);
  const style = findings.grammar.length - grammar.length;
  const parts = [
    spelling.length > 0
      ? `${plural(spelling.length, 'misspelling')} (${quoteList(spelling.map((f) => f.word))})`
      : null,
    grammar.length > 0
      ? `${plural(grammar.length, 'grammar mistake')} (${kindsOf(grammar)})`
      : null,
    style > 0 ? plural(style, 'style suggestion') : null,
  ].filter((part) => part !== null);
  return parts.length === 0 ? null : `Marked in the text: ${parts.join(' and ')}.`;
}

/**
 * An answer that spells some words the British way and others the American way ("colour" and
 * "center"): either is right, but one answer should keep to one. "-ize" is British too.
 */
function mixedSpelling(findings: LanguageFindings): string | null {
  const marking = (findings.variants ?? []).filter((variant) => variant.marksVariety);
  const british = marking.filter((variant) => variant.variety === 'british');
  const american = marking.filter((variant) => variant.variety === 'american');
  if (british.length === 0 || american.length === 0) return null;
  const [fewer, more] =
    british.length < american.length ? [british, 'American'] : [american, 'British'];
  const respelt = fewer
    .slice(0, 3)
    .map(
      (variant) =>
        `"${variant.word}" → "${more === 'British' ? variant.british : variant.american}"`,
    );
  return `Keep to one spelling: the answer is mostly ${more}, so write ${respelt.join(', ')}.`;
}

/** The four keys of LANGUAGE_USE (and the IELTS lexical and grammatical evidence). */
export function languageAspects(context: AssessmentContext): AspectFinding[] {
  const { analysis, traits } = context;
  const { profile, findings, mechanics } = analysis;
  const words = Math.max(1, profile.wordCount);
  const per100 = (count: number) => round1((count / words) * 100);
  const distinct = new Set(profile.words.map((w) => w.lower)).size;
  // The question's own topic words are meant to recur.
  const topic = new Set(context.relevance.questionTerms);
  const [overused] = topTerms(
    profile.words
      .filter((w) => !w.stop && ['NOUN', 'VERB', 'ADJ', 'ADV'].includes(w.pos))
      .filter((w) => !topic.has(w.lemma) && !topic.has(w.lower))
      .map((w) => w.lower),
    1,
  );
  const bySize = [...profile.sentences].sort((a, b) => b.words.length - a.words.length);
  const longest = bySize[0];
  const shortest = bySize[bySize.length - 1];
  const lengths = profile.sentences.map((s) => s.words.length);
  const meanLength = lengths.reduce((sum, n) => sum + n, 0) / Math.max(1, lengths.length);
  const grammar = grammarMistakes(findings.grammar);
  const spelling = findings.spelling;
  const serious = bySeverity(grammar);
  const fixes = serious
    .filter((finding) => finding.replacement !== null)
    .slice(0, 2)
    .map((finding) => fixOf(finding, profile.text));
  const mixed = mixedSpelling(findings);

  return [
    {
      key: 'vocabulary_range',
      area: 'language',
      score: aspectValue(meanOf(traits.Vocabulary, traits.Phraseology)),
      explanation: `${distinct} different words in ${plural(profile.wordCount, 'word')}${analysis.rareWords.length > 0 ? `; less common words include ${quoteList(analysis.rareWords)}` : '; no less common words are used'}.`,
      // The less common words are its strength; what holds it back is repetition and plain words.
      shortfall: `${distinct} different words in ${plural(profile.wordCount, 'word')}${
        overused && overused[1] >= 5 ? `; ${quote(overused[0])} appears ${overused[1]} times` : ''
      }${
        analysis.rareWords.length === 0
          ? '; no less common words are used'
          : `; ${plural(new Set(analysis.rareWords.map((w) => w.toLowerCase())).size, 'less common word')}`
      }.`,
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
          : `${plural(grammar.length, 'grammar mistake')} (${per100(grammar.length)} per 100 words: ${kindsOf(grammar)}), e.g. ${quote(serious[0].text, 40)} in ${excerptAround(profile.text, serious[0].offset, serious[0].length)}.`,
      ...(grammar.length === 0 ? { shortfall: null } : {}),
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
        mixed === null ? null : 'British and American spellings mixed',
      ]
        .filter((part) => part !== null)
        .join('; ')
        .concat('.'),
      ...(spelling.length === 0 &&
      mechanics.lowercaseSentenceStarts.length === 0 &&
      mechanics.missingApostrophes.length === 0 &&
      mixed === null
        ? { shortfall: null }
        : {}),
      advice:
        spelling.length > 0
          ? `Fix the spelling: ${spelling
              .slice(0, 3)
              .map((f) => (f.suggestion ? `"${f.word}" → "${f.suggestion}"` : `"${f.word}"`))
              .join(', ')}${spelling.length > 3 ? ` and ${spelling.length - 3} more` : ''}.`
          : mechanics.lowercaseSentenceStarts.length > 0
            ? `Start every sentence with a capital letter, e.g. ${quote(mechanics.lowercaseSentenceStarts[0], 50)}.`
            : mixed,
    },
  ];
}
