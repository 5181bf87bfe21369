import { ieltsOverallBand, snapToScale } from 'src/ai/writing-rubrics';

describe('ieltsOverallBand', () => {
  it.each([
    [[6, 6, 6, 6], 6],
    [[5, 5, 5, 6], 5.5], // mean 5.25 rounds up to the half band
    [[5, 5, 6, 6], 5.5],
    [[5, 6, 6, 6], 6], // mean 5.75 rounds up to the whole band
    [[6, 6, 6, 7], 6.5],
  ])('bands %j give %d', (bands, expected) => {
    expect(ieltsOverallBand(bands)).toBe(expected);
  });
});

describe('snapToScale', () => {
  it('snaps to the step and clamps to the range', () => {
    expect(snapToScale(3.74, { min: 0, max: 5, step: 0.5 })).toBe(3.5);
    expect(snapToScale(3.76, { min: 0, max: 5, step: 0.5 })).toBe(4);
    expect(snapToScale(7.2, { min: 0, max: 5, step: 0.5 })).toBe(5);
    expect(snapToScale(-1, { min: 0, max: 9, step: 1 })).toBe(0);
  });
});
