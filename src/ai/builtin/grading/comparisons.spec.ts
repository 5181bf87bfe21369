import { readAnswerText } from 'src/ai/builtin/grading/answer-text';
import { readComparisons } from 'src/ai/builtin/grading/comparisons';

const read = (text: string) =>
  readComparisons(readAnswerText(text)).map((c) => ({
    first: c.first.map((t) => t.text).join(' '),
    second: c.second.map((t) => t.text).join(' '),
    degree: c.degree.text,
    modifier: c.modifier?.text ?? null,
  }));

describe('readComparisons', () => {
  it('reads the two things compared and the comparative', () => {
    expect(read('Iron is denser than water, so it sinks.')).toEqual([
      { first: 'Iron', second: 'water', degree: 'denser', modifier: null },
    ]);
  });

  it('tells apart two things named alike by the words that differ', () => {
    expect(read('The black box heats up faster than the white box.')).toEqual([
      { first: 'black', second: 'white', degree: 'faster', modifier: null },
    ]);
  });

  it('reads "more … than", "less … than" and an adjective before a noun', () => {
    expect(read('White absorbs less heat than black.')).toEqual([
      { first: 'White', second: 'black', degree: 'heat', modifier: 'less' },
    ]);
    expect(read('A tighter string has a higher pitch than a looser string.')).toEqual([
      { first: 'tighter', second: 'looser', degree: 'higher', modifier: null },
    ]);
  });

  it('reads the thing after "than" when the tagger calls it an adverb', () => {
    expect(read('Sound is slower than light so we hear it after.')).toEqual([
      { first: 'Sound', second: 'light', degree: 'slower', modifier: null },
    ]);
  });

  it('reads nothing when a thing compared is not named', () => {
    expect(read('It is heavier than that.')).toEqual([]);
    expect(read('The box is bigger. Than what?')).toEqual([]);
    expect(read('It got hotter.')).toEqual([]);
  });
});
