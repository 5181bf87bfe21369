import { powersOfSuperscripts, withoutThousandsCommas } from 'src/ai/builtin/maths-notation';

describe('maths notation', () => {
  it('reads superscripts as bracketed powers', () => {
    expect(powersOfSuperscripts('3²')).toBe('3^(2)');
    expect(powersOfSuperscripts('½mv²')).toBe('½mv^(2)');
    expect(powersOfSuperscripts('10⁻³ + 2¹²')).toBe('10^(-3) + 2^(12)');
    expect(powersOfSuperscripts('x^2')).toBe('x^2');
  });

  it('drops thousands commas but keeps lists', () => {
    expect(withoutThousandsCommas('₹1,200 ÷ 4')).toBe('₹1200 ÷ 4');
    expect(withoutThousandsCommas('4,250,000')).toBe('4250000');
    expect(withoutThousandsCommas('1,2,3')).toBe('1,2,3');
    expect(withoutThousandsCommas('1,2345')).toBe('1,2345');
  });
});
