import { INSTRUCTIONAL_BLOCKS } from 'src/ai/ports/teaching-content.port';
import { MATERIAL_PLACEHOLDERS } from 'src/ai/builtin/teaching/lesson/lesson-materials';
import { placeholdersOf } from 'src/ai/builtin/teaching/lesson/lesson-text';
import { minutesNeeded } from 'src/ai/builtin/teaching/lesson/strategy-selection';
import { TEACHING_STRATEGIES } from 'src/ai/builtin/teaching/lesson/teaching-strategies.catalogue';
import { SCRIPT_PLACEHOLDERS } from 'src/ai/builtin/teaching/lesson/teaching-strategy';

describe('the teaching-strategy catalogue', () => {
  it('holds 30–40 strategies with unique names', () => {
    expect(TEACHING_STRATEGIES.length).toBeGreaterThanOrEqual(30);
    expect(TEACHING_STRATEGIES.length).toBeLessThanOrEqual(40);
    const names = TEACHING_STRATEGIES.map((s) => s.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
  });

  it('offers every block several strategies, short ones included', () => {
    for (const block of INSTRUCTIONAL_BLOCKS) {
      const fitting = TEACHING_STRATEGIES.filter((s) => s.blocks.includes(block));
      expect(fitting.length).toBeGreaterThanOrEqual(6);
      expect(fitting.some((s) => minutesNeeded(s) <= 2)).toBe(true);
    }
  });

  it('gives every strategy blocks, Bloom levels, a description and a script of steps', () => {
    for (const s of TEACHING_STRATEGIES) {
      expect(s.blocks.length).toBeGreaterThan(0);
      expect(s.blooms.length).toBeGreaterThan(0);
      expect(s.description.length).toBeGreaterThan(20);
      expect(s.steps.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('uses only placeholders the writer fills, and names the concept in every script', () => {
    const known = new Set<string>(SCRIPT_PLACEHOLDERS);
    const forMaterials = new Set<string>(MATERIAL_PLACEHOLDERS);
    for (const s of TEACHING_STRATEGIES) {
      const used = [...s.steps, s.note].flatMap(placeholdersOf);
      expect(used.filter((p) => !known.has(p))).toEqual([]);
      const inMaterials = s.materials.map((m) => m.use).flatMap(placeholdersOf);
      expect(inMaterials.filter((p) => !forMaterials.has(p))).toEqual([]);
      expect(s.steps.flatMap(placeholdersOf).some((p) => p.startsWith('concept'))).toBe(true);
    }
  });
});
