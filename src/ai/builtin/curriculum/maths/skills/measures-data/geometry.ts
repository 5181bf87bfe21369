import type { Random } from 'src/ai/builtin/seeded-random';
import {
  byDifficulty,
  decimal,
  exercise,
  fracKey,
  int,
  num,
  pick,
  wrong,
  type SkillGenerator,
} from '../../generator-kit';

function distinctValues(random: Random, count: number, low: number, high: number): number[] {
  const values = new Set<number>();
  while (values.size < count) values.add(int(random, low, high));
  return [...values];
}

const TRIPLES = [
  [3, 4, 5],
  [6, 8, 10],
  [5, 12, 13],
  [8, 15, 17],
  [9, 12, 15],
  [7, 24, 25],
  [12, 16, 20],
  [20, 21, 29],
  [9, 40, 41],
  [15, 20, 25],
];

export const GEOMETRY_SKILLS: SkillGenerator[] = [
  {
    id: 'angles.on_line',
    title: 'Angles on a straight line',
    grades: [5, 8],
    make(random, level) {
      const parts =
        level.difficulty === 'easy'
          ? [int(random, 20, 160)]
          : [int(random, 15, 80), int(random, 15, 80)];
      const known = parts.reduce((s, p) => s + p, 0);
      const x = 180 - known;
      if (x <= 5) return null;
      const list = parts.map((p) => `${p}°`).join(' and ');
      return exercise('angles.on_line', level, {
        question: `${parts.length === 1 ? 'Two angles' : 'Three angles'} lie on a straight line. ${parts.length === 1 ? 'One is' : 'Two of them are'} ${list}. Find the missing angle.`,
        answer: `${x}°`,
        key: x,
        working: [
          'Angles on a straight line add up to 180°.',
          `180° − ${parts.map((p) => `${p}°`).join(' − ')} = ${x}°`,
        ],
        candidates: [
          wrong(360 - known, `${360 - known}°`, 'used 360° instead of 180°'),
          ...(known < 90 ? [wrong(90 - known, `${90 - known}°`, 'used 90° instead of 180°')] : []),
          wrong(parts[0], `${parts[0]}°`, 'thought the angles must be equal'),
          wrong(180 - parts[0], `${180 - parts[0]}°`, 'took away only one of the known angles'),
          wrong(x + 10, `${x + 10}°`, 'made a subtraction slip'),
        ],
        bloom: 'apply',
        check: { kind: 'value', expression: `180 - (${parts.join(' + ')})`, unit: '°' },
      });
    },
  },
  {
    id: 'angles.at_point',
    title: 'Angles at a point',
    grades: [5, 8],
    make(random, level) {
      const parts = distinctValues(random, byDifficulty(level, 2, 3, 3), 30, 130);
      const known = parts.reduce((s, p) => s + p, 0);
      const x = 360 - known;
      if (x <= 10) return null;
      return exercise('angles.at_point', level, {
        question: `${parts.length === 2 ? 'Three' : 'Four'} angles meet at a point. ${parts.length === 2 ? 'Two' : 'Three'} of them are ${parts
          .slice(0, -1)
          .map((p) => `${p}°`)
          .join(', ')} and ${parts[parts.length - 1]}°. Find the missing angle.`,
        answer: `${x}°`,
        key: x,
        working: [
          'Angles around a point add up to 360°.',
          `360° − (${parts.map((p) => `${p}°`).join(' + ')}) = 360° − ${known}° = ${x}°`,
        ],
        candidates: [
          ...(known < 180
            ? [wrong(180 - known, `${180 - known}°`, 'used 180° instead of 360°')]
            : []),
          wrong(known, `${known}°`, 'added the given angles and stopped'),
          wrong(
            360 - parts[0] - parts[1],
            `${360 - parts[0] - parts[1]}°`,
            'left out one of the known angles',
          ),
          wrong(x + 10, `${x + 10}°`, 'made a subtraction slip'),
        ],
        bloom: 'apply',
        check: { kind: 'value', expression: `360 - (${parts.join(' + ')})`, unit: '°' },
      });
    },
  },
  {
    id: 'angles.triangle',
    title: 'Angles in a triangle',
    grades: [5, 9],
    make(random, level) {
      if (level.difficulty === 'hard') {
        const apex = 2 * int(random, 10, 70);
        const base = (180 - apex) / 2;
        return exercise('angles.triangle', level, {
          question: `An isosceles triangle has an angle of ${apex}° between its two equal sides. What size is each of the other two angles?`,
          answer: `${base}°`,
          key: base,
          working: [
            'The angles in a triangle add up to 180°, and the two base angles of an isosceles triangle are equal.',
            `180° − ${apex}° = ${180 - apex}°`,
            `${180 - apex}° ÷ 2 = ${base}°`,
          ],
          candidates: [
            wrong(
              180 - apex,
              `${180 - apex}°`,
              'forgot to share what is left between the two equal angles',
            ),
            wrong(apex, `${apex}°`, 'thought all three angles are equal'),
            wrong((360 - apex) / 2, `${(360 - apex) / 2}°`, 'used 360° instead of 180°'),
            wrong(60, '60°', 'treated the triangle as equilateral'),
          ],
          bloom: 'analyze',
          check: { kind: 'value', expression: `(180 - ${apex}) / 2`, unit: '°' },
        });
      }
      const a = int(random, 20, 100);
      const b = int(random, 20, 150 - a);
      const c = 180 - a - b;
      const right = level.difficulty === 'easy' && random() < 0.4;
      const [p, q] = right ? [90, int(random, 15, 75)] : [a, b];
      const x = 180 - p - q;
      if (c <= 0 || x <= 0) return null;
      return exercise('angles.triangle', level, {
        question: right
          ? `A right-angled triangle has one angle of ${q}°. Find the third angle.`
          : `Two angles of a triangle are ${p}° and ${q}°. Find the third angle.`,
        answer: `${x}°`,
        key: x,
        working: ['The angles in a triangle add up to 180°.', `180° − ${p}° − ${q}° = ${x}°`],
        candidates: [
          wrong(360 - p - q, `${360 - p - q}°`, 'used 360° instead of 180°'),
          wrong(p + q, `${p + q}°`, 'added the two angles and stopped'),
          wrong(180 - p, `${180 - p}°`, 'took away only one angle'),
          ...(right ? [wrong(180 - q, `${180 - q}°`, 'forgot the right angle')] : []),
        ],
        bloom: 'apply',
        check: { kind: 'value', expression: `180 - ${p} - ${q}`, unit: '°' },
      });
    },
  },
  {
    id: 'angles.vertically_opposite',
    title: 'Vertically opposite angles',
    grades: [6, 9],
    make(random, level) {
      const angle = int(random, 20, 160);
      if (angle === 90) return null;
      if (level.difficulty === 'hard') {
        const k = int(random, 2, 5);
        const c = int(random, 1, 30);
        if ((angle - c) % k !== 0 || angle - c <= 0) return null;
        const x = (angle - c) / k;
        const show = (value: number) => `x = ${num(value)}`;
        return exercise('angles.vertically_opposite', level, {
          question: `Two straight lines cross. One angle is ${angle}° and the angle vertically opposite it is (${k}x + ${c})°. Find x.`,
          answer: show(x),
          key: x,
          working: [
            'Vertically opposite angles are equal.',
            `${k}x + ${c} = ${angle}, so ${k}x = ${angle - c} and x = ${x}.`,
          ],
          candidates: [
            ...((180 - angle - c) % k === 0 && 180 - angle - c > 0
              ? [
                  wrong(
                    (180 - angle - c) / k,
                    show((180 - angle - c) / k),
                    'thought the two angles add up to 180°',
                  ),
                ]
              : []),
            ...((angle + c) % k === 0
              ? [
                  wrong(
                    (angle + c) / k,
                    show((angle + c) / k),
                    `added ${c} instead of subtracting it`,
                  ),
                ]
              : []),
            wrong(angle - c, show(angle - c), `forgot to divide by ${k}`),
            wrong(angle, show(angle), 'gave the angle instead of x'),
          ],
          bloom: 'analyze',
          check: { kind: 'equation', equation: `${k}*x + ${c} = ${angle}`, variable: 'x' },
        });
      }
      const adjacent = level.difficulty === 'medium' && random() < 0.5;
      const x = adjacent ? 180 - angle : angle;
      return exercise('angles.vertically_opposite', level, {
        question: adjacent
          ? `Two straight lines cross. One of the four angles is ${angle}°. Find the angle next to it (on the same straight line).`
          : `Two straight lines cross. One of the angles is ${angle}°. What is the angle vertically opposite it?`,
        answer: `${x}°`,
        key: x,
        working: adjacent
          ? ['Angles on a straight line add up to 180°.', `180° − ${angle}° = ${x}°`]
          : ['Vertically opposite angles are equal.', `The angle is ${x}°.`],
        candidates: adjacent
          ? [
              wrong(
                angle,
                `${angle}°`,
                'thought the angle next to it is vertically opposite and so equal',
              ),
              wrong(360 - angle, `${360 - angle}°`, 'used 360° instead of 180°'),
              ...(angle < 90
                ? [wrong(90 - angle, `${90 - angle}°`, 'used 90° instead of 180°')]
                : [wrong(angle - 90, `${angle - 90}°`, 'took away a right angle')]),
            ]
          : [
              wrong(
                180 - angle,
                `${180 - angle}°`,
                'thought vertically opposite angles add up to 180°',
              ),
              wrong(
                360 - angle,
                `${360 - angle}°`,
                'thought vertically opposite angles add up to 360°',
              ),
              ...(angle < 90
                ? [wrong(90 - angle, `${90 - angle}°`, 'thought the angles add up to 90°')]
                : []),
            ],
        bloom: adjacent ? 'apply' : 'remember',
        check: adjacent
          ? { kind: 'value', expression: `180 - ${angle}`, unit: '°' }
          : { kind: 'value', expression: `${angle}`, unit: '°' },
      });
    },
  },
  {
    id: 'geometry.pythagoras',
    title: "Pythagoras' theorem",
    grades: [8, 10],
    make(random, level) {
      const unit = 'cm';
      if (level.difficulty === 'hard') {
        // A ladder as one stands: its foot near the wall, reaching at least twice as high.
        const a = int(random, 1, 5);
        const b = int(random, Math.max(4, 2 * a), 12);
        const exactRoot = Math.sqrt(a * a + b * b);
        if (Number.isInteger(exactRoot) || a === b) return null;
        const rounded = Math.round(exactRoot * 10);
        return exercise('geometry.pythagoras', level, {
          question: `A ladder leans against a wall. Its foot is ${a} m from the wall and it reaches ${b} m up the wall. How long is the ladder? Give your answer to 1 decimal place.`,
          answer: `${decimal(rounded, 1, false)} m`,
          key: fracKey({ n: rounded, d: 10 }),
          working: [
            `The ladder is the hypotenuse: l² = ${a}² + ${b}² = ${a * a} + ${b * b} = ${a * a + b * b}.`,
            `l = √${a * a + b * b} = ${decimal(rounded, 1, false)} m (to 1 decimal place).`,
          ],
          candidates: [
            wrong(
              fracKey({ n: (a + b) * 10, d: 10 }),
              `${decimal((a + b) * 10, 1, false)} m`,
              'added the two lengths instead of using Pythagoras',
            ),
            wrong(
              fracKey({ n: (a * a + b * b) * 10, d: 10 }),
              `${decimal((a * a + b * b) * 10, 1, false)} m`,
              'forgot to take the square root',
            ),
            wrong(
              fracKey({ n: Math.round(Math.sqrt(Math.abs(b * b - a * a)) * 10), d: 10 }),
              `${decimal(Math.round(Math.sqrt(Math.abs(b * b - a * a)) * 10), 1, false)} m`,
              'subtracted the squares instead of adding them',
            ),
          ],
          bloom: 'apply',
          check: { kind: 'value', expression: `sqrt(${a}^2 + ${b}^2)`, unit: ' m', places: 1 },
        });
      }
      const [p, q, r] = pick(random, TRIPLES);
      if (level.difficulty === 'easy') {
        return exercise('geometry.pythagoras', level, {
          question: `A right-angled triangle has shorter sides of ${p} ${unit} and ${q} ${unit}. Find the length of the hypotenuse.`,
          answer: `${r} ${unit}`,
          key: r,
          working: [
            `c² = a² + b² = ${p}² + ${q}² = ${p * p} + ${q * q} = ${r * r}.`,
            `c = √${r * r} = ${r} ${unit}.`,
          ],
          candidates: [
            wrong(p + q, `${p + q} ${unit}`, 'added the two sides instead of using Pythagoras'),
            wrong(r * r, `${r * r} ${unit}`, 'forgot to take the square root'),
            wrong(
              2 * p + 2 * q,
              `${2 * (p + q)} ${unit}`,
              'doubled each side instead of squaring it',
            ),
          ],
          bloom: 'apply',
          check: {
            kind: 'value',
            expression: `sqrt(${p}^2 + ${q}^2)`,
            unit: ` ${unit}`,
            places: 0,
          },
        });
      }
      const leg = random() < 0.5 ? p : q;
      const other = leg === p ? q : p;
      const added = Math.round(Math.sqrt(r * r + leg * leg) * 10);
      return exercise('geometry.pythagoras', level, {
        question: `A right-angled triangle has a hypotenuse of ${r} ${unit} and one shorter side of ${leg} ${unit}. Find the length of the third side.`,
        answer: `${other} ${unit}`,
        key: other,
        working: [
          `b² = c² − a² = ${r}² − ${leg}² = ${r * r} − ${leg * leg} = ${other * other}.`,
          `b = √${other * other} = ${other} ${unit}.`,
        ],
        candidates: [
          wrong(
            `a${added}`,
            `${decimal(added, 1)} ${unit}`,
            'added the squares instead of subtracting, treating the hypotenuse as a shorter side',
          ),
          wrong(r - leg, `${r - leg} ${unit}`, 'subtracted the lengths instead of their squares'),
          wrong(other * other, `${other * other} ${unit}`, 'forgot to take the square root'),
        ],
        bloom: 'apply',
        check: {
          kind: 'value',
          expression: `sqrt(${r}^2 - ${leg}^2)`,
          unit: ` ${unit}`,
          places: 0,
        },
      });
    },
  },
];
