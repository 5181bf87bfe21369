import type { LanguageFindings } from 'src/ai/builtin/language/language-checker';
import type { MistakeType } from 'src/ai/builtin/language/mistake-type';
import type { SpellingFinding } from 'src/ai/ports/writing-assessment.port';
import { findCohesiveDevices, type DeviceUse } from 'src/ai/builtin/features/cohesive-devices';
import { mtld, repeatedNgramShare } from 'src/ai/builtin/features/lexical-diversity';
import type { Lexicon } from 'src/ai/builtin/features/lexicon';
import { mechanicsSignals, type MechanicsSignals } from 'src/ai/builtin/features/mechanics';
import type { TextProfile, WordToken } from 'src/ai/builtin/features/text-profile';
import { wordUse } from 'src/ai/builtin/features/word-use';

/** Everything measured on one answer; the report quotes the same evidence the model scored. */
export interface WritingAnalysis {
  profile: TextProfile;
  findings: LanguageFindings;
  devices: DeviceUse[];
  mechanics: MechanicsSignals;
  /** Less common words the answer uses correctly spelt, in order: evidence of range. */
  rareWords: string[];
  /** The named numeric features of FEATURE_NAMES. */
  features: Record<FeatureName, number>;
  /** log(1 + uses per 100 words) of every word the answer uses, by lower-case form. */
  wordUse: ReadonlyMap<string, number>;
}

interface Measures {
  profile: TextProfile;
  words: WordToken[];
  content: WordToken[];
  ranks: number[];
  syllables: number[];
  sentenceLengths: number[];
  devices: DeviceUse[];
  mechanics: MechanicsSignals;
  findings: LanguageFindings;
  lexicon: Lexicon;
}

/**
 * Accepted British spellings as their American forms: frequencies are SUBTLEX-US and the model was
 * fitted on American essays, so a British answer scores as its American twin.
 */
function americanSpellings(findings: LanguageFindings): (word: WordToken) => WordToken {
  const american = new Map(
    (findings.variants ?? [])
      .filter((variant) => variant.variety === 'british')
      .map((variant) => [variant.word.toLowerCase(), variant.american.toLowerCase()]),
  );
  if (american.size === 0) return (word) => word;
  return (word) => {
    const spelt = american.get(word.lower);
    return spelt === undefined ? word : { ...word, text: spelt, lower: spelt };
  };
}

const mean = (values: readonly number[]): number =>
  values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;
const sd = (values: readonly number[]): number => {
  const m = mean(values);
  return Math.sqrt(mean(values.map((value) => (value - m) ** 2)));
};
const share = (part: number, whole: number): number => (whole === 0 ? 0 : part / whole);
const per100 = (count: number, m: Measures): number => share(count, m.words.length) * 100;
const posShare = (pos: string) => (m: Measures) =>
  share(m.words.filter((word) => word.pos === pos).length, m.words.length);
/** Finding rates enter as log(1 + per 100 words): the first slips say more than the tenth. */
const findingRate =
  (...types: MistakeType[]) =>
  (m: Measures) =>
    Math.log1p(
      per100(
        m.findings.grammar.filter((finding) => types.includes(finding.mistakeType as MistakeType))
          .length,
        m,
      ),
    );
const RARE_RANK = 5000;
const BASIC_RANK = 1000;
/** Content words by SUBTLEX rank band (a lexical frequency profile): share of content words. */
const rankBand =
  (above: number, upTo: number) =>
  (m: Measures): number =>
    share(m.ranks.filter((rank) => rank > above && rank <= upTo).length, m.content.length);
/** Centre of log(1 + words) on learner essays (about 330 words): length² bends around it. */
const TYPICAL_LOG_WORDS = 5.8;
const MORPHOSYNTAX: MistakeType[] = [
  'SUBJECT_VERB_AGREEMENT',
  'AGREEMENT',
  'VERB_FORM',
  'NOUN_NUMBER',
  'POSSESSIVE',
  'ARTICLE',
  'PREPOSITION',
  'SENTENCE_STRUCTURE',
  'COMPARISON',
];
const CONCLUDING = new Set(['in conclusion', 'to conclude', 'in summary', 'finally', 'lastly']);
const REFERRING_OPENERS = new Set(['this', 'these', 'that', 'those', 'it', 'they', 'such']);

