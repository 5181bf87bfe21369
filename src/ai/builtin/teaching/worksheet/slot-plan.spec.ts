import { BLOOM_LEVELS } from 'src/ai/ports/teaching-content.port';
import { BLUEPRINT_ALL_TYPES } from 'src/ai/builtin/teaching/__fixtures__/passages';
import { planSlots } from 'src/ai/builtin/teaching/worksheet/slot-plan';

describe('planSlots', () => {
  it('gives exactly the blueprint counts per type, Bloom level and difficulty', () => {
    const slots = planSlots(BLUEPRINT_ALL_TYPES);
    const count = <K extends string>(key: (s: (typeof slots)[number]) => K) =>
      slots.reduce<Record<string, number>>(
        (acc, s) => ({ ...acc, [key(s)]: (acc[key(s)] ?? 0) + 1 }),
        {},
      );
    expect(count((s) => s.type)).toEqual(BLUEPRINT_ALL_TYPES.questionTypes);
    expect(count((s) => s.bloom)).toEqual(BLUEPRINT_ALL_TYPES.blooms);
    expect(count((s) => s.difficulty)).toEqual(BLUEPRINT_ALL_TYPES.difficulties);
  });

  it('gives the higher Bloom levels to the types that carry more thinking', () => {
    const slots = planSlots(BLUEPRINT_ALL_TYPES);
    const level = (type: string) =>
      Math.max(...slots.filter((s) => s.type === type).map((s) => BLOOM_LEVELS.indexOf(s.bloom)));
    expect(level('long_answer')).toBeGreaterThan(level('true_false'));
  });

  it('refuses a blueprint whose totals disagree', () => {
    expect(() =>
      planSlots({ ...BLUEPRINT_ALL_TYPES, difficulties: { easy: 1, medium: 0, hard: 0 } }),
    ).toThrow(/does not add up/);
  });
});
