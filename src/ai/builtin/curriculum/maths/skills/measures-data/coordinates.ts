import type { Random } from 'src/ai/builtin/seeded-random';
import {
  byDifficulty,
  decimal,
  exercise,
  fracKey,
  int,
  num,
  pick,
  signed,
  wrong,
  type SkillGenerator,
} from '../../generator-kit';

/** "(−3, 4)" */
function point(x: number, y: number): string {
  return `(${num(x)}, ${num(y)})`;
}

function pointKey(x: number, y: number): string {
  return `${x},${y}`;
}

/** Where (x, y) lies; quadrants are numbered anticlockwise from the one where both are positive. */
function placeOf(x: number, y: number): string {
  if (x === 0 && y === 0) return 'at the origin';
  if (y === 0) return 'on the x-axis';
  if (x === 0) return 'on the y-axis';
  return `Quadrant ${y > 0 ? (x > 0 ? 'I' : 'II') : x < 0 ? 'III' : 'IV'}`;
}

/** A coordinate that is not zero, negative about half the time. */
function nonZero(random: Random, size: number): number {
  return int(random, 1, size) * (random() < 0.5 ? -1 : 1);
}

/** Right-angled steps whose hypotenuse is whole: (dx, dy, distance). */
const STEPS = [
  [3, 4, 5],
  [4, 3, 5],
  [6, 8, 10],
  [8, 6, 10],
  [5, 12, 13],
  [12, 5, 13],
  [8, 15, 17],
  [9, 12, 15],
  [12, 9, 15],
];

function words(value: number, positive: string, negative: string): string {
  const size = Math.abs(value);
  return `${size} unit${size === 1 ? '' : 's'} ${value > 0 ? positive : negative}`;
}

