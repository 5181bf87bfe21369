import { garbledMaths } from 'src/ai/builtin/papers/garbled-maths';

describe('garbledMaths', () => {
  it('names every sign of the misread kinetic-energy line of issue #26', () => {
    const reason = garbledMaths('KE=12xmxvxv=05%x2x3x3=9]');
    expect(reason).toContain('“12xmxvxv” runs numbers and letters together');
    expect(reason).toContain('“05” starts with a 0');
    expect(reason).toContain('“05%x2x3x3” has a % sign inside a calculation');
    expect(reason).toContain('“9]” does not read as maths');
  });

  it.each([
    ['v = 2 | 3', '“|” is not a maths sign'],
    ['x = 1O5', '“1O5” has a letter inside a number'],
    ['v = (2 + 3', '“(2 + 3” does not read as maths'],
    ['p = 2 + * 3', '“2 + * 3” does not read as maths'],
    ['KE = mxvxv = 9 J', '“mxvxv” runs numbers and letters together'],
    // As tesseract reads "KE = 1/2 x m x v x v" in the fixtures' font.
    ['KE=12xmxvxyv', '“12xmxvxyv” runs numbers and letters together'],
    ['m = 0.5 x 2 = 01', '“01” starts with a 0'],
  ])('flags %s', (line, reason) => {
    expect(garbledMaths(line)).toContain(reason);
  });

  it.each([
    'KE = 1/2 x m x v x v = 0.5 x 2 x 3 x 3 = 9 J',
    'KE = ½ mv² = ½ × 2 × 3² = 9 J',
    'Work done = force x distance = 10 x 5 = 50 J',
    'Area = 5 cm x 4 cm = 20 cm²',
    'x = 5, so y = 2x = 10',
    '3x + 2 = 11',
    '20% x 50 = 10',
    '50% of 20 = 10',
    '£5 x 3 = £15',
    'Rs. 500 x 2 = Rs. 1000',
    'P = 1,000 x 2 = 2,000 W',
    'a = (v - u)/t = (20 - 10)/5 = 2 m/s²',
    'E = mc^2 = 2 x (3 x 10^8)^2',
    'Q = mcΔT = 2 x 4200 x 10 = 84000 J',
    '(x - 2)(x - 3) = 0',
    'sqrt(16) = 4',
    'ratio 2:3 = 4:6',
    'Temperature = 25 °C',
    "Newton's 2nd law: F = ma",
    '5 kg x 10 N/kg = 50 N',
    't = 5mins x 60 = 300 s',
    // Working that carries on over the next line.
    '= 2 x 3 x',
    '0.5 x 2 x 3 x 3 = 9 J',
  ])('reads %s as maths a student wrote', (line) => {
    expect(garbledMaths(line)).toBeNull();
  });

  it.each([
    'Plants make glucose using sunlight.',
    'The colour changes in 2 minutes | then stops',
    'Section {A}: 05 questions',
  ])('leaves lines that are not calculations alone: %s', (line) => {
    expect(garbledMaths(line)).toBeNull();
  });
});
