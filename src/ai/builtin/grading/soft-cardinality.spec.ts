import { readAnswerText } from 'src/ai/builtin/grading/answer-text';
import {
  overlapWords,
  softCardinality,
  softOverlap,
  softReference,
  softWordSet,
} from 'src/ai/builtin/grading/soft-cardinality';

const words = (text: string) => overlapWords(readAnswerText(text));

describe('soft cardinality', () => {
  it('counts unrelated words whole and look-alike words partly', () => {
    expect(softCardinality(softWordSet(['salt', 'magnet']))).toBeCloseTo(2, 1);
    const forms = softCardinality(softWordSet(['evaporate', 'evaporated']));
    expect(forms).toBeGreaterThan(1);
    expect(forms).toBeLessThan(1.4);
  });

  it('counts a word shared by two sets once', () => {
    const a = softWordSet(['salt', 'water']);
    expect(softCardinality(a, softWordSet(['water']))).toBeCloseTo(softCardinality(a), 6);
  });

  it('keeps the first 400 distinct words of a very long text', () => {
    const many = Array.from({ length: 5000 }, (_, i) => `word${i}`);
    const set = softWordSet([...many, 'word0']);
    expect(set.words).toHaveLength(400);
    expect(set.words[399]).toBe('word399');
  });

  it('leaves out function words but keeps negators and "because"', () => {
    expect(words('It is not there because the water was evaporated').words).toEqual([
      'not',
      'because',
      'water',
      'evaporated',
    ]);
  });
});

describe('soft overlap', () => {
  const point = softReference(
    words('How did you separate the salt from the water?'),
    words('The water was evaporated, leaving the salt.'),
  );

  it('finds the model answer said in other forms of its words', () => {
    const said = softOverlap(point, words('Let the water evaporate and the salt is left behind.'));
    const missed = softOverlap(point, words('By letting it sit in a dish for a day.'));
    expect(said.ownRecall).toBeGreaterThan(0.5);
    expect(missed.ownRecall).toBeLessThan(0.3);
    expect(said.recall).toBeGreaterThan(missed.recall);
  });

  it('gives no credit of its own for repeating the question', () => {
    const echo = softOverlap(point, words('We separated the salt from the water.'));
    expect(echo.recall).toBeGreaterThan(0.3);
    expect(echo.ownRecall).toBeLessThan(0.15);
    expect(echo.ownPrecision).toBeLessThan(0.15);
  });

  it('is 0, not NaN, for an empty answer', () => {
    expect(softOverlap(point, words(''))).toEqual({
      recall: 0,
      precision: 0,
      ownRecall: 0,
      ownPrecision: 0,
    });
  });
});
