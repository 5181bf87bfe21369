import { splitMinutes } from 'src/ai/builtin/teaching/lesson/minute-split';

describe('splitMinutes', () => {
  it('gives whole minutes that add up exactly, close to the weights', () => {
    for (const total of [30, 37, 45, 61, 89, 90]) {
      const parts = splitMinutes(total, [12, 28, 20, 20, 8, 12], 2);
      expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
      for (const part of parts) expect(Number.isInteger(part)).toBe(true);
      // Largest remainder never strays a whole minute from the exact share of what is left.
      const spare = total - 2 * parts.length;
      [12, 28, 20, 20, 8, 12].forEach((w, i) => {
        expect(Math.abs(parts[i] - 2 - (spare * w) / 100)).toBeLessThan(1);
      });
    }
  });

  it('keeps every part at the minimum, lowering it only when time is that short', () => {
    expect(Math.min(...splitMinutes(30, [1, 50, 1], 3))).toBe(3);
    expect(splitMinutes(4, [1, 1, 1], 2)).toEqual([2, 1, 1]);
    expect(splitMinutes(0, [1, 2], 2)).toEqual([0, 0]);
  });

  it('breaks ties the same way every time: heavier part first, then earlier', () => {
    expect(splitMinutes(5, [1, 1], 1)).toEqual([3, 2]);
    expect(splitMinutes(5, [1, 2, 2], 0)).toEqual([1, 2, 2]);
    expect(splitMinutes(3, [1, 1, 1, 2], 0)).toEqual([1, 1, 0, 1]);
  });

  it('refuses a fractional or negative total', () => {
    expect(() => splitMinutes(4.5, [1])).toThrow(RangeError);
    expect(() => splitMinutes(-1, [1])).toThrow(RangeError);
  });
});
