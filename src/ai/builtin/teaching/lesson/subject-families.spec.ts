import { MATERIAL_PLACEHOLDERS } from 'src/ai/builtin/teaching/lesson/lesson-materials';
import { placeholdersOf } from 'src/ai/builtin/teaching/lesson/lesson-text';
import { SUBJECT_FAMILIES, subjectFamily } from 'src/ai/builtin/teaching/lesson/subject-families';
import { SUBJECT_PROFILES } from 'src/ai/builtin/teaching/lesson/subject-profiles';

describe('subjectFamily', () => {
  it.each([
    ['Mathematics', 'mathematics'],
    ['Maths', 'mathematics'],
    ['Computer Science', 'computing'],
    ['Social Science', 'social_studies'],
    ['Physics', 'science'],
    ['EVS', 'science'],
    ['Physical Education', 'physical_education'],
    ['English Language', 'language'],
    ['Hindi', 'language'],
    ['Art and Design', 'arts'],
    ['History', 'social_studies'],
    ['Moral Education', 'general'],
  ])('%s → %s', (subject, family) => {
    expect(subjectFamily(subject)).toBe(family);
  });
});

describe('SUBJECT_PROFILES', () => {
  it('gives every family materials, real-world links and links to other families', () => {
    const allowed = new Set<string>(MATERIAL_PLACEHOLDERS);
    for (const family of SUBJECT_FAMILIES) {
      const profile = SUBJECT_PROFILES[family];
      expect(profile.materials.length).toBeGreaterThanOrEqual(3);
      expect(profile.realWorld.length).toBeGreaterThanOrEqual(3);
      expect(profile.linksTo).not.toContain(family);
      const used = profile.materials.flatMap((m) => placeholdersOf(m.use));
      expect(used.filter((p) => !allowed.has(p))).toEqual([]);
      for (const template of [...profile.realWorld, profile.linkActivity]) {
        expect(placeholdersOf(template)).toEqual(['concept']);
      }
    }
  });
});
