import {
  numbersIn,
  readExpression,
  sameFunction,
  showsNumbers,
  substitutedNumbers,
} from 'src/ai/builtin/grading/calculations/expressions';
import { toMathjs } from 'src/ai/builtin/grading/calculations/notation';
import { givenTo, readPrecision } from 'src/ai/builtin/grading/calculations/precision';
import { readStatements } from 'src/ai/builtin/grading/calculations/statements';

const value = (text: string) => readExpression(text)?.value ?? null;

describe('toMathjs: maths as students write it', () => {
  it.each([
    ['½ × 2 × 3²', 9],
    ['1/2 x 2 x 3', 3],
    ['1/2 x 2 x 3^2', 9],
    ['12 x 8', 96],
    ['2x3', 6],
    ['60 ÷ 20', 3],
    ['120/800 × 100', 15],
    ['920 − 800', 120],
    ['₹1,200 ÷ 4', 300],
    ['√16 + 2', 6],
    ['√(9 + 16)', 5],
    ['2 kg × (3 m/s)²', 18],
    ['5² − 3³ + 2⁴', 14],
    ['96 cm²', 96],
    ['144°', 144],
    ['15%', 15],
    ['15% × 80', 12],
  ])('"%s" is %d', (text, expected) => expect(value(text)).toBeCloseTo(expected, 9));

  it('keeps algebra: letters multiply, names and words stay whole', () => {
    expect(readExpression('½mv²')?.symbols).toEqual(['m', 'v']);
    expect(readExpression('1/2 m v^2')?.symbols).toEqual(['m', 'v']);
    expect(readExpression('KE')?.symbols).toEqual(['KE']);
    expect(readExpression('2(l + b)')?.symbols).toEqual(['b', 'l']);
    expect(readExpression('Largest angle')?.label).toBe(true);
    expect(toMathjs('4x')).toBe('4x');
  });

  it('reads x as times between factors of a formula, and as a letter in algebra', () => {
    const same = (a: string, b: string) => sameFunction(readExpression(a)!, readExpression(b)!);
    expect(same('1/2 x m x v²', '½mv²')).toBe(true);
    expect(same('½ x m x v x v', '½mv²')).toBe(true);
    expect(same('½xmxvxv', '½mv²')).toBe(true);
    expect(readExpression('m x v')?.symbols).toEqual(['m', 'v']);
    expect(readExpression('2x')?.symbols).toEqual(['x']);
    expect(readExpression('x + 3')?.symbols).toEqual(['x']);
    expect(readExpression('2xy')?.symbols).toEqual(['x', 'y']);
    expect(readExpression('x x 3')?.symbols).toEqual(['x']);
  });

  it('reads m as the mass of a formula and as metres after a number', () => {
    expect(readExpression('KE = ½ × m × v²'.split('=')[1])?.symbols).toEqual(['m', 'v']);
    expect(readExpression('0.5 m × v²')?.symbols).toEqual(['m', 'v']);
    expect(value('30 m')).toBe(30);
    expect(value('5 m x 3 m')).toBe(15);
    expect(value('3 m/s')).toBe(3);
  });

  it('refuses what is not a calculation', () => {
    for (const text of ['mass per unit volume and speed', '5 cm to inch', 'x = 3', 'f(x)']) {
      expect(readExpression(text)).toBeNull();
    }
  });
});

describe('comparing expressions', () => {
  it('finds the same function of the same letters', () => {
    const same = (a: string, b: string) => sameFunction(readExpression(a)!, readExpression(b)!);
    expect(same('10x', 'x + 2x + 3x + 4x')).toBe(true);
    expect(same('2l + 2b', '2(l + b)')).toBe(true);
    expect(same('½mv²', '0.5 m v^2')).toBe(true);
    expect(same('mv', '½mv²')).toBe(false);
    expect(same('2x', '2y')).toBe(false);
  });

  it('asks a substitution for the model’s numbers, a square shown either way', () => {
    const needed = substitutedNumbers(readExpression('½ × 2.0 × 3.0²')!);
    const shows = (text: string) => showsNumbers(needed, numbersIn(readExpression(text)!));
    expect(shows('2 × 3² ÷ 2')).toBe(true);
    expect(shows('0.5 × 2 × 9')).toBe(true);
    expect(shows('3 × 3')).toBe(false);
  });
});

describe('statements of working', () => {
  it('splits lines, commas and "so", and keeps each side', () => {
    const read = readStatements('l + b = 20, b = 8 cm\nArea = 12 x 8 = 96 cm²; so x = 1,200');
    expect(read.map((s) => s.sides.map((side) => side.text))).toEqual([
      ['l + b', '20'],
      ['b', '8 cm'],
      ['Area', '12 x 8', '96 cm²'],
      ['x', '1,200'],
    ]);
  });
});

describe('precision', () => {
  it('reads what the scheme asks and what the student wrote', () => {
    const twoOrThree = readPrecision('= 1.7 m/s² (accept 2 or 3 s.f.)')!;
    expect(twoOrThree).toEqual({ kind: 'sf', min: 2, max: 3 });
    expect(givenTo('1.67', twoOrThree)).toBe(true);
    expect(givenTo('1.6667', twoOrThree)).toBe(false);
    expect(givenTo('1200', readPrecision('to 2 significant figures')!)).toBe(true);
    expect(givenTo('3.14', readPrecision('to 1 d.p.')!)).toBe(false);
  });
});
