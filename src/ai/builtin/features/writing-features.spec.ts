import { findCohesiveDevices } from 'src/ai/builtin/features/cohesive-devices';
import { mtld } from 'src/ai/builtin/features/lexical-diversity';
import { mechanicsSignals } from 'src/ai/builtin/features/mechanics';
import { promptRelevance } from 'src/ai/builtin/features/prompt-relevance';
import { countWords, profileText } from 'src/ai/builtin/features/text-profile';

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
});
