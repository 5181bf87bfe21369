import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { mathsExercises } from 'src/ai/builtin/curriculum/maths';
import type { CurriculumFile, CurriculumTopic } from 'src/ai/builtin/curriculum/curriculum-topic';

const DIRECTORY = join(__dirname, '..', 'data', 'mathematics');
const topics: CurriculumTopic[] = readdirSync(DIRECTORY)
  .filter((name) => name.endsWith('.json'))
  .flatMap(
    (name) => (JSON.parse(readFileSync(join(DIRECTORY, name), 'utf8')) as CurriculumFile).topics,
  );
const topic = (title: string) => topics.find((t) => t.title === title)!;

/** Every question the topic's skills ask at its classes and difficulties. */
function questions(title: string): string[] {
  const t = topic(title);
  return (t.skills ?? []).flatMap((skill) =>
    t.grades.flatMap((grade) =>
      (['easy', 'medium', 'hard'] as const).flatMap((difficulty) =>
        mathsExercises(skill, { grade, difficulty, count: 4, seed: 'fit' }).map((e) => e.question),
      ),
    ),
  );
}

describe('a maths topic practises only calculations of its own', () => {
  it('Quadrilaterals finds angles of quadrilaterals and polygons, not angles at a point', () => {
    const asked = questions('Quadrilaterals');
    expect(asked.length).toBeGreaterThan(0);
    for (const q of asked) {
      expect(q).toMatch(/quadrilateral|parallelogram|polygon/);
      expect(q).not.toMatch(/meet at a point/);
    }
  });

  it('Introduction to trigonometry finds sin, cos and tan, not a hypotenuse', () => {
    const asked = questions('Introduction to trigonometry');
    expect(asked.length).toBeGreaterThan(0);
    for (const q of asked) {
      expect(q).toMatch(/\b(sin|cos|tan) A\b/);
      expect(q).not.toMatch(/length of the hypotenuse|ladder/);
    }
  });

  it('Squares and square roots finds squares and square roots, not other powers', () => {
    expect(topic('Squares and square roots').skills).not.toContain('exponents.evaluate');
    const asked = questions('Squares and square roots');
    expect(asked.length).toBeGreaterThan(0);
    for (const q of asked) expect(q).toMatch(/√|\d²|perfect square/);
    expect(asked.some((q) => /√[\d,]+ by prime factorisation/.test(q))).toBe(true);
  });

  it('Factorisation factorises, it does not simplify expressions', () => {
    expect(topic('Factorisation').skills).not.toContain('algebra.simplify');
    const asked = questions('Factorisation');
    expect(asked.length).toBeGreaterThan(0);
    for (const q of asked) expect(q).toMatch(/^Factorise /);
  });

  it('Surface areas and volumes measures cylinders, cones and spheres, not ladders', () => {
    expect(topic('Surface areas and volumes of solids').skills).not.toContain(
      'geometry.pythagoras',
    );
    const asked = questions('Surface areas and volumes of solids');
    expect(asked.length).toBeGreaterThan(0);
    for (const q of asked) {
      expect(q).toMatch(/^A (cylinder|cone|sphere|hemisphere) has /);
      expect(q).not.toMatch(/ladder|hypotenuse/);
    }
  });

  it('the Class 9–10 algebra chapters each practise their own calculations', () => {
    for (const q of questions('Polynomials')) expect(q).toMatch(/polynomial|p\(x\)/);
    for (const q of questions('Quadratic equations'))
      expect(q).toMatch(/^Solve (\d?x² .*|x² = .*)|^(Find|Use) the discriminant/);
    for (const q of questions('Arithmetic progressions'))
      expect(q).toMatch(/\bAP\b|^Find the sum /);
    for (const q of questions('Pair of linear equations in two variables'))
      expect(q).toMatch(/ and .* by (substitution|elimination)\.$|lies on the graph of/);
    for (const title of [
      'Polynomials',
      'Quadratic equations',
      'Arithmetic progressions',
      'Pair of linear equations in two variables',
    ])
      expect(questions(title).length).toBeGreaterThan(10);
  });
});
