import { marksVariety, otherSpelling } from 'src/ai/builtin/language/spelling/spelling-variants';

/** A dictionary of the given words, as nspell's `correct` would answer. */
const knows = (...words: string[]) => {
  const known = new Set(words);
  return (word: string) => known.has(word);
};

describe('spelling variants', () => {
  it('finds the American spelling the American dictionary accepts', () => {
    const american = knows('color', 'center', 'analyze', 'program', 'traveling', 'jewelry');
    expect(otherSpelling('colour', 'british', american)).toBe('color');
    expect(otherSpelling('Centre', 'british', american)).toBe('Center');
    expect(otherSpelling('analyse', 'british', american)).toBe('analyze');
    expect(otherSpelling('programme', 'british', american)).toBe('program');
    expect(otherSpelling('travelling', 'british', american)).toBe('traveling');
    expect(otherSpelling('jewellery', 'british', american)).toBe('jewelry');
  });

  it('finds the British spelling the British dictionary accepts', () => {
    const british = knows('colour', 'centre', 'fulfil', 'organise');
    expect(otherSpelling('color', 'american', british)).toBe('colour');
    expect(otherSpelling('center', 'american', british)).toBe('centre');
    expect(otherSpelling('fulfill', 'american', british)).toBe('fulfil');
    expect(otherSpelling('organize', 'american', british)).toBe('organise');
  });

  it('proposes nothing the other dictionary does not know', () => {
    expect(otherSpelling('lorry', 'british', knows('truck'))).toBeNull();
    expect(otherSpelling('acre', 'british', knows('acre'))).toBeNull();
  });

  it('treats "-ize" as British too, but not "-yze" or "-or"', () => {
    expect(marksVariety('organise', 'organize')).toBe(false);
    expect(marksVariety('organisations', 'organizations')).toBe(false);
    expect(marksVariety('analyse', 'analyze')).toBe(true);
    expect(marksVariety('colour', 'color')).toBe(true);
  });
});
