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

  it('Factorisation and Squares and square roots set no off-topic generated exercises', () => {
    // No generator factorises or finds square roots yet: simplifying expressions and evaluating
    // powers are other chapters' skills, so these topics practise from their worked examples.
    expect(topic('Factorisation').skills ?? []).not.toContain('algebra.simplify');
    expect(topic('Squares and square roots').skills ?? []).not.toContain('exponents.evaluate');
    for (const title of ['Factorisation', 'Squares and square roots'])
      for (const q of questions(title))
        expect(q).not.toMatch(/^Simplify|^Work out \d+[⁰¹²³⁴⁵⁶⁷⁸⁹⁻]+/);
  });
});
