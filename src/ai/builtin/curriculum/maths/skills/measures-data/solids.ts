/**
 * Cylinders, cones, spheres and hemispheres (Classes 9–10): surface areas and volumes with the
 * value of π stated (22/7 or 3.14), numbers chosen so the answer is exact to the hundredth, and
 * the slant height of a cone from whole-number triples.
 */
import {
  decimal,
  exercise,
  fracKey,
  int,
  pick,
  wrong,
  type Candidate,
  type Level,
  type SkillGenerator,
} from '../../generator-kit';
import type { Random } from 'src/ai/builtin/seeded-random';

import { ASKED, type Measure, type Solid } from './solid-formulas';

/** Whole-number cones: radius, height and slant height. */
const TRIPLES: [number, number, number][] = [
  [3, 4, 5],
  [6, 8, 10],
  [5, 12, 13],
  [9, 12, 15],
  [8, 15, 17],
  [7, 24, 25],
  [12, 16, 20],
  [14, 48, 50],
  [21, 20, 29],
];

/** π × measure in hundredths, when it is whole: 22/7 is 2200/7 hundredths, 3.14 is 314. */
function hundredths(m: Measure, pi: '22/7' | '3.14'): number | null {
  const numerator = m.n * (pi === '22/7' ? 2200 : 314);
  const denominator = m.d * (pi === '22/7' ? 7 : 1);
  return numerator % denominator === 0 ? numerator / denominator : null;
}

const withUnit = (h: number, unit: string) => `${decimal(h, 2)} ${unit}`;

/** Easy: cylinders and the sphere's surface; medium: cones and volumes of spheres; hard: a diameter given, hemispheres. */
function solidFor(random: Random, level: Level): Solid {
  if (level.difficulty === 'easy') return pick(random, ['cylinder', 'cylinder', 'sphere'] as const);
  if (level.difficulty === 'medium') return pick(random, ['cone', 'sphere', 'cylinder'] as const);
  return pick(random, ['hemisphere', 'cone', 'sphere', 'cylinder'] as const);
}

export const SOLID_SKILLS: SkillGenerator[] = [
  {
    id: 'solids.surface_area_volume',
    title: 'Surface areas and volumes of cylinders, cones and spheres',
    grades: [9, 10],
    make(random, level) {
      const solid = solidFor(random, level);
      const options = ASKED[solid].filter(
        (asked) =>
          level.difficulty !== 'easy' || solid !== 'sphere' || asked.measure === 'surface area',
      );
      const asked = pick(random, options);
      const pi = random() < 0.5 ? '22/7' : '3.14';
      const triple = pick(random, TRIPLES);
      const roundSolid = solid === 'sphere' || solid === 'hemisphere';
      const r =
        solid === 'cone' ? triple[0] : pi === '22/7' ? 7 * int(random, 1, 3) : int(random, 2, 12);
      const h = solid === 'cone' ? triple[1] : roundSolid ? 0 : int(random, 3, 20);
      const l = solid === 'cone' ? triple[2] : 0;
      const value = hundredths(asked.value(r, h, l), pi);
      if (value === null) return null;
      const unit = asked.measure === 'volume' ? 'cm³' : 'cm²';
      const byDiameter = level.difficulty === 'hard' && solid !== 'cone';
      const given = [
        byDiameter ? `diameter ${2 * r} cm` : `radius ${r} cm`,
        ...(solid === 'cone'
          ? asked.measure === 'volume'
            ? [`height ${h} cm`]
            : [`height ${h} cm`, `slant height ${l} cm`]
          : h
            ? [`height ${h} cm`]
            : []),
      ];
      const candidates: Candidate[] = [];
      for (const [value, error] of asked.wrongs) {
        const wrongValue = hundredths(value(r, h, l), pi);
        if (wrongValue !== null)
          candidates.push(
            wrong(fracKey({ n: wrongValue, d: 100 }), withUnit(wrongValue, unit), error),
          );
      }
      if (byDiameter) {
        const doubled = hundredths(asked.value(2 * r, h, l), pi);
        if (doubled !== null)
          candidates.unshift(
            wrong(
              fracKey({ n: doubled, d: 100 }),
              withUnit(doubled, unit),
              'used the diameter as the radius',
            ),
          );
      }
      const values = asked
        .syntax(r, h, l)
        .replace('pi', pi)
        .replace(/\*/g, '×')
        .replace(/\^2/g, '²')
        .replace(/\^3/g, '³');
      return exercise('solids.surface_area_volume', level, {
        question: `A ${solid} has ${given.join(' and ').replace(/ and (?=.* and )/, ', ')}. Find its ${asked.measure}. Use π = ${pi}.`,
        answer: withUnit(value, unit),
        key: fracKey({ n: value, d: 100 }),
        working: [
          ...(byDiameter ? [`The radius is half the diameter: ${2 * r} ÷ 2 = ${r} cm.`] : []),
          `${asked.measure[0].toUpperCase()}${asked.measure.slice(1)} of a ${solid} = ${asked.text} = ${values}.`,
          `= ${withUnit(value, unit)}`,
        ],
        candidates,
        bloom: byDiameter ? 'analyze' : 'apply',
        check: {
          kind: 'value',
          expression: asked.syntax(r, h, l).replace('pi', pi === '22/7' ? '(22/7)' : '3.14'),
          unit: ` ${unit}`,
        },
      });
    },
  },
  {
    id: 'solids.cone_slant_height',
    title: 'The slant height of a cone',
    grades: [9, 10],
    make(random, level) {
      const [r, h, l] = pick(random, TRIPLES);
      const findHeight = level.difficulty === 'hard';
      const answer = findHeight ? h : l;
      const candidates: Candidate[] = findHeight
        ? [
            wrong(l - r, `${l - r} cm`, 'subtracted the radius from the slant height'),
            wrong(l * l - r * r, `${l * l - r * r} cm`, 'forgot to take the square root'),
            wrong(l + r, `${l + r} cm`, 'added the slant height and the radius'),
          ]
        : [
            wrong(r + h, `${r + h} cm`, 'added the radius and the height'),
            wrong(r * r + h * h, `${r * r + h * h} cm`, 'forgot to take the square root'),
            wrong(h, `${h} cm`, 'took the slant height to be the same as the height'),
          ];
      return exercise('solids.cone_slant_height', level, {
        question: findHeight
          ? `A cone has radius ${r} cm and slant height ${l} cm. Find its height.`
          : `A cone has radius ${r} cm and height ${h} cm. Find its slant height.`,
        answer: `${answer} cm`,
        key: answer,
        working: findHeight
          ? [
              `The height, radius and slant height make a right-angled triangle: h² = l² − r².`,
              `h² = ${l}² − ${r}² = ${l * l} − ${r * r} = ${h * h}, so h = √${h * h} = ${h} cm.`,
            ]
          : [
              `The slant height is the hypotenuse of a right-angled triangle: l² = r² + h².`,
              `l² = ${r}² + ${h}² = ${r * r} + ${h * h} = ${l * l}, so l = √${l * l} = ${l} cm.`,
            ],
        candidates,
        bloom: findHeight ? 'analyze' : 'apply',
        check: {
          kind: 'value',
          expression: findHeight ? `sqrt(${l}^2 - ${r}^2)` : `sqrt(${r}^2 + ${h}^2)`,
          unit: ' cm',
          places: 2,
        },
      });
    },
  },
];
