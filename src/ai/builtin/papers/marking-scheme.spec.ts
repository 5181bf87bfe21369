import {
  answerPoints,
  markingSchemeFor,
  readAnyOf,
  readSchemeLine,
  schemeLines,
} from 'src/ai/builtin/papers/marking-scheme';

const total = (scheme: { marks: number }[]) => scheme.reduce((sum, point) => sum + point.marks, 0);

/** Why the sky is blue, in three sentences. */
const SKY =
  'Sunlight is scattered by the molecules of the air. Blue light has a shorter wavelength, ' +
  'so it is scattered more than red light. The scattered blue light reaches our eyes from all ' +
  'directions.';

describe('markingSchemeFor', () => {
  it('gives each sentence an equal share, earlier sentences taking the spare half marks', () => {
    expect(markingSchemeFor(SKY, 2.5)).toEqual([
      { text: 'Sunlight is scattered by the molecules of the air.', marks: 1 },
      {
        text: 'Blue light has a shorter wavelength, so it is scattered more than red light.',
        marks: 1,
      },
      { text: 'The scattered blue light reaches our eyes from all directions.', marks: 0.5 },
    ]);
  });

  it('makes no point worth less than a mark, joining neighbouring sentences instead', () => {
    const answer = `${SKY} At sunset the light passes through more air, e.g. near the horizon.`;
    expect(markingSchemeFor(answer, 3)).toEqual([
      {
        text:
          'Sunlight is scattered by the molecules of the air. Blue light has a shorter ' +
          'wavelength, so it is scattered more than red light.',
        marks: 1,
      },
      { text: 'The scattered blue light reaches our eyes from all directions.', marks: 1 },
      { text: 'At sunset the light passes through more air, e.g. near the horizon.', marks: 1 },
    ]);
  });

  it('cuts a sentence at ";", "so" or "therefore" when the marks call for more points', () => {
    expect(
      markingSchemeFor(
        'Rivers carry dissolved salts from rocks into the sea; when the water evaporates the salts are left behind.',
        2,
      ),
    ).toEqual([
      { text: 'Rivers carry dissolved salts from rocks into the sea', marks: 1 },
      { text: 'when the water evaporates the salts are left behind.', marks: 1 },
    ]);
    expect(
      markingSchemeFor('The rabbit population fell, so the foxes had less food and starved.', 2),
    ).toEqual([
      { text: 'The rabbit population fell', marks: 1 },
      { text: 'so the foxes had less food and starved.', marks: 1 },
    ]);
    // One mark is one point; a side of fewer than two content words is no point; and a reason
    // ("because …") stays with its claim, whose words it shares.
    expect(markingSchemeFor('Rain falls; snow melts.', 1)).toHaveLength(1);
    expect(markingSchemeFor('Wood, so it floats.', 2)).toHaveLength(1);
    expect(
      markingSchemeFor('The black box heats up faster because black absorbs more heat.', 2),
    ).toHaveLength(1);
  });

  it('joins a sentence too short to be a point ("Yes.") to the sentence after it', () => {
    expect(
      markingSchemeFor(
        'Yes. Both solutions are saturated. So they have the same concentration.',
        2,
      ),
    ).toEqual([
      { text: 'Yes. Both solutions are saturated.', marks: 1 },
      { text: 'So they have the same concentration.', marks: 1 },
    ]);
  });

  it('takes listed points as they are, a line that is not listed joining the point above', () => {
    const answer = [
      'Any two of:',
      '• Chlorophyll absorbs light energy',
      '• Water is split and oxygen is released',
      '  as a by-product',
      '• Carbon dioxide is fixed into glucose',
    ].join('\n');
    expect(answerPoints(answer)).toEqual([
      'Any two of:',
      'Chlorophyll absorbs light energy',
      'Water is split and oxygen is released as a by-product',
      'Carbon dioxide is fixed into glucose',
    ]);
    const scheme = markingSchemeFor(answer.split('\n').slice(1).join('\n'), 2.5);
    expect(scheme.map((point) => point.marks)).toEqual([1, 1, 0.5]);
  });

  it('gives each thing a listing answer names its own point when the marks allow', () => {
    expect(markingSchemeFor('Rain and snow.', 2)).toEqual([
      { text: 'Rain', marks: 1 },
      { text: 'snow', marks: 1 },
    ]);
    expect(markingSchemeFor('Carbon dioxide, water and light', 3).map((p) => p.text)).toEqual([
      'Carbon dioxide',
      'water',
      'light',
    ]);
    // One mark for the list, more things than marks, a sentence with a verb, alternatives.
    expect(markingSchemeFor('Rain and snow.', 1)).toEqual([{ text: 'Rain and snow.', marks: 1 }]);
    expect(markingSchemeFor('Oxygen, water and glucose', 2)).toHaveLength(1);
    expect(markingSchemeFor('Plants need light and water.', 2)).toHaveLength(1);
    expect(markingSchemeFor('Rain or snow.', 2)).toHaveLength(1);
  });

  it('takes each step of working on its own line as a point', () => {
    const working = ['3x + 7 = 22', '3x = 22 − 7 = 15', 'x = 15 ÷ 3', 'x = 5'].join('\n');
    expect(markingSchemeFor(working, 4)).toEqual([
      { text: '3x + 7 = 22', marks: 1 },
      { text: '3x = 22 − 7 = 15', marks: 1 },
      { text: 'x = 15 ÷ 3', marks: 1 },
      { text: 'x = 5', marks: 1 },
    ]);
    expect(markingSchemeFor(working, 2)).toEqual([
      { text: '3x + 7 = 22 3x = 22 − 7 = 15', marks: 1 },
      { text: 'x = 15 ÷ 3 x = 5', marks: 1 },
    ]);
  });

  it('joins lines that run on before cutting sentences (PDF line breaks)', () => {
    const answer =
      'Osmosis is the movement of water molecules through a partially\npermeable membrane. It needs no energy.';
    expect(answerPoints(answer)).toEqual([
      'Osmosis is the movement of water molecules through a partially permeable membrane.',
      'It needs no energy.',
    ]);
  });

  it('makes a 1-mark question one point, and half a mark one point too', () => {
    const answer = 'It is a mammal. It has fur. It feeds its young on milk.';
    expect(markingSchemeFor(answer, 1)).toEqual([{ text: answer, marks: 1 }]);
    expect(markingSchemeFor(answer, 0.5)).toEqual([{ text: answer, marks: 0.5 }]);
  });

  it('always adds up to the marks, in half marks', () => {
    const answer = 'One. Two. Three. Four. Five. Six. Seven.';
    for (const marks of [0.5, 1, 1.5, 2, 3, 5, 10]) {
      const scheme = markingSchemeFor(answer, marks);
      expect(total(scheme)).toBe(marks);
      for (const point of scheme) {
        expect(point.marks * 2).toBe(Math.round(point.marks * 2));
        expect(point.marks).toBeGreaterThan(0);
      }
    }
  });

  it('gives a one-word answer all the marks, and nothing for no answer or no marks', () => {
    expect(markingSchemeFor('Na', 1)).toEqual([{ text: 'Na', marks: 1 }]);
    expect(markingSchemeFor('', 2)).toEqual([]);
    expect(markingSchemeFor('Na', 0)).toEqual([]);
    expect(markingSchemeFor(null as never, 2)).toEqual([]);
  });
});

