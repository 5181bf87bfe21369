import { findCohesiveDevices } from 'src/ai/builtin/features/cohesive-devices';
import { mtld } from 'src/ai/builtin/features/lexical-diversity';
import { mechanicsSignals } from 'src/ai/builtin/features/mechanics';
import { promptRelevance } from 'src/ai/builtin/features/prompt-relevance';
import { Lexicon } from 'src/ai/builtin/features/lexicon';
import { countWords, profileText } from 'src/ai/builtin/features/text-profile';
import { analyseWriting } from 'src/ai/builtin/features/writing-features';

describe('writing features', () => {
  it('counts words the way an examiner does, ignoring stray punctuation', () => {
    expect(countWords("It's a well-known fact - students don't sleep enough .")).toBe(8);
  });

  it('rates varied wording as more diverse than repetition of the same words', () => {
    const varied =
      'the quick brown fox jumps over a lazy dog while seven curious owls watch silently'.split(
        ' ',
      );
    const repetitive = 'the dog is good the dog is good the dog is good the dog is good'.split(' ');
    expect(mtld(varied)).toBeGreaterThan(mtld(repetitive));
    expect(mtld(repetitive)).toBeLessThanOrEqual(8);
  });

  it('finds linking words with their relation and whether they open the sentence', () => {
    const { sentences } = profileText(
      'However, phones distract us. We learn more because teachers explain, for example in labs.',
    );
    const uses = findCohesiveDevices(sentences).map((u) => [u.device, u.relation, u.initial]);
    expect(uses).toEqual([
      ['however', 'contrast', true],
      ['because', 'cause', false],
      ['for example', 'example', false],
    ]);
  });

  it('notices small-letter sentence starts, lowercase "i" and missing apostrophes', () => {
    const signals = mechanicsSignals(profileText('i dont like it. then i left ,and cried.'));
    expect(signals.lowercaseI).toBe(2);
    expect(signals.missingApostrophes).toEqual(['dont']);
    expect(signals.lowercaseSentenceStarts).toHaveLength(2);
    expect(signals.spacingSlips.length).toBeGreaterThan(0);
  });

  it('matches question topic words by lemma and ignores instruction words', () => {
    const relevance = promptRelevance(
      profileText('Schools should ban phones because students get distracted.'),
      'Should schools ban mobile phones? Give reasons and examples.',
    );
    expect(relevance.questionTerms).toEqual(expect.arrayContaining(['school', 'ban', 'phone']));
    expect(relevance.questionTerms).not.toContain('reason');
    expect(relevance.coveredTerms).toEqual(expect.arrayContaining(['school', 'ban', 'phone']));
  });

  it('places each sentence at its offsets in the answer', () => {
    const text = 'i dont like it.   then i left ,and cried.\n\nWe go  there!It is fine';
    const { sentences } = profileText(text);
    expect(sentences.map((s) => text.slice(s.start, s.end))).toEqual(sentences.map((s) => s.text));
    expect(sentences[1].start).toBe(18);
  });

  describe('sentence-level and grouped findings', () => {
    let lexicon: Lexicon;
    beforeAll(async () => {
      lexicon = await Lexicon.load();
    });
    const text =
      'Students need sleep. They is tired every day. Teachers shoud help them. Rest helps.';
    const findings = {
      spelling: [
        {
          word: 'shoud',
          suggestion: 'should',
          offset: text.indexOf('shoud'),
          length: 5,
          recommendation: '',
        },
      ],
      grammar: [
        {
          text: 'They is',
          mistakeType: 'SUBJECT_VERB_AGREEMENT',
          replacement: 'They are',
          offset: text.indexOf('They is'),
          length: 7,
          recommendation: '',
        },
      ],
    };

    it('counts the sentences a reader gets through without a finding', () => {
      const { features } = analyseWriting(profileText(text), lexicon, findings);
      expect(features.cleanSentenceShare).toBeCloseTo(2 / 4);
      expect(features.grammarCleanSentenceShare).toBeCloseTo(3 / 4);
      expect(features.spellingCleanSentenceShare).toBeCloseTo(3 / 4);
      expect(features.morphosyntaxFindingRate).toBeGreaterThan(0);
      expect(features.capitalisationFindingRate).toBe(0);
      expect(features.misspellingRate).toBeGreaterThan(0);
      expect(features.surfaceSlipRate).toBe(0);
    });

    it('gives the same features for the same text every time', () => {
      const first = analyseWriting(profileText(text), lexicon, findings).features;
      const second = analyseWriting(profileText(text), lexicon, findings).features;
      expect(second).toEqual(first);
      expect(Object.values(first).every(Number.isFinite)).toBe(true);
    });

    it('measures overlap between paragraphs and a closing signpost', () => {
      const essay =
        'Phones distract students in class.\n\nStudents with phones check messages. ' +
        'Teachers see it.\n\nIn conclusion, schools should limit phones in class.';
      const { features } = analyseWriting(profileText(essay), lexicon, {
        spelling: [],
        grammar: [],
      });
      expect(features.paragraphOverlap).toBeGreaterThan(0);
      expect(features.concludingDevice).toBe(1);
      expect(features.relationVariety).toBe(1);
    });
  });
});
