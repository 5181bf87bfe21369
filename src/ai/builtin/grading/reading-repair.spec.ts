import { repairFormula, repairReading } from 'src/ai/builtin/grading/reading-repair';

describe('repairReading: OCR misreads put right where the repair is sure', () => {
  it.each([
    ['52-33+24 = 25-27+l6 = l4', '52-33+24 = 25-27+16 = 14'],
    [
      'Profit = 920-800 = l20 / Profit% = l20/800 x l00 = l5%',
      'Profit = 920-800 = 120 / Profit% = 120/800 x 100 = 15%',
    ],
    ['1O0 - 2O = 8O', '100 - 20 = 80'],
  ])('reads the digits of "%s"', async (read, meant) => {
    expect(await repairReading(read, '')).toBe(meant);
  });

  it.each([
    [
      'They b1ock the co1d winds frorn Centra1 Asia.',
      'They block the cold winds from Central Asia.',
    ],
    ['Free and fair e1ections, ru1e of 1aw.', 'Free and fair elections, rule of law.'],
    [
      'carbon dioxlde + water -light-> gIucose + oxygen',
      'carbon dioxide + water -light-> glucose + oxygen',
    ],
    [
      'no 1ight so no ch1orophy11 is made, 1eaves go ye11ow',
      'no light so no chlorophyll is made, leaves go yellow',
    ],
    [
      'ln surnmer our ha1f is ti1ted towards the Sun, the days are 1onger',
      'In summer our half is tilted towards the Sun, the days are longer',
    ],
    ['It is a c1ean vvay to c1ean', 'It is a clean way to clean'],
  ])('reads the words of "%s"', async (read, meant) => {
    expect(await repairReading(read, '')).toBe(meant);
  });

  it('lands on the words of the question and scheme', async () => {
    expect(await repairReading('lndus', 'Name the longest river. Indus (accept Sindhu)')).toBe(
      'Indus',
    );
  });

  it('leaves words, numbers and symbols that are right as they are', async () => {
    const right = [
      '11 eleven, I think so.',
      'The colour changes; analyse the results. I felt Ill.',
      'Chapter II, the IO pins of an A320, model T1000.',
      'O2 and CO2 and H2O; I2 is iodine.',
      'P = 2l + 2b = 2(l + b)',
      'It weighs 10g, came 3rd and 1st, at 5pm.',
      'y = ln 2 + ln(x)',
      "I'll say they don't.",
      'lOl',
    ];
    for (const text of right) expect(await repairReading(text, '')).toBe(text);
  });

  it('leaves a word it cannot be sure of', async () => {
    // "tums" is a word as read; "qzx1" has no known word behind it.
    expect(await repairReading('it tums into qzx1', '')).toBe('it tums into qzx1');
  });
});

describe('repairFormula: the scheme’s notation', () => {
  it('reads 12 as ½ and a trailing 2 as a square where the scheme writes them', () => {
    expect(repairFormula('KE=12mv2', 'KE = ½mv²')).toBe('KE=½mv²');
    expect(repairFormula('KE=12xmxvxv', 'KE = 1/2 m v^2')).toBe('KE=½xmxvxv');
    expect(repairFormula('E = 9]', '= 9.0 J')).toBe('E = 9J');
  });

  it('leaves them where the scheme does not', () => {
    expect(repairFormula('KE=12mv2', 'KE = mgh')).toBe('KE=12mv2');
    expect(repairFormula('12m + 2 = 38', 'm = 3')).toBe('12m + 2 = 38');
    expect(repairFormula('CO2 + H2O', 'KE = ½mv²')).toBe('CO2 + H2O');
    expect(repairFormula('[9]', 'a length in m')).toBe('[9]');
    expect(repairFormula('KE [9]', '= 9.0 J')).toBe('KE [9]');
  });
});