describe('readAnyOf', () => {
  it('reads how many of the listed answers count, split at semicolons or commas', () => {
    expect(readAnyOf('Any two from: conducts heat; shiny; malleable')).toEqual({
      count: 2,
      items: ['conducts heat', 'shiny', 'malleable'],
    });
    expect(readAnyOf('Award one mark each for any 2 of: red, orange and yellow.')).toEqual({
      count: 2,
      items: ['red', 'orange', 'yellow'],
    });
  });

  it('reads no list when there are no more answers than count, or no "any … from"', () => {
    expect(readAnyOf('Any two from: shiny; malleable')).toBeNull();
    expect(readAnyOf('Any metal conducts heat.')).toBeNull();
    expect(readAnyOf('Name two metals: iron; copper; zinc')).toBeNull();
  });
});

describe('explicit scheme lines', () => {
  it.each([
    ['1 mark for naming chlorophyll', 'naming chlorophyll', 1],
    ['1 mark for: the water evaporates', 'the water evaporates', 1],
    ['2 marks for - a labelled diagram', 'a labelled diagram', 2],
    ['Award 2 marks for the correct formula', 'the correct formula', 2],
    ['½ mark: correct unit', 'correct unit', 0.5],
    ['- Light is scattered by air molecules (1 mark)', 'Light is scattered by air molecules', 1],
    ['Blue light has a shorter wavelength [1]', 'Blue light has a shorter wavelength', 1],
    ['Correct unit (½)', 'Correct unit', 0.5],
    ['x = 5 — 1 mark', 'x = 5', 1],
    ['Correct substitution 1M', 'Correct substitution', 1],
    ['1M for the correct unit', 'the correct unit', 1],
    ['2m: substitution into v = d/t', 'substitution into v = d/t', 2],
  ])('reads %j', (line, text, marks) => {
    expect(readSchemeLine(line)).toEqual({ text, marks });
  });

  it.each([
    'Sunlight is scattered.',
    'The answer is 5 m',
    'Use equation (1998)',
    '5 m/s',
    '1 m = 100 cm',
    '2 m high',
  ])('sees no scheme in %j', (line) => {
    expect(readSchemeLine(line)).toBeNull();
  });

  it('cuts a paragraph at its marks so that each marked point stands alone', () => {
    expect(
      schemeLines(
        'Light is scattered (1 mark). Blue scatters most (1 mark). 1 mark for all directions',
      ),
    ).toEqual([
      'Light is scattered (1 mark)',
      'Blue scatters most (1 mark)',
      '1 mark for all directions',
    ]);
  });
});
