import { compareQuantities, readQuantities } from 'src/ai/builtin/grading/quantities';

const one = (text: string) => {
  const [quantity] = readQuantities(text);
  return quantity;
};

describe('readQuantities', () => {
  it('reads the same acceleration however its unit is written', () => {
    for (const text of [
      '9.8 m/s²',
      '9.8 metres per second squared',
      '9.8 m s^-2',
      '9.8 m/s/s',
      '9.8 ms-2',
      '9.8 meters per second per second',
    ]) {
      expect([text, one(text).si, one(text).dimension]).toEqual([text, 9.8, 'm1 s-2']);
    }
  });

  it('converts prefixed units and keeps the student’s own text', () => {
    const [length, mass] = readQuantities('It was 980 cm long and weighed 2000 g.');
    expect([length.si, length.dimension, length.text]).toEqual([9.8, 'm1', '980 cm']);
    expect([mass.si, mass.dimension, mass.text]).toEqual([2, 'kg1', '2000 g']);
  });

  it('reads bare numbers, fractions and thousands', () => {
    expect(readQuantities('1/2 of 1,000 is 500').map((q) => q.value)).toEqual([0.5, 1000, 500]);
  });

  it('reads numbers written in words, with their units', () => {
    const read = (text: string) => readQuantities(text).map((q) => [q.si, q.dimension, q.text]);
    expect(read('It takes eight minutes.')).toEqual([[480, 's1', 'eight minutes']]);
    expect(read('about twenty-five seconds')).toEqual([[25, 's1', 'twenty-five seconds']]);
    expect(read('one hundred and twenty metres')).toEqual([
      [120, 'm1', 'one hundred and twenty metres'],
    ]);
    expect(read('nine point eight metres per second squared')).toEqual([
      [9.8, 'm1 s-2', 'nine point eight metres per second squared'],
    ]);
    expect(read('two magnets')).toEqual([[2, '', 'two']]);
    // "One" on its own is rarely a number: "the one on the left".
    expect(read('the one on the left')).toEqual([]);
    expect(read('one minute')).toEqual([[60, 's1', 'one minute']]);
    // Fractions in words, with what they were written as.
    expect(read('three quarters')).toEqual([[0.75, '', 'three quarters']]);
    expect(one('two-thirds').fraction).toEqual({ numerator: 2, denominator: 3 });
    expect(one('6/8').fraction).toEqual({ numerator: 6, denominator: 8 });
  });

  it('reads a sign said in a word, and a temperature with its scale named', () => {
    const read = (text: string) => readQuantities(text).map((q) => [q.value, q.scale]);
    expect(read('minus 5 degrees Celsius')).toEqual(read('-5 °C'));
    expect(read('negative five degrees')).toEqual([[-5, 'C']]);
    expect(read('5 degrees Celsius')).toEqual([[5, 'C']]);
    // Temperatures are kept in kelvin, whatever the scale.
    expect(one('-5 °C').si).toBeCloseTo(268.15, 9);
    expect(one('-5 °C').dimension).toBe('K1');
    // A sum, not a negative number.
    expect(read('3 minus 2')).toEqual([
      [3, undefined],
      [2, undefined],
    ]);
  });
});

describe('compareQuantities', () => {
  it('tells the same amount, the number without its unit, and a different amount apart', () => {
    const model = one('9.8 m/s²');
    expect(compareQuantities(model, one('980 cm/s²'))).toBe('same');
    expect(compareQuantities(model, one('9.8'))).toBe('number-only');
    expect(compareQuantities(model, one('9.8 m'))).toBe('different');
    expect(compareQuantities(model, one('10 m/s²'))).toBe('different');
  });

  it('takes a number as the same only when equal, or rounded by the student to two decimals or more', () => {
    expect(compareQuantities(one('1945'), one('1944'))).toBe('different');
    expect(compareQuantities(one('1000 m'), one('999 m'))).toBe('different');
    expect(compareQuantities(one('3.5'), one('4'))).toBe('different');
    expect(compareQuantities(one('1/3'), one('0.33'))).toBe('same');
    expect(compareQuantities(one('1/3'), one('0.3'))).toBe('different');
    expect(compareQuantities(one('3.14159 m'), one('314.16 cm'))).toBe('same');
    expect(compareQuantities(one('0.98 m'), one('98.0 cm'))).toBe('same');
  });

  it('compares temperatures across scales to the precision the student wrote', () => {
    const boiling = one('100 °C');
    expect(compareQuantities(boiling, one('212 °F'))).toBe('same');
    expect(compareQuantities(boiling, one('373 K'))).toBe('same');
    expect(compareQuantities(boiling, one('373.15 K'))).toBe('same');
    expect(compareQuantities(boiling, one('373.2 K'))).toBe('same');
    expect(compareQuantities(boiling, one('372 K'))).toBe('different');
    expect(compareQuantities(boiling, one('100 °F'))).toBe('different');
    expect(compareQuantities(one('0 °C'), one('0 degrees Celsius'))).toBe('same');
    expect(compareQuantities(one('0 °C'), one('273 K'))).toBe('same');
    expect(compareQuantities(one('-5 °C'), one('5 °C'))).toBe('different');
    expect(compareQuantities(one('37 °C'), one('98.6 degrees Fahrenheit'))).toBe('same');
    // A difference in a compound unit is not a temperature on a scale.
    expect(one('4200 J/kg°C').scale).toBeUndefined();
  });
});
