import { profileText } from 'src/ai/builtin/features/text-profile';
import { wordUse } from 'src/ai/builtin/features/word-use';

describe('wordUse', () => {
  it('gives log(1 + uses per 100 words) for each word, whatever its case', () => {
    const { words } = profileText('The cat saw the dog. The dog ran.');
    const use = wordUse(words);
    // 8 words: "the" three times (37.5 per 100), "dog" twice (25), "cat" once (12.5).
    expect(use.get('the')).toBeCloseTo(Math.log1p(37.5), 10);
    expect(use.get('dog')).toBeCloseTo(Math.log1p(25), 10);
    expect(use.get('cat')).toBeCloseTo(Math.log1p(12.5), 10);
    expect(use.has('because')).toBe(false);
  });

  it('is empty for an answer without words', () => {
    expect(wordUse([]).size).toBe(0);
  });
});
