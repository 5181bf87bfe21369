import { mixedFeelings } from 'src/ai/builtin/teaching/worksheet/document/mixed-feelings';

const SHOWS: [RegExp, string][] = [
  [/\b(wept|cried)\b/i, 'sad or upset'],
  [/\b(laughed|smiled)\b/i, 'happy or pleased'],
];

describe('a line that shows a feeling', () => {
  it('tells no sadness from "wept tears of joy … and smiled"', () => {
    const line =
      'The poor widow wept tears of joy when she heard his story, and smiled when he told her his name.';
    expect(mixedFeelings(line, SHOWS)).toBe(true);
    expect(mixedFeelings('She wept for joy at the news.', SHOWS)).toBe(true);
  });

  it('tells nothing when it shows two feelings, and one when it shows one', () => {
    expect(mixedFeelings('He laughed, then he cried.', SHOWS)).toBe(true);
    expect(mixedFeelings('The girl wept when her goat was lost.', SHOWS)).toBe(false);
  });
});
