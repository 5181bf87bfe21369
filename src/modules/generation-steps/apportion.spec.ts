import { apportion } from 'src/modules/generation-steps/apportion';

describe('apportion', () => {
  it('gives whole counts that add up to the total', () => {
    expect(apportion(10, { easy: 30, medium: 50, hard: 20 })).toEqual({
      easy: 3,
      medium: 5,
      hard: 2,
    });
    const counts = apportion(7, { a: 33, b: 33, c: 34 });
    expect(counts.a + counts.b + counts.c).toBe(7);
    expect(counts).toEqual({ a: 2, b: 2, c: 3 });
  });

  it('keeps every count within one of its exact share', () => {
    for (let total = 1; total <= 50; total += 1) {
      const shares = {
        remember: 30,
        understand: 30,
        apply: 30,
        analyze: 10,
        evaluate: 0,
        create: 0,
      };
      const counts = apportion(total, shares);
      expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(total);
      for (const key of Object.keys(shares) as (keyof typeof shares)[]) {
        expect(Math.abs(counts[key] - (total * shares[key]) / 100)).toBeLessThan(1);
      }
      expect(counts.create).toBe(0);
    }
  });
});
