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
});

describe('compareQuantities', () => {
  it('tells the same amount, the number without its unit, and a different amount apart', () => {
    const model = one('9.8 m/s²');
    expect(compareQuantities(model, one('980 cm/s²'))).toBe('same');
    expect(compareQuantities(model, one('9.8'))).toBe('number-only');
    expect(compareQuantities(model, one('9.8 m'))).toBe('different');
    expect(compareQuantities(model, one('10 m/s²'))).toBe('different');
  });
});
