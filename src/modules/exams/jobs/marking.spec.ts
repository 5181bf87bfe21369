import { fitScheme } from 'src/modules/exams/jobs/marking';

describe('fitScheme', () => {
  it('keeps a scheme that adds up to the question', () => {
    const scheme = [
      { text: 'light energy', marks: 1 },
      { text: 'glucose and oxygen', marks: 2 },
    ];
    expect(fitScheme(scheme, 3)).toEqual(scheme);
  });

  it('scales a scheme to marks the teacher changed, in half marks, adding up exactly', () => {
    const fitted = fitScheme(
      [
        { text: 'a', marks: 1 },
        { text: 'b', marks: 1 },
        { text: 'c', marks: 1 },
      ],
      5,
    );
    expect(fitted.map((point) => point.marks)).toEqual([1.5, 1.5, 2]);
    expect(fitted.every((point) => Number.isInteger(point.marks * 2))).toBe(true);
  });

  it('shares marks out evenly when the points carry none', () => {
    const fitted = fitScheme(
      [
        { text: 'a', marks: 0 },
        { text: 'b', marks: 0 },
      ],
      3,
    );
    expect(fitted.map((point) => point.marks)).toEqual([1.5, 1.5]);
  });

  it('leaves an absent scheme empty, for the grader to derive from the model answer', () => {
    expect(fitScheme([], 2)).toEqual([]);
    expect(fitScheme(undefined, 2)).toEqual([]);
  });
});