export const COORDINATE_SKILLS: SkillGenerator[] = [
  {
    id: 'coordinates.read',
    title: 'Reading and writing the coordinates of a point',
    grades: [8, 9],
    make(random, level) {
      const x = nonZero(random, 9);
      const y = nonZero(random, 9);
      if (Math.abs(x) === Math.abs(y)) return null;
      if (level.difficulty === 'easy') {
        const askX = random() < 0.5;
        const [asked, other] = askX ? [x, y] : [y, x];
        return exercise('coordinates.read', level, {
          question: `What is the ${askX ? 'abscissa (x-coordinate)' : 'ordinate (y-coordinate)'} of the point ${point(x, y)}?`,
          answer: num(asked),
          key: asked,
          working: [
            `In ${point(x, y)} the first number is the x-coordinate and the second is the y-coordinate.`,
            `The ${askX ? 'abscissa' : 'ordinate'} is ${num(asked)}.`,
          ],
          candidates: [
            wrong(other, num(other), `gave the ${askX ? 'y' : 'x'}-coordinate (mixed up x and y)`),
            wrong(-asked, num(-asked), 'dropped or changed the sign'),
            wrong(-other, num(-other), 'gave the other coordinate and changed its sign'),
          ],
          bloom: 'remember',
          check: { kind: 'value', expression: String(asked) },
        });
      }
      if (level.difficulty === 'medium') {
        return exercise('coordinates.read', level, {
          question: `A point is ${words(x, 'to the right of', 'to the left of')} the y-axis and ${words(y, 'above', 'below')} the x-axis. What are its coordinates?`,
          answer: point(x, y),
          key: pointKey(x, y),
          working: [
            'Right of the y-axis is a positive x-coordinate and left is negative; above the x-axis is a positive y-coordinate and below is negative.',
            `The x-coordinate comes first: ${point(x, y)}.`,
          ],
          candidates: [
            wrong(pointKey(y, x), point(y, x), 'wrote the y-coordinate first'),
            wrong(pointKey(-x, y), point(-x, y), 'took the wrong sign for left or right'),
            wrong(pointKey(x, -y), point(x, -y), 'took the wrong sign for above or below'),
            wrong(pointKey(-x, -y), point(-x, -y), 'took the wrong sign for both coordinates'),
          ],
          bloom: 'understand',
          check: { kind: 'point', x: String(x), y: String(y) },
        });
      }
      const fromX = random() < 0.5;
      const [distance, other] = fromX ? [Math.abs(y), Math.abs(x)] : [Math.abs(x), Math.abs(y)];
      return exercise('coordinates.read', level, {
        question: `How far is the point ${point(x, y)} from the ${fromX ? 'x' : 'y'}-axis?`,
        answer: `${distance} units`,
        key: distance,
        working: [
          fromX
            ? 'The distance from the x-axis is the size of the y-coordinate.'
            : 'The distance from the y-axis is the size of the x-coordinate.',
          `${fromX ? 'y' : 'x'} = ${num(fromX ? y : x)}, so the point is ${distance} units from the ${fromX ? 'x' : 'y'}-axis.`,
        ],
        candidates: [
          wrong(
            other,
            `${other} units`,
            `used the ${fromX ? 'x' : 'y'}-coordinate (the distance from the other axis)`,
          ),
          wrong(other + distance, `${other + distance} units`, 'added the two coordinates'),
          wrong(
            Math.abs(other - distance),
            `${Math.abs(other - distance)} units`,
            'took the difference of the coordinates',
          ),
        ],
        bloom: 'understand',
        check: { kind: 'value', expression: `abs(${fromX ? y : x})`, unit: ' units' },
      });
    },
  },
  {
    id: 'coordinates.quadrant',
    title: 'The quadrant or axis a point lies in',
    grades: [8, 9],
    make(random, level) {
      const onAxis = level.difficulty !== 'easy' && random() < 0.4;
      const x = onAxis && random() < 0.5 ? 0 : nonZero(random, 9);
      const y = onAxis && x !== 0 ? 0 : nonZero(random, 9);
      if (Math.abs(x) === Math.abs(y) || (!onAxis && x > 0 && y > 0 && random() < 0.7)) return null;
      const answer = placeOf(x, y);
      const named =
        level.difficulty === 'hard'
          ? `the point whose abscissa is ${num(x)} and ordinate is ${num(y)}`
          : `the point ${point(x, y)}`;
      const working =
        x === 0 || y === 0
          ? [
              `The ${x === 0 ? 'x' : 'y'}-coordinate is 0, so the point is on the ${x === 0 ? 'y' : 'x'}-axis, not in a quadrant.`,
            ]
          : [
              `x = ${num(x)} is ${x > 0 ? 'positive (right of the y-axis)' : 'negative (left of the y-axis)'} and y = ${num(y)} is ${y > 0 ? 'positive (above the x-axis)' : 'negative (below the x-axis)'}.`,
              `(${x > 0 ? '+' : '−'}, ${y > 0 ? '+' : '−'}) is ${answer}.`,
            ];
      const candidates =
        x === 0 || y === 0
          ? [
              wrong(
                placeOf(y, x),
                placeOf(y, x),
                `thought a zero ${x === 0 ? 'x' : 'y'}-coordinate puts the point on the ${x === 0 ? 'x' : 'y'}-axis`,
              ),
              wrong(
                placeOf(x || 1, y || 1),
                placeOf(x || 1, y || 1),
                'gave a quadrant, but a point on an axis is in no quadrant',
              ),
              wrong('at the origin', 'at the origin', 'thought a zero coordinate means the origin'),
            ]
          : [
              wrong(placeOf(y, x), placeOf(y, x), 'read the coordinates in the wrong order'),
              wrong(placeOf(-x, y), placeOf(-x, y), 'mixed up left and right (the sign of x)'),
              wrong(placeOf(x, -y), placeOf(x, -y), 'mixed up up and down (the sign of y)'),
            ];
      return exercise('coordinates.quadrant', level, {
        question: `Where does ${named} lie? Name the quadrant, or the axis it is on.`,
        answer,
        key: answer,
        working,
        candidates,
        bloom: level.difficulty === 'easy' ? 'remember' : 'understand',
        check: { kind: 'quadrant', x: String(x), y: String(y) },
      });
    },
  },
  {
    id: 'coordinates.distance',
    title: 'The distance between two points',
    grades: [9, 10],
    make(random, level) {
      const size = byDifficulty(level, 0, 6, 6);
      const x1 = level.difficulty === 'easy' ? int(random, 0, 6) : int(random, -size, size);
      const y1 = level.difficulty === 'easy' ? int(random, 0, 6) : int(random, -size, size);
      const [a, b, whole] =
        level.difficulty === 'hard'
          ? [int(random, 1, 8), int(random, 1, 8), 0]
          : pick(random, STEPS);
      const sx = level.difficulty === 'easy' ? 1 : random() < 0.5 ? -1 : 1;
      const sy = level.difficulty === 'easy' ? 1 : random() < 0.5 ? -1 : 1;
      const [x2, y2] = [x1 + sx * a, y1 + sy * b];
      const squares = a * a + b * b;
      const exactRoot = Math.sqrt(squares);
      if (level.difficulty === 'hard' && (Number.isInteger(exactRoot) || a === b)) return null;
      if (level.difficulty !== 'easy' && Math.min(x1, y1, x2, y2) >= 0) return null;
      if (Math.max(Math.abs(x2), Math.abs(y2)) > 12) return null;
      // Dropping the minus signs: the distance between the points with every coordinate made positive.
      const [da, db] = [
        Math.abs(Math.abs(x2) - Math.abs(x1)),
        Math.abs(Math.abs(y2) - Math.abs(y1)),
      ];
      const tenths = (value: number) => Math.round(value * 10);
      const show = (scaled: number) =>
        level.difficulty === 'hard' ? decimal(scaled, 1, false) : decimal(scaled, 1);
      const option = (value: number, error: string) =>
        wrong(fracKey({ n: tenths(value), d: 10 }), `${show(tenths(value))} units`, error);
      const dropped = Math.sqrt(da * da + db * db);
      const answer = whole || exactRoot;
      return exercise('coordinates.distance', level, {
        question: `Find the distance between the points A${point(x1, y1)} and B${point(x2, y2)}.${level.difficulty === 'hard' ? ' Give your answer to 1 decimal place.' : ''}`,
        answer: `${show(tenths(answer))} units`,
        key: fracKey({ n: tenths(answer), d: 10 }),
        working: [
          'AB = √((x₂ − x₁)² + (y₂ − y₁)²)',
          `AB = √((${num(x2)} − ${signed(x1)})² + (${num(y2)} − ${signed(y1)})²) = √(${signed(x2 - x1)}² + ${signed(y2 - y1)}²) = √(${a * a} + ${b * b}) = √${squares}`,
          level.difficulty === 'hard'
            ? `AB = ${show(tenths(answer))} units (to 1 decimal place).`
            : `AB = ${whole} units.`,
        ],
        candidates: [
          option(squares, 'forgot to take the square root'),
          option(a + b, 'added the differences instead of squaring them'),
          ...(level.difficulty === 'hard' || Number.isInteger(dropped)
            ? [option(dropped, 'lost a minus sign when subtracting a negative coordinate')]
            : []),
          ...(level.difficulty === 'hard' || Number.isInteger(Math.sqrt(Math.abs(a * a - b * b)))
            ? [
                option(
                  Math.sqrt(Math.abs(a * a - b * b)),
                  'subtracted the squares instead of adding them',
                ),
              ]
            : []),
        ],
        bloom: 'apply',
        check: {
          kind: 'value',
          expression: `sqrt((${x2} - (${x1}))^2 + (${y2} - (${y1}))^2)`,
          unit: ' units',
          places: level.difficulty === 'hard' ? 1 : 0,
        },
      });
    },
  },
  {
    id: 'coordinates.midpoint',
    title: 'The midpoint of a line segment',
    grades: [9, 10],
    make(random, level) {
      const size = byDifficulty(level, 10, 9, 8);
      const low = level.difficulty === 'easy' ? 0 : -size;
      const [x1, y1, x2, y2] = [0, 0, 0, 0].map(() => int(random, low, size));
      if ((x1 + x2) % 2 !== 0 || (y1 + y2) % 2 !== 0 || (x1 === x2 && y1 === y2)) return null;
      if (level.difficulty === 'medium' && Math.min(x1, y1, x2, y2) >= 0) return null;
      const [mx, my] = [(x1 + x2) / 2, (y1 + y2) / 2];
      if (level.difficulty === 'hard') {
        // The other end from the midpoint and one end: B = 2M − A.
        return exercise('coordinates.midpoint', level, {
          question: `M${point(mx, my)} is the midpoint of AB, and A is ${point(x1, y1)}. Find the coordinates of B.`,
          answer: point(x2, y2),
          key: pointKey(x2, y2),
          working: [
            'M = ((x₁ + x₂)/2, (y₁ + y₂)/2), so x₂ = 2 × (x of M) − x₁ and y₂ = 2 × (y of M) − y₁.',
            `x₂ = 2 × ${signed(mx)} − ${signed(x1)} = ${num(x2)} and y₂ = 2 × ${signed(my)} − ${signed(y1)} = ${num(y2)}, so B is ${point(x2, y2)}.`,
          ],
          candidates: [
            wrong(
              pointKey(mx - x1, my - y1),
              point(mx - x1, my - y1),
              'took A from M without doubling M',
            ),
            wrong(pointKey(mx + x1, my + y1), point(mx + x1, my + y1), 'added A and M'),
            ...((x1 + mx) % 2 === 0 && (y1 + my) % 2 === 0
              ? [
                  wrong(
                    pointKey((x1 + mx) / 2, (y1 + my) / 2),
                    point((x1 + mx) / 2, (y1 + my) / 2),
                    'found the midpoint of A and M',
                  ),
                ]
              : []),
            wrong(
              pointKey(2 * mx + x1, 2 * my + y1),
              point(2 * mx + x1, 2 * my + y1),
              'added A to 2M instead of taking it away',
            ),
          ],
          bloom: 'analyze',
          check: { kind: 'point', x: `2 * (${mx}) - (${x1})`, y: `2 * (${my}) - (${y1})` },
        });
      }
      const halfDiff = (x2 - x1) % 2 === 0 && (y2 - y1) % 2 === 0;
      return exercise('coordinates.midpoint', level, {
        question: `Find the midpoint of the line segment joining A${point(x1, y1)} and B${point(x2, y2)}.`,
        answer: point(mx, my),
        key: pointKey(mx, my),
        working: [
          'The midpoint is ((x₁ + x₂)/2, (y₁ + y₂)/2).',
          `((${num(x1)} + ${signed(x2)})/2, (${num(y1)} + ${signed(y2)})/2) = (${num(x1 + x2)}/2, ${num(y1 + y2)}/2) = ${point(mx, my)}`,
        ],
        candidates: [
          wrong(
            pointKey(x1 + x2, y1 + y2),
            point(x1 + x2, y1 + y2),
            'added the coordinates but did not halve them',
          ),
          ...(halfDiff
            ? [
                wrong(
                  pointKey((x2 - x1) / 2, (y2 - y1) / 2),
                  point((x2 - x1) / 2, (y2 - y1) / 2),
                  'subtracted the coordinates instead of adding them',
                ),
              ]
            : []),
          wrong(pointKey(my, mx), point(my, mx), 'wrote the y-coordinate first'),
          ...((x1 + y1) % 2 === 0 && (x2 + y2) % 2 === 0
            ? [
                wrong(
                  pointKey((x1 + y1) / 2, (x2 + y2) / 2),
                  point((x1 + y1) / 2, (x2 + y2) / 2),
                  "averaged each point's own x and y instead of the two x's and the two y's",
                ),
              ]
            : []),
        ],
        bloom: 'apply',
        check: { kind: 'point', x: `(${x1} + (${x2})) / 2`, y: `(${y1} + (${y2})) / 2` },
      });
    },
  },
];
