import type { Random } from 'src/ai/builtin/seeded-random';
import {
  exercise,
  frac,
  fracKey,
  fracText,
  int,
  pick,
  wrong,
  type Frac,
  type SkillGenerator,
} from '../../generator-kit';

function distinctAngles(random: Random, count: number, low: number, high: number): number[] {
  const values = new Set<number>();
  while (values.size < count) values.add(int(random, low, high));
  return [...values];
}

/** Sides of regular polygons whose interior angle is a whole number of degrees. */
const SIDES = [5, 6, 8, 9, 10, 12];

const TRIPLES = [
  [3, 4, 5],
  [5, 12, 13],
  [8, 15, 17],
  [7, 24, 25],
  [20, 21, 29],
  [6, 8, 10],
  [9, 12, 15],
];

const RATIOS = ['sin', 'cos', 'tan'] as const;
type Ratio = (typeof RATIOS)[number];

export const POLYGON_TRIGONOMETRY_SKILLS: SkillGenerator[] = [
  {
    id: 'angles.quadrilateral',
    title: 'Angles in quadrilaterals and polygons',
    grades: [7, 9],
    make(random, level) {
      const deg = (value: number) => `${value}°`;
      if (level.difficulty === 'hard') {
        const n = pick(random, SIDES);
        const angle = ((n - 2) * 180) / n;
        return exercise('angles.quadrilateral', level, {
          question: `Find the size of each interior angle of a regular polygon with ${n} sides.`,
          answer: deg(angle),
          key: angle,
          working: [
            `The interior angles of a polygon with ${n} sides add up to (${n} − 2) × 180° = ${(n - 2) * 180}°.`,
            `A regular polygon's angles are equal: ${(n - 2) * 180}° ÷ ${n} = ${angle}°.`,
          ],
          candidates: [
            wrong(360 / n, deg(360 / n), 'gave the exterior angle'),
            wrong((n - 2) * 180, deg((n - 2) * 180), 'found the angle sum and did not divide'),
            wrong(180, '180°', `used ${n} × 180° for the angle sum`),
          ],
          bloom: 'analyze',
          check: { kind: 'value', expression: `(${n} - 2) * 180 / ${n}`, unit: '°' },
        });
      }
      if (level.difficulty === 'medium') {
        const given = int(random, 35, 145);
        if (given === 90) return null;
        // Angle B is next to A (they add up to 180°); angle C is opposite A (equal to it).
        const opposite = random() < 0.4;
        const answer = opposite ? given : 180 - given;
        return exercise('angles.quadrilateral', level, {
          question: `In the parallelogram ABCD, angle A is ${deg(given)}. Find angle ${opposite ? 'C' : 'B'}.`,
          answer: deg(answer),
          key: answer,
          working: opposite
            ? ['Opposite angles of a parallelogram are equal.', `Angle C = angle A = ${deg(given)}`]
            : [
                'Next to each other, the angles of a parallelogram add up to 180° (co-interior angles).',
                `180° − ${deg(given)} = ${deg(answer)}`,
              ],
          candidates: opposite
            ? [
                wrong(180 - given, deg(180 - given), 'thought opposite angles add up to 180°'),
                wrong(360 - given, deg(360 - given), 'thought opposite angles add up to 360°'),
              ]
            : [
                wrong(
                  given,
                  deg(given),
                  'thought angles next to each other are equal (opposite ones are)',
                ),
                wrong(360 - given, deg(360 - given), 'used 360° instead of 180°'),
                given < 90
                  ? wrong(90 - given, deg(90 - given), 'used 90° instead of 180°')
                  : wrong(given - 90, deg(given - 90), 'took away a right angle'),
              ],
          bloom: 'apply',
          check: { kind: 'value', expression: opposite ? `${given}` : `180 - ${given}`, unit: '°' },
        });
      }
      const parts = distinctAngles(random, 3, 50, 140);
      const known = parts.reduce((sum, part) => sum + part, 0);
      const x = 360 - known;
      if (x < 30 || x > 170) return null;
      return exercise('angles.quadrilateral', level, {
        question: `Three angles of a quadrilateral are ${deg(parts[0])}, ${deg(parts[1])} and ${deg(parts[2])}. Find the fourth angle.`,
        answer: deg(x),
        key: x,
        working: [
          'The angles of a quadrilateral add up to 360°.',
          `360° − (${parts.map(deg).join(' + ')}) = 360° − ${deg(known)} = ${deg(x)}`,
        ],
        candidates: [
          ...(known < 180
            ? [wrong(180 - known, deg(180 - known), 'used 180° as for a triangle')]
            : [wrong(known - 180, deg(known - 180), 'used 180° as for a triangle')]),
          wrong(known, deg(known), 'added the given angles and stopped'),
          wrong(360 - parts[0] - parts[1], deg(360 - parts[0] - parts[1]), 'left out one angle'),
        ],
        bloom: 'apply',
        check: { kind: 'value', expression: `360 - (${parts.join(' + ')})`, unit: '°' },
      });
    },
  },
  {
    id: 'trigonometry.ratios',
    title: 'Trigonometric ratios from side lengths',
    grades: [10, 10],
    make(random, level) {
      const [p, q, r] = pick(random, TRIPLES);
      // Right-angled at B: BC is opposite A, AB is next to A, AC is the hypotenuse.
      const [bc, ab] = random() < 0.5 ? [p, q] : [q, p];
      const ratio: Ratio = pick(random, RATIOS);
      const value = (name: Ratio): Frac =>
        name === 'sin' ? frac(bc, r) : name === 'cos' ? frac(ab, r) : frac(bc, ab);
      const sides = { sin: ['BC', 'AC'], cos: ['AB', 'AC'], tan: ['BC', 'AB'] }[ratio];
      const lengths = { sin: [bc, r], cos: [ab, r], tan: [bc, ab] }[ratio];
      const answer = value(ratio);
      const option = (v: Frac, error: string) => wrong(fracKey(v), fracText(v), error);
      const others = RATIOS.filter((name) => name !== ratio).map((name) =>
        option(value(name), `gave ${name} A instead of ${ratio} A`),
      );
      const upsideDown = option(frac(answer.d, answer.n), 'turned the ratio upside down');
      if (level.difficulty === 'hard') {
        if (ratio === 'sin') return null;
        const s = value('sin');
        const complement = frac(s.d - s.n, s.d);
        return exercise('trigonometry.ratios', level, {
          question: `In a right-angled triangle, sin A = ${fracText(s)}. Find ${ratio} A. Give your answer as a fraction in its simplest form.`,
          answer: fracText(answer),
          key: fracKey(answer),
          working: [
            `sin A = ${fracText(s)}: take the side opposite A as ${s.n} and the hypotenuse as ${s.d}.`,
            `The side next to A is √(${s.d}² − ${s.n}²) = √${s.d * s.d - s.n * s.n} = ${Math.sqrt(s.d * s.d - s.n * s.n)}.`,
            `${ratio} A = ${fracText(answer)}`,
          ],
          candidates: [
            ...(ratio === 'cos' ? [option(complement, 'took cos A as 1 − sin A')] : []),
            upsideDown,
            ...others,
          ],
          bloom: 'analyze',
          check: { kind: 'value', expression: `${answer.n}/${answer.d}`, simplest: true },
        });
      }
      const hypotenuseGiven = level.difficulty === 'easy';
      const given = hypotenuseGiven
        ? `AB = ${ab} cm, BC = ${bc} cm and AC = ${r} cm`
        : `AB = ${ab} cm and BC = ${bc} cm`;
      return exercise('trigonometry.ratios', level, {
        question: `Triangle ABC has a right angle at B, with ${given}. Find ${ratio} A as a fraction in its simplest form.`,
        answer: fracText(answer),
        key: fracKey(answer),
        working: [
          ...(hypotenuseGiven || ratio === 'tan'
            ? []
            : [`AC² = AB² + BC² = ${ab * ab} + ${bc * bc} = ${r * r}, so AC = ${r} cm.`]),
          `${ratio} A = ${{ sin: 'opposite/hypotenuse', cos: 'adjacent/hypotenuse', tan: 'opposite/adjacent' }[ratio]} = ${sides[0]}/${sides[1]} = ${lengths[0]}/${lengths[1]}${lengths[0] / lengths[1] === answer.n / answer.d && lengths[1] !== answer.d ? ` = ${fracText(answer)}` : ''}`,
        ],
        candidates: [...others, upsideDown],
        bloom: 'apply',
        check: { kind: 'value', expression: `${lengths[0]}/${lengths[1]}`, simplest: true },
      });
    },
  },
];