/** Per sentence, whether any spelling or grammar finding starts inside it. */
function sentencesWithFindings(m: Measures, which: 'spelling' | 'grammar' | 'both'): boolean[] {
  const offsets = [
    ...(which !== 'grammar' ? m.findings.spelling : []),
    ...(which !== 'spelling' ? m.findings.grammar : []),
  ].map((finding) => finding.offset);
  return m.profile.sentences.map((sentence) =>
    offsets.some((offset) => offset >= sentence.start && offset < sentence.end),
  );
}
const cleanSentenceShare = (which: 'spelling' | 'grammar' | 'both') => (m: Measures) => {
  const flagged = sentencesWithFindings(m, which);
  return share(flagged.filter((has) => !has).length, flagged.length);
};

/** A misspelling that only lacks an apostrophe or a capital ("dont", "i'm"), not a wrong word. */
const isSurfaceSlip = (finding: SpellingFinding): boolean =>
  finding.suggestion !== null &&
  finding.suggestion.toLowerCase().replace(/['’]/g, '') ===
    finding.word.toLowerCase().replace(/['’]/g, '');

/** Mean content-lemma overlap (Jaccard) of each paragraph with the rest: global cohesion. */
function paragraphOverlap(m: Measures): number {
  const byParagraph = new Map<number, Set<string>>();
  let paragraph = 0;
  let paragraphEnd = 0;
  const ends: number[] = [];
  for (const text of m.profile.paragraphs) {
    const at = m.profile.text.indexOf(text, paragraphEnd);
    paragraphEnd = (at === -1 ? paragraphEnd : at) + text.length;
    ends.push(paragraphEnd);
  }
  for (const sentence of m.profile.sentences) {
    while (paragraph < ends.length - 1 && sentence.start >= ends[paragraph]) paragraph += 1;
    const lemmas = byParagraph.get(paragraph) ?? new Set<string>();
    sentence.words.filter((w) => !w.stop).forEach((w) => lemmas.add(w.lemma));
    byParagraph.set(paragraph, lemmas);
  }
  const sets = [...byParagraph.values()];
  if (sets.length < 2) return 0;
  return mean(
    sets.map((set, i) => {
      const rest = new Set(sets.flatMap((other, j) => (j === i ? [] : [...other])));
      const shared = [...set].filter((lemma) => rest.has(lemma)).length;
      return share(shared, set.size + rest.size - shared);
    }),
  );
}

/** Share of sentences that repeat a content lemma of the sentence before: local cohesion. */
function adjacentOverlap(profile: TextProfile): number {
  const lemmaSets = profile.sentences.map(
    (sentence) => new Set(sentence.words.filter((w) => !w.stop).map((w) => w.lemma)),
  );
  const linked = lemmaSets.slice(1).filter((set, i) => [...set].some((l) => lemmaSets[i].has(l)));
  return share(linked.length, lemmaSets.length - 1);
}

/** The model's inputs. Changing this list means refitting (`npm run calibrate:writing`). */
const FEATURES = {
  logWords: (m: Measures) => Math.log1p(m.profile.wordCount),
  logSentences: (m: Measures) => Math.log1p(m.sentenceLengths.length),
  meanSentenceWords: (m: Measures) => mean(m.sentenceLengths),
  sentenceWordsSd: (m: Measures) => sd(m.sentenceLengths),
  longSentenceShare: (m: Measures) =>
    share(m.sentenceLengths.filter((n) => n > 35).length, m.sentenceLengths.length),
  shortSentenceShare: (m: Measures) =>
    share(m.sentenceLengths.filter((n) => n < 6).length, m.sentenceLengths.length),
  logParagraphs: (m: Measures) => Math.log1p(m.profile.paragraphs.length),
  logWordsPerParagraph: (m: Measures) =>
    Math.log1p(share(m.profile.wordCount, m.profile.paragraphs.length)),
  meanWordLength: (m: Measures) => mean(m.words.map((word) => word.text.length)),
  longWordShare: (m: Measures) =>
    share(m.words.filter((word) => word.text.length >= 7).length, m.words.length),
  syllablesPerWord: (m: Measures) => mean(m.syllables),
  polysyllableShare: (m: Measures) =>
    share(m.syllables.filter((n) => n >= 3).length, m.words.length),
  logMtld: (m: Measures) => Math.log1p(mtld(m.words.map((word) => word.lower))),
  guiraudLemmas: (m: Measures) =>
    share(new Set(m.words.map((word) => word.lemma)).size, Math.sqrt(m.words.length)),
  contentLogRank: (m: Measures) => mean(m.ranks.map((rank) => Math.log10(rank))),
  rareContentShare: (m: Measures) =>
    share(m.ranks.filter((rank) => rank > RARE_RANK).length, m.content.length),
  unknownWordShare: (m: Measures) => share(m.content.length - m.ranks.length, m.content.length),
  nounShare: posShare('NOUN'),
  verbShare: posShare('VERB'),
  adjectiveShare: posShare('ADJ'),
  adverbShare: posShare('ADV'),
  prepositionShare: posShare('ADP'),
  determinerShare: posShare('DET'),
  pronounShare: posShare('PRON'),
  subordinatorShare: posShare('SCONJ'),
  coordinatorShare: posShare('CCONJ'),
  auxiliaryShare: posShare('AUX'),
  properNounShare: posShare('PROPN'),
  firstPersonShare: (m: Measures) =>
    share(m.words.filter((word) => ['i', 'me', 'my'].includes(word.lower)).length, m.words.length),
  secondPersonShare: (m: Measures) =>
    share(m.words.filter((word) => ['you', 'your'].includes(word.lower)).length, m.words.length),
  devicesPer100: (m: Measures) => per100(m.devices.length, m),
  deviceVariety: (m: Measures) => new Set(m.devices.map((use) => use.device)).size,
  initialDeviceShare: (m: Measures) =>
    share(m.devices.filter((use) => use.initial).length, m.sentenceLengths.length),
  commasPerSentence: (m: Measures) =>
    share(
      m.profile.sentences.flatMap((s) => s.punctuation).filter((p) => p === ',').length,
      m.sentenceLengths.length,
    ),
  repeatedBigramShare: (m: Measures) =>
    repeatedNgramShare(
      m.words.map((word) => word.lower),
      2,
    ),
  repeatedTrigramShare: (m: Measures) =>
    repeatedNgramShare(
      m.words.map((word) => word.lower),
      3,
    ),
  lowercaseStartShare: (m: Measures) =>
    share(m.mechanics.lowercaseSentenceStarts.length, m.sentenceLengths.length),
  lowercaseIPer100: (m: Measures) => per100(m.mechanics.lowercaseI, m),
  spacingSlipsPer100: (m: Measures) => per100(m.mechanics.spacingSlips.length, m),
  shoutedPer100: (m: Measures) => per100(m.mechanics.shoutedWords, m),
  missingApostrophePer100: (m: Measures) => per100(m.mechanics.missingApostrophes.length, m),
  unclosedParagraphShare: (m: Measures) =>
    share(m.mechanics.unclosedParagraphs, m.profile.paragraphs.length),
  logLemmaTypes: (m: Measures) => Math.log1p(new Set(m.words.map((word) => word.lemma)).size),
  logRareWords: (m: Measures) => Math.log1p(m.ranks.filter((rank) => rank > RARE_RANK).length),
  basicWordShare: (m: Measures) =>
    share(m.ranks.filter((rank) => rank <= BASIC_RANK).length, m.content.length),
  verbsPerSentence: (m: Measures) =>
    share(
      m.words.filter((word) => word.pos === 'VERB' || word.pos === 'AUX').length,
      m.sentenceLengths.length,
    ),
  adjacentOverlap: (m: Measures) => adjacentOverlap(m.profile),
  punctuationVariety: (m: Measures) =>
    new Set(m.profile.sentences.flatMap((s) => s.punctuation)).size,
  spellingRate: (m: Measures) => Math.log1p(per100(m.findings.spelling.length, m)),
  grammarRate: (m: Measures) => Math.log1p(per100(m.findings.grammar.length, m)),
  punctuationFindingRate: findingRate('PUNCTUATION', 'CAPITALIZATION'),
  formFindingRate: findingRate('SUBJECT_VERB_AGREEMENT', 'AGREEMENT', 'VERB_FORM', 'ARTICLE'),
  wordingFindingRate: findingRate(
    'WORD_CHOICE',
    'CONFUSED_WORDS',
    'WORD_BOUNDARY',
    'REDUNDANCY',
    'REPETITION',
    'WORD_ORDER',
  ),
  // Length, bent: very short essays lose more than the log says, long ones gain less.
  wordsPer100: (m: Measures) => m.profile.wordCount / 100,
  logWordsSquared: (m: Measures) => (Math.log1p(m.profile.wordCount) - TYPICAL_LOG_WORDS) ** 2,
  // How much of the text a reader gets through without a slip.
  cleanSentenceShare: cleanSentenceShare('both'),
  grammarCleanSentenceShare: cleanSentenceShare('grammar'),
  spellingCleanSentenceShare: cleanSentenceShare('spelling'),
  // Finding groups: capitals, word and sentence grammar, real misspellings versus surface slips.
  capitalisationFindingRate: findingRate('CAPITALIZATION'),
  morphosyntaxFindingRate: findingRate(...MORPHOSYNTAX),
  styleFindingRate: findingRate('STYLE', 'REDUNDANCY', 'REPETITION'),
  misspellingRate: (m: Measures) =>
    Math.log1p(per100(m.findings.spelling.filter((f) => !isSurfaceSlip(f)).length, m)),
  surfaceSlipRate: (m: Measures) =>
    Math.log1p(per100(m.findings.spelling.filter(isSurfaceSlip).length, m)),
  misspeltTypesPer100: (m: Measures) =>
    per100(new Set(m.findings.spelling.map((f) => f.word.toLowerCase())).size, m),
  // Lexical frequency profile of content words.
  band2kShare: rankBand(1000, 2000),
  band5kShare: rankBand(2000, 5000),
  band10kShare: rankBand(5000, 10000),
  beyond10kShare: rankBand(10000, Infinity),
  longRareWordShare: (m: Measures) =>
    share(
      m.content.filter((w) => w.text.length >= 8 && (m.lexicon.rank(w.lower) ?? 0) > 2000).length,
      m.content.length,
    ),
  // Cohesion beyond adjacent sentences.
  paragraphOverlap,
  relationVariety: (m: Measures) => new Set(m.devices.map((use) => use.relation)).size,
  concludingDevice: (m: Measures) => {
    const lastTwo = m.profile.sentences.slice(-2);
    return m.profile.sentences.length > 2 &&
      m.devices.some((use) => CONCLUDING.has(use.device) && lastTwo.includes(use.sentence))
      ? 1
      : 0;
  },
  referringOpenerShare: (m: Measures) =>
    share(
      m.profile.sentences.filter((s) => REFERRING_OPENERS.has(s.words[0]?.lower ?? '')).length,
      m.sentenceLengths.length,
    ),
  sentenceOpenerVariety: (m: Measures) =>
    share(
      new Set(m.profile.sentences.map((s) => s.words[0]?.lower ?? '')).size,
      m.sentenceLengths.length,
    ),
  // Syntax: clauses and fragments.
  subordinatorsPerSentence: (m: Measures) =>
    share(
      m.words.filter(
        (w) => w.pos === 'SCONJ' || ['who', 'which', 'whose', 'whom'].includes(w.lower),
      ).length,
      m.sentenceLengths.length,
    ),
  verblessSentenceShare: (m: Measures) =>
    share(
      m.profile.sentences.filter((s) => !s.words.some((w) => w.pos === 'VERB' || w.pos === 'AUX'))
        .length,
      m.sentenceLengths.length,
    ),
  runOnShare: (m: Measures) =>
    share(
      m.profile.sentences.filter((s) => s.words.length > 30 && !s.punctuation.includes(',')).length,
      m.sentenceLengths.length,
    ),
  stopWordShare: (m: Measures) => share(m.words.filter((w) => w.stop).length, m.words.length),
  // Finding density per sentence and how it is spread.
  findingsPerSentence: (m: Measures) =>
    share(m.findings.spelling.length + m.findings.grammar.length, m.sentenceLengths.length),
  logFindings: (m: Measures) => Math.log1p(m.findings.spelling.length + m.findings.grammar.length),
  allWordsLogRank: (m: Measures) =>
    mean(m.words.map((w) => Math.log10(m.lexicon.rank(w.lower) ?? 100_000))),
} satisfies Record<string, (m: Measures) => number>;

export type FeatureName = keyof typeof FEATURES;
export const FEATURE_NAMES = Object.keys(FEATURES) as FeatureName[];

const ALPHABETIC = /^[\p{L}'’-]+$/u;

export function analyseWriting(
  profile: TextProfile,
  lexicon: Lexicon,
  findings: LanguageFindings,
): WritingAnalysis {
  const written = profile.words.filter((word) => ALPHABETIC.test(word.text));
  const words = written.map(americanSpellings(findings));
  const isContent = (word: WordToken) => !word.stop && word.pos !== 'PROPN';
  const content = words.filter(isContent);
  const measures: Measures = {
    profile,
    words,
    content,
    ranks: content.flatMap((word) => lexicon.rank(word.lower) ?? []),
    syllables: words.map((word) => lexicon.syllables(word.lower)),
    sentenceLengths: profile.sentences.map((sentence) => sentence.words.length),
    devices: findCohesiveDevices(profile.sentences),
    mechanics: mechanicsSignals(profile),
    findings,
    lexicon,
  };
  const features = Object.fromEntries(
    FEATURE_NAMES.map((name) => [name, FEATURES[name](measures)]),
  ) as Record<FeatureName, number>;
  const rareWords = written
    .filter((word, i) => isContent(word) && (lexicon.rank(words[i].lower) ?? 0) > RARE_RANK)
    .map((word) => word.text);
  return {
    profile,
    findings,
    devices: measures.devices,
    mechanics: measures.mechanics,
    rareWords,
    features,
    wordUse: wordUse(words),
  };
}
