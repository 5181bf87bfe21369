import type { Random } from 'src/ai/builtin/seeded-random';
import {
  byDifficulty,
  decimal,
  exercise,
  frac,
  fracKey,
  fracText,
  int,
  num,
  pick,
  rupees,
  signed,
  wrong,
  type Candidate,
  type SkillGenerator,
} from '../generator-kit';

/** A value in hundredths as a key and text with a unit: "43.96 cm". */
const hKey = (hundredths: number) => fracKey({ n: hundredths, d: 100 });
const withUnit = (hundredths: number, unit: string) => `${decimal(hundredths, 2)} ${unit}`;
const hWrong = (hundredths: number, unit: string, error: string): Candidate =>
  wrong(hKey(hundredths), withUnit(hundredths, unit), error);

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

export const MEASURE_SKILLS: SkillGenerator[] = [
  {
    id: 'mensuration.rectangle',
    title: 'Area and perimeter of rectangles and squares',
    grades: [3, 7],
    make(random, level) {
      const unit = pick(random, ['cm', 'm']);
      const l = int(random, 3, byDifficulty(level, 12, 25, 40));
      const w = int(random, 2, l - 1);
      const area = l * w;
      const perimeter = 2 * (l + w);
      if (level.difficulty === 'hard') {
        const askWidth = random() < 0.5;
        const field = askWidth ? `area ${area} ${unit}²` : `perimeter ${perimeter} ${unit}`;
        return exercise('mensuration.rectangle', level, {
          question: `A rectangle is ${l} ${unit} long and has ${field}. How wide is it?`,
          answer: `${w} ${unit}`,
          key: w,
          working: askWidth
            ? [`Area = length × width, so width = ${area} ÷ ${l}.`, `Width = ${w} ${unit}.`]
            : [
                `Perimeter = 2 × (length + width), so length + width = ${perimeter} ÷ 2 = ${l + w}.`,
                `Width = ${l + w} − ${l} = ${w} ${unit}.`,
              ],
          candidates: askWidth
            ? [
                wrong(
                  area - l,
                  `${area - l} ${unit}`,
                  'subtracted the length from the area instead of dividing',
                ),
                wrong(area * l, `${area * l} ${unit}`, 'multiplied instead of dividing'),
                wrong(area / 2 - l, `${area / 2 - l} ${unit}`, 'treated the area as a perimeter'),
              ].filter((c) => !c.answer.startsWith('-') && !c.answer.includes('.'))
            : [
                wrong(
                  perimeter - l,
                  `${perimeter - l} ${unit}`,
                  'subtracted the length once from the whole perimeter',
                ),
                wrong(
                  perimeter - 2 * l,
                  `${perimeter - 2 * l} ${unit}`,
                  'did not halve what was left after taking away two lengths',
                ),
                wrong(
                  perimeter / l,
                  `${decimal(Math.round((perimeter / l) * 100), 2)} ${unit}`,
                  'divided the perimeter by the length as if it were an area',
                ),
              ],
          bloom: 'analyze',
          check: {
            kind: 'value',
            expression: askWidth ? `${area} / ${l}` : `${perimeter} / 2 - ${l}`,
            unit: ` ${unit}`,
          },
        });
      }
      const askArea = level.difficulty === 'medium' ? random() < 0.5 : random() < 0.5;
      const square = level.difficulty === 'easy' && random() < 0.3;
      const width = square ? l : w;
      const a2 = l * width;
      const p2 = 2 * (l + width);
      const shape = square
        ? `a square with sides of ${l} ${unit}`
        : `a rectangle ${l} ${unit} long and ${width} ${unit} wide`;
      return exercise('mensuration.rectangle', level, {
        question: `Find the ${askArea ? 'area' : 'perimeter'} of ${shape}.`,
        answer: askArea ? `${a2} ${unit}²` : `${p2} ${unit}`,
        key: askArea ? a2 : p2,
        working: askArea
          ? [`Area = length × width = ${l} × ${width}.`, `Area = ${a2} ${unit}².`]
          : [
              `Perimeter = 2 × (length + width) = 2 × (${l} + ${width}).`,
              `Perimeter = ${p2} ${unit}.`,
            ],
        candidates: askArea
          ? [
              wrong(p2, `${p2} ${unit}²`, 'found the perimeter instead of the area'),
              wrong(l + width, `${l + width} ${unit}²`, 'added the length and width'),
              wrong(
                2 * l * width,
                `${2 * l * width} ${unit}²`,
                'doubled the area as if it were a perimeter',
              ),
            ]
          : [
              wrong(a2, `${a2} ${unit}`, 'found the area instead of the perimeter'),
              wrong(l + width, `${l + width} ${unit}`, 'added only two of the four sides'),
              wrong(2 * l + width, `${2 * l + width} ${unit}`, 'left out one side'),
            ],
        bloom: 'apply',
        check: {
          kind: 'value',
          expression: askArea ? `${l} * ${width}` : `2 * (${l} + ${width})`,
          unit: askArea ? ` ${unit}²` : ` ${unit}`,
        },
      });
    },
  },
  {
    id: 'mensuration.triangle_area',
    title: 'Area of a triangle',
    grades: [6, 8],
    make(random, level) {
      const b = int(random, 3, byDifficulty(level, 12, 20, 30));
      const h = int(random, 2, byDifficulty(level, 12, 20, 30));
      if ((b * h) % 2 !== 0 && level.difficulty === 'easy') return null;
      const unit = pick(random, ['cm', 'm']);
      const area = (b * h * 100) / 2; // hundredths
      const slant = h + int(random, 1, 5);
      const question =
        level.difficulty === 'hard'
          ? `A triangle has a base of ${b} ${unit}, a sloping side of ${slant} ${unit} and a perpendicular height of ${h} ${unit}. Find its area.`
          : `Find the area of a triangle with base ${b} ${unit} and perpendicular height ${h} ${unit}.`;
      return exercise('mensuration.triangle_area', level, {
        question,
        answer: withUnit(area, `${unit}²`),
        key: hKey(area),
        working: [
          `Area of a triangle = ½ × base × height.`,
          `½ × ${b} × ${h} = ${decimal(area, 2)} ${unit}².`,
        ],
        candidates: [
          hWrong(b * h * 100, `${unit}²`, 'forgot to halve base × height'),
          ...(level.difficulty === 'hard'
            ? [
                hWrong(
                  (b * slant * 100) / 2,
                  `${unit}²`,
                  'used the sloping side instead of the perpendicular height',
                ),
              ]
            : []),
          hWrong((b + h) * 100, `${unit}²`, 'added the base and the height'),
          hWrong(b * h * 25, `${unit}²`, 'halved twice'),
        ],
        bloom: 'apply',
        check: { kind: 'value', expression: `1/2 * ${b} * ${h}`, unit: ` ${unit}²` },
      });
    },
  },
  {
    id: 'mensuration.compound_area',
    title: 'Area of compound shapes',
    grades: [6, 9],
    make(random, level) {
      const W = int(random, 6, byDifficulty(level, 12, 16, 20));
      const H = int(random, 5, W);
      const w = int(random, 2, W - 3);
      const h = int(random, 2, H - 2);
      const whole = W * H;
      const area = whole - w * h;
      const unit = 'm';
      return exercise('mensuration.compound_area', level, {
        question: `An L-shaped floor is a rectangle ${W} ${unit} by ${H} ${unit} with a rectangle ${w} ${unit} by ${h} ${unit} cut out of one corner. What is the area of the floor?`,
        answer: `${area} ${unit}²`,
        key: area,
        working: [
          `Area of the whole rectangle = ${W} × ${H} = ${whole} ${unit}².`,
          `Area cut out = ${w} × ${h} = ${w * h} ${unit}².`,
          `Area of the floor = ${whole} − ${w * h} = ${area} ${unit}².`,
        ],
        candidates: [
          wrong(
            whole + w * h,
            `${whole + w * h} ${unit}²`,
            'added the cut-out part instead of subtracting it',
          ),
          wrong(whole, `${whole} ${unit}²`, 'forgot to take away the cut-out part'),
          wrong(2 * (W + H), `${2 * (W + H)} ${unit}²`, 'found the perimeter instead of the area'),
          wrong(
            W * H - w - h,
            `${W * H - w - h} ${unit}²`,
            'took away the sides of the cut-out instead of its area',
          ),
        ],
        bloom: level.difficulty === 'hard' ? 'analyze' : 'apply',
        check: { kind: 'value', expression: `${W} * ${H} - ${w} * ${h}`, unit: ` ${unit}²` },
      });
    },
  },
  {
    id: 'mensuration.cuboid_volume',
    title: 'Volume of a cuboid',
    grades: [5, 8],
    make(random, level) {
      if (level.difficulty === 'hard') {
        const [l, w, h] = [int(random, 2, 10) * 10, int(random, 2, 8) * 10, int(random, 2, 6) * 5];
        const cm3 = l * w * h;
        if (cm3 % 1000 !== 0) return null;
        const litres = cm3 / 1000;
        return exercise('mensuration.cuboid_volume', level, {
          question: `A fish tank is a cuboid ${l} cm long, ${w} cm wide and ${h} cm high. How many litres of water does it hold when full? (1 litre = 1,000 cm³)`,
          answer: `${num(litres)} litres`,
          key: litres,
          working: [
            `Volume = ${l} × ${w} × ${h} = ${num(cm3)} cm³.`,
            `${num(cm3)} ÷ 1,000 = ${num(litres)} litres.`,
          ],
          candidates: [
            wrong(cm3, `${num(cm3)} litres`, 'did not change cubic centimetres into litres'),
            wrong(cm3 / 100, `${num(cm3 / 100)} litres`, 'divided by 100 instead of 1,000'),
            ...(((l * w + w * h + l * h) * 2) % 1000 === 0 ? [] : []),
            wrong(
              cm3 / 10000,
              `${decimal(cm3 / 10, 3)} litres`,
              'divided by 10,000 instead of 1,000',
            ),
          ],
          bloom: 'apply',
          check: { kind: 'value', expression: `${l} * ${w} * ${h} / 1000`, unit: ' litres' },
        });
      }
      const [l, w, h] = [
        int(random, 2, byDifficulty(level, 10, 20, 20)),
        int(random, 2, byDifficulty(level, 8, 15, 15)),
        int(random, 2, byDifficulty(level, 6, 12, 12)),
      ];
      const volume = l * w * h;
      const surface = 2 * (l * w + w * h + l * h);
      return exercise('mensuration.cuboid_volume', level, {
        question:
          level.difficulty === 'medium'
            ? `A box is ${l} cm long, ${w} cm wide and ${h} cm high. What is its volume?`
            : `Find the volume of a cuboid ${l} cm by ${w} cm by ${h} cm.`,
        answer: `${num(volume)} cm³`,
        key: volume,
        working: [
          'Volume of a cuboid = length × width × height.',
          `${l} × ${w} × ${h} = ${num(volume)} cm³.`,
        ],
        candidates: [
          wrong(surface, `${num(surface)} cm³`, 'found the surface area instead of the volume'),
          wrong(l * w, `${num(l * w)} cm³`, 'found the area of the base only'),
          wrong(l + w + h, `${l + w + h} cm³`, 'added the three lengths'),
        ],
        bloom: 'apply',
        check: { kind: 'value', expression: `${l} * ${w} * ${h}`, unit: ' cm³' },
      });
    },
  },
  {
    id: 'mensuration.circle',
    title: 'Circumference and area of a circle',
    grades: [7, 10],
    make(random, level) {
      const useSevenths = level.difficulty === 'easy' || random() < 0.3;
      const r = useSevenths ? 7 * int(random, 1, 10) : int(random, 2, 20);
      const givenDiameter = level.difficulty === 'hard';
      const askArea = level.difficulty !== 'easy' && (givenDiameter || random() < 0.7);
      const pi = useSevenths ? '22/7' : '3.14';
      const unit = 'cm';
      // Values in hundredths: exact for 22/7 with r a multiple of 7, and for 3.14 with any whole r.
      const piTimes = (x: number) => (useSevenths ? (22 * x * 100) / 7 : 314 * x);
      const area = piTimes(r * r);
      const circumference = piTimes(2 * r);
      const given = givenDiameter ? `diameter ${2 * r} ${unit}` : `radius ${r} ${unit}`;
      const answer = askArea ? area : circumference;
      const answerUnit = askArea ? `${unit}²` : unit;
      const candidates = askArea
        ? [
            hWrong(circumference, answerUnit, 'used the circumference formula 2πr instead of πr²'),
            hWrong(piTimes(2 * r), answerUnit, 'worked out r² as 2 × r'),
            ...(givenDiameter
              ? [hWrong(piTimes(4 * r * r), answerUnit, 'used the diameter as the radius')]
              : [hWrong(piTimes(r), answerUnit, 'forgot to square the radius')]),
          ]
        : [
            hWrong(piTimes(r), answerUnit, 'used πr, leaving out the 2'),
            hWrong(area, answerUnit, 'used the area formula πr² instead of 2πr'),
            hWrong(piTimes(4 * r), answerUnit, 'used the diameter as the radius'),
          ];
      return exercise('mensuration.circle', level, {
        question: `A circle has ${given}. Find its ${askArea ? 'area' : 'circumference'}. Use π = ${pi}.`,
        answer: withUnit(answer, answerUnit),
        key: hKey(answer),
        working: [
          ...(givenDiameter
            ? [`The radius is half the diameter: ${2 * r} ÷ 2 = ${r} ${unit}.`]
            : []),
          askArea ? `Area = πr² = ${pi} × ${r} × ${r}.` : `Circumference = 2πr = 2 × ${pi} × ${r}.`,
          `= ${withUnit(answer, answerUnit)}`,
        ],
        candidates: candidates.filter((candidate) =>
          Number.isInteger(Number(candidate.key.split('/')[0])),
        ),
        bloom: 'apply',
        check: {
          kind: 'value',
          expression: askArea ? `${pi} * ${r}^2` : `2 * ${pi} * ${r}`,
          unit: ` ${answerUnit}`,
        },
      });
    },
  },
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
        const a = int(random, 2, 15);
        const b = int(random, 2, 15);
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

function meanOf(values: number[]): number {
  return values.reduce((s, v) => s + v, 0) / values.length;
}

function medianOf(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** A number that may end in .5 as text and key. */
const half = (value: number) => decimal(Math.round(value * 10), 1);
const halfKey = (value: number) => fracKey(frac(Math.round(value * 10), 10));

/** 1 → 1st, 2 → 2nd, 3 → 3rd, 4 → 4th, 11 → 11th, 21 → 21st. */
function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen
    ? 'th'
    : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${suffix}`;
}

const DATA_CONTEXTS = [
  { intro: 'The marks of some pupils in a test were', unit: '' },
  { intro: 'The numbers of runs a batter scored in her last few innings were', unit: '' },
  { intro: 'The numbers of pupils absent from a school on some days were', unit: '' },
  { intro: 'The numbers of books read by some pupils last term were', unit: '' },
];

export const DATA_SKILLS: SkillGenerator[] = [
  {
    id: 'data.mean',
    title: 'The mean (average)',
    grades: [5, 10],
    make(random, level) {
      const count = int(random, byDifficulty(level, 3, 5, 4), byDifficulty(level, 5, 8, 6));
      const values = Array.from({ length: count }, () =>
        int(random, 1, byDifficulty(level, 20, 50, 40)),
      );
      const total = values.reduce((s, v) => s + v, 0);
      if (level.difficulty === 'hard') {
        const mean = int(random, 5, 30);
        const missing = mean * (count + 1) - total;
        if (missing <= 0 || missing > 60) return null;
        return exercise('data.mean', level, {
          question: `The mean of ${count + 1} numbers is ${mean}. ${count} of them are ${values.join(', ')}. What is the other number?`,
          answer: num(missing),
          key: missing,
          working: [
            `The total of all ${count + 1} numbers is ${mean} × ${count + 1} = ${mean * (count + 1)}.`,
            `The known numbers add up to ${total}.`,
            `The other number is ${mean * (count + 1)} − ${total} = ${missing}.`,
          ],
          candidates: [
            wrong(
              mean * count - total,
              num(mean * count - total),
              `multiplied the mean by ${count} instead of ${count + 1}`,
            ),
            wrong(mean, num(mean), 'gave the mean'),
            wrong(mean * (count + 1), num(mean * (count + 1)), 'found the total and stopped'),
            wrong(missing + mean, num(missing + mean), 'made an arithmetic slip'),
          ].filter((candidate) => !candidate.answer.startsWith('−') && candidate.answer !== '0'),
          bloom: 'analyze',
          check: { kind: 'value', expression: `${mean} * ${count + 1} - (${values.join(' + ')})` },
        });
      }
      if (level.difficulty === 'easy' && total % count !== 0) return null;
      if ((total * 10) % count !== 0) return null;
      const mean = total / count;
      const context = pick(random, DATA_CONTEXTS);
      return exercise('data.mean', level, {
        question: `${context.intro} ${values.join(', ')}. Find the mean.`,
        answer: half(mean),
        key: halfKey(mean),
        working: [
          `Add the values: ${values.join(' + ')} = ${total}.`,
          `Divide by how many there are: ${total} ÷ ${count} = ${half(mean)}.`,
        ],
        candidates: [
          wrong(total, num(total), 'added the values but did not divide'),
          wrong(
            halfKey(total / (count - 1)),
            Number.isInteger((total * 10) / (count - 1))
              ? half(total / (count - 1))
              : `${decimal(Math.round((total / (count - 1)) * 100), 2)}`,
            'divided by one fewer than the number of values',
          ),
          wrong(
            halfKey(medianOf(values)),
            half(medianOf(values)),
            'found the median instead of the mean',
          ),
          wrong(
            halfKey(Math.max(...values) - Math.min(...values)),
            num(Math.max(...values) - Math.min(...values)),
            'found the range instead of the mean',
          ),
        ],
        bloom: 'apply',
        check: { kind: 'value', expression: `(${values.join(' + ')}) / ${count}` },
      });
    },
  },
  {
    id: 'data.median',
    title: 'The median',
    grades: [5, 10],
    make(random, level) {
      const count =
        level.difficulty === 'easy'
          ? pick(random, [5, 7])
          : level.difficulty === 'medium'
            ? pick(random, [7, 9, 6])
            : pick(random, [6, 8, 10]);
      const values = Array.from({ length: count }, () => int(random, 1, 40));
      const median = medianOf(values);
      const unsortedMiddle =
        count % 2 ? values[Math.floor(count / 2)] : (values[count / 2 - 1] + values[count / 2]) / 2;
      const sorted = [...values].sort((a, b) => a - b);
      return exercise('data.median', level, {
        question: `Find the median of ${values.join(', ')}.`,
        answer: half(median),
        key: halfKey(median),
        working: [
          `Put them in order: ${sorted.join(', ')}.`,
          count % 2
            ? `The middle value is the ${ordinal((count + 1) / 2)}: ${median}.`
            : `There are two middle values, ${sorted[count / 2 - 1]} and ${sorted[count / 2]}; halfway between them is ${half(median)}.`,
        ],
        candidates: [
          wrong(
            halfKey(unsortedMiddle),
            half(unsortedMiddle),
            'took the middle value without putting the numbers in order first',
          ),
          ...(count % 2 === 0
            ? [
                wrong(
                  halfKey(sorted[count / 2 - 1]),
                  num(sorted[count / 2 - 1]),
                  'took only one of the two middle values',
                ),
                wrong(
                  halfKey(sorted[count / 2 - 1] + sorted[count / 2]),
                  num(sorted[count / 2 - 1] + sorted[count / 2]),
                  'added the two middle values but did not halve',
                ),
              ]
            : [
                wrong(
                  halfKey(sorted[(count - 1) / 2 + 1]),
                  num(sorted[(count - 1) / 2 + 1]),
                  'counted to the wrong middle position',
                ),
              ]),
          wrong(
            halfKey((count + 1) / 2),
            half((count + 1) / 2),
            'gave the position of the middle instead of its value',
          ),
          ...(Number.isInteger(meanOf(values) * 10)
            ? [
                wrong(
                  halfKey(meanOf(values)),
                  half(meanOf(values)),
                  'found the mean instead of the median',
                ),
              ]
            : []),
        ],
        bloom: 'apply',
        check: { kind: 'value', expression: `median([${values.join(', ')}])`, places: 1 },
      });
    },
  },
  {
    id: 'data.mode',
    title: 'The mode',
    grades: [4, 10],
    make(random, level) {
      const count = byDifficulty(level, 6, 9, 12);
      const values = Array.from({ length: count }, () =>
        int(random, 1, byDifficulty(level, 9, 20, 30)),
      );
      const tally = new Map<number, number>();
      for (const v of values) tally.set(v, (tally.get(v) ?? 0) + 1);
      const top = Math.max(...tally.values());
      const modes = [...tally.entries()].filter(([, n]) => n === top).map(([v]) => v);
      if (modes.length !== 1 || top < 2) return null;
      const mode = modes[0];
      const sorted = [...values].sort((a, b) => a - b);
      return exercise('data.mode', level, {
        question: `Find the mode of ${values.join(', ')}.`,
        answer: num(mode),
        key: mode,
        working: [
          `In order: ${sorted.join(', ')}.`,
          `${mode} appears ${top} times, more often than any other value, so the mode is ${mode}.`,
        ],
        candidates: [
          wrong(top, num(top), 'gave how many times the mode appears instead of the value'),
          wrong(Math.max(...values), num(Math.max(...values)), 'gave the largest value'),
          wrong(medianOf(values), half(medianOf(values)), 'found the median instead of the mode'),
          wrong(
            Math.max(...values) - Math.min(...values),
            num(Math.max(...values) - Math.min(...values)),
            'found the range instead of the mode',
          ),
        ].map((candidate) => ({ ...candidate, key: String(Number(candidate.key)) })),
        bloom: 'understand',
        check: { kind: 'value', expression: `mode([${values.join(', ')}])[1]`, places: 0 },
      });
    },
  },
  {
    id: 'data.range',
    title: 'The range',
    grades: [4, 7],
    make(random, level) {
      const count = byDifficulty(level, 5, 7, 8);
      const values = Array.from({ length: count }, () =>
        int(random, byDifficulty(level, 1, -5, -12), byDifficulty(level, 30, 60, 15)),
      );
      const sorted = [...values].sort((a, b) => a - b);
      const range = sorted[count - 1] - sorted[0];
      if (level.difficulty === 'hard' && sorted[0] >= 0) return null;
      if (level.difficulty !== 'hard' && sorted[0] < 0) return null;
      const question =
        level.difficulty === 'hard'
          ? `The lowest temperatures (°C) on ${count} winter nights were ${values.map(num).join(', ')}. Find the range.`
          : `Find the range of ${values.join(', ')}.`;
      const unit = level.difficulty === 'hard' ? ' °C' : '';
      return exercise('data.range', level, {
        question,
        answer: `${num(range)}${unit}`,
        key: range,
        working: [
          `Largest value: ${num(sorted[count - 1])}; smallest value: ${num(sorted[0])}.`,
          `Range = ${num(sorted[count - 1])} − ${signed(sorted[0])} = ${num(range)}${unit}`,
        ],
        candidates: [
          wrong(sorted[count - 1], `${num(sorted[count - 1])}${unit}`, 'gave the largest value'),
          ...(values[count - 1] - values[0] > 0
            ? [
                wrong(
                  values[count - 1] - values[0],
                  `${num(values[count - 1] - values[0])}${unit}`,
                  'took the first value from the last without finding the largest and smallest',
                ),
              ]
            : []),
          ...(sorted[0] < 0
            ? [
                wrong(
                  sorted[count - 1] + sorted[0],
                  `${num(sorted[count - 1] + sorted[0])}${unit}`,
                  'took away the size of the negative value instead of adding it',
                ),
              ]
            : [
                wrong(
                  sorted[count - 1] + sorted[0],
                  `${num(sorted[count - 1] + sorted[0])}${unit}`,
                  'added the largest and smallest values',
                ),
              ]),
        ],
        bloom: level.difficulty === 'hard' ? 'apply' : 'understand',
        check: {
          kind: 'value',
          expression: `max([${values.join(', ')}]) - min([${values.join(', ')}])`,
          unit: unit || undefined,
        },
      });
    },
  },
  {
    id: 'probability.simple',
    title: 'Probability of simple events',
    grades: [7, 10],
    make(random, level) {
      if (level.difficulty === 'medium' && random() < 0.5) {
        const condition = pick(random, [
          { text: 'an even number', test: (n: number) => n % 2 === 0 },
          { text: 'a number greater than 4', test: (n: number) => n > 4 },
          { text: 'a prime number', test: (n: number) => [2, 3, 5].includes(n) },
          { text: 'a multiple of 3', test: (n: number) => n % 3 === 0 },
          { text: 'a number less than 3', test: (n: number) => n < 3 },
        ]);
        const outcomes = [1, 2, 3, 4, 5, 6].filter(condition.test);
        const p = frac(outcomes.length, 6);
        return exercise('probability.simple', level, {
          question: `A fair six-sided dice is rolled once. What is the probability of getting ${condition.text}? Give your answer as a fraction in its simplest form.`,
          answer: fracText(p),
          key: fracKey(p),
          working: [
            `The favourable outcomes are ${outcomes.join(', ')}: ${outcomes.length} out of 6 equally likely outcomes.`,
            `P = ${outcomes.length}/6 = ${fracText(p)}`,
          ],
          candidates: [
            wrong(fracKey({ n: 1, d: 6 }), '1/6', 'counted only one favourable outcome'),
            wrong(
              fracKey({ n: outcomes.length, d: 6 - outcomes.length }),
              `${outcomes.length}/${6 - outcomes.length}`,
              'compared favourable with unfavourable outcomes (odds) instead of with all outcomes',
            ),
            wrong(
              fracKey({ n: 6 - outcomes.length, d: 6 }),
              fracText(frac(6 - outcomes.length, 6)),
              'found the probability of it not happening',
            ),
          ],
          bloom: 'apply',
          check: { kind: 'value', expression: `${outcomes.length} / 6`, simplest: true },
        });
      }
      const colours = ['red', 'blue', 'green', 'yellow'];
      const kinds = byDifficulty(level, 2, 3, 3);
      const counts = Array.from({ length: kinds }, () =>
        int(random, 1, byDifficulty(level, 6, 9, 12)),
      );
      const total = counts.reduce((s, c) => s + c, 0);
      const target = int(random, 0, kinds - 1);
      const not = level.difficulty === 'hard';
      const favourable = not ? total - counts[target] : counts[target];
      const p = frac(favourable, total);
      if (favourable === 0 || favourable === total) return null;
      const description = counts
        .map((c, i) => `${c} ${colours[i]}`)
        .join(kinds === 2 ? ' and ' : ', ')
        .replace(/, ([^,]*)$/, ' and $1');
      return exercise('probability.simple', level, {
        question: `A bag holds ${description} counters. One counter is taken at random. What is the probability that it is ${not ? `not ${colours[target]}` : colours[target]}? Give your answer as a fraction in its simplest form.`,
        answer: fracText(p),
        key: fracKey(p),
        working: [
          `There are ${total} counters, and ${favourable} of them ${favourable === 1 ? 'is' : 'are'} ${not ? `not ${colours[target]}` : colours[target]}.`,
          `P = ${favourable}/${total}${fracText(p) !== `${favourable}/${total}` ? ` = ${fracText(p)}` : ''}`,
        ],
        candidates: [
          wrong(
            fracKey({ n: favourable, d: total - favourable }),
            `${favourable}/${total - favourable}`,
            'compared favourable with unfavourable outcomes (odds) instead of with all outcomes',
          ),
          wrong(
            fracKey({ n: not ? kinds - 1 : 1, d: kinds }),
            fracText(frac(not ? kinds - 1 : 1, kinds)),
            'counted colours instead of counters',
          ),
          wrong(
            fracKey({ n: total - favourable, d: total }),
            fracText(frac(total - favourable, total)),
            not
              ? `found the probability that it is ${colours[target]}`
              : `found the probability that it is not ${colours[target]}`,
          ),
        ],
        bloom: not ? 'analyze' : 'apply',
        check: { kind: 'value', expression: `${favourable} / ${total}`, simplest: true },
      });
    },
  },
];

export const MONEY_TIME_SKILLS: SkillGenerator[] = [
  {
    id: 'interest.simple',
    title: 'Simple interest',
    grades: [7, 9],
    make(random, level) {
      const principal = int(random, 2, byDifficulty(level, 20, 50, 100)) * 500;
      const rate = int(random, 2, 12);
      const years = int(random, 2, byDifficulty(level, 3, 5, 6));
      const interest = (principal * rate * years) / 100;
      if (!Number.isInteger(interest)) return null;
      if (level.difficulty === 'hard') {
        return exercise('interest.simple', level, {
          question: `₹${num(principal)} earns ₹${num(interest)} simple interest in ${years} years. What is the rate of interest per year?`,
          answer: `${rate}%`,
          key: rate,
          working: [
            'Rate = (Interest × 100) ÷ (Principal × Time).',
            `(${num(interest)} × 100) ÷ (${num(principal)} × ${years}) = ${rate}% per year.`,
          ],
          candidates: [
            wrong(
              (interest * 100) / principal,
              `${decimal(Math.round(((interest * 100) / principal) * 100), 2)}%`,
              'did not divide by the number of years',
            ),
            ...(Number.isInteger((interest * 100) / (principal * years * 10)) ? [] : []),
            wrong(
              `x${interest * years}`,
              `${decimal(Math.round(((interest * 100 * years) / principal) * 100), 2)}%`,
              'multiplied by the number of years instead of dividing',
            ),
            wrong(
              `y${interest}`,
              `${decimal(Math.round((interest / (principal * years)) * 10000), 2)}%`,
              'forgot to multiply by 100',
            ),
          ],
          bloom: 'analyze',
          check: {
            kind: 'value',
            expression: `${interest} * 100 / (${principal} * ${years})`,
            unit: '%',
          },
        });
      }
      const askAmount = level.difficulty === 'medium';
      const value = askAmount ? principal + interest : interest;
      return exercise('interest.simple', level, {
        question: `Find the ${askAmount ? 'amount (principal plus interest) after' : 'simple interest on'} ₹${num(principal)} at ${rate}% per year for ${years} years${askAmount ? ', with simple interest' : ''}.`,
        answer: `₹${num(value)}`,
        key: value,
        working: [
          'Simple interest = (Principal × Rate × Time) ÷ 100.',
          `(${num(principal)} × ${rate} × ${years}) ÷ 100 = ₹${num(interest)}.`,
          ...(askAmount
            ? [`Amount = ₹${num(principal)} + ₹${num(interest)} = ₹${num(value)}.`]
            : []),
        ],
        candidates: [
          askAmount
            ? wrong(interest, `₹${num(interest)}`, 'gave the interest, not the amount')
            : wrong(
                principal + interest,
                `₹${num(principal + interest)}`,
                'gave the amount, not the interest',
              ),
          wrong(
            (principal * rate) / 100 + (askAmount ? principal : 0),
            `₹${num((principal * rate) / 100 + (askAmount ? principal : 0))}`,
            'worked out the interest for one year only',
          ),
          wrong(
            principal * rate * years + (askAmount ? principal : 0),
            `₹${num(principal * rate * years + (askAmount ? principal : 0))}`,
            'forgot to divide by 100',
          ),
        ].filter((candidate) => !candidate.answer.includes('.')),
        bloom: 'apply',
        check: {
          kind: 'value',
          expression: askAmount
            ? `${principal} + ${principal} * ${rate} * ${years} / 100`
            : `${principal} * ${rate} * ${years} / 100`,
          prefix: '₹',
        },
      });
    },
  },
  {
    id: 'measures.time',
    title: 'Time: telling, adding and finding durations',
    grades: [2, 5],
    make(random, level) {
      const clock = (minutes: number) => {
        const m = ((minutes % 1440) + 1440) % 1440;
        const hour24 = Math.floor(m / 60);
        const hour = hour24 % 12 === 0 ? 12 : hour24 % 12;
        return `${hour}:${String(m % 60).padStart(2, '0')} ${hour24 < 12 ? 'am' : 'pm'}`;
      };
      const start =
        level.difficulty === 'hard'
          ? int(random, 9 * 12, 11 * 12 + 11) * 5
          : int(random, 13 * 12, 17 * 12) * 5;
      const hours = byDifficulty(level, 0, int(random, 0, 1), int(random, 1, 2));
      const minutes = level.grade <= 2 ? pick(random, [15, 30, 45]) : int(random, 2, 11) * 5;
      const duration = hours * 60 + minutes;
      const end = start + duration;
      const crossesHour = Math.floor(start / 60) !== Math.floor(end / 60);
      if (level.difficulty !== 'easy' && (start % 60) + minutes < 60) return null;
      const length = `${hours ? `${hours} hour${hours > 1 ? 's' : ''} ` : ''}${minutes} minutes`;
      const decimalHours =
        Math.floor(start / 60) + hours + Math.floor(((start % 60) + minutes) / 100);
      const hundredMinutes = ((start % 60) + minutes) % 100;
      const hundredText = `${decimalHours % 12 === 0 ? 12 : decimalHours % 12}:${String(hundredMinutes).padStart(2, '0')} ${decimalHours < 12 ? 'am' : 'pm'}`;
      return exercise('measures.time', level, {
        question:
          level.difficulty === 'hard'
            ? `A train leaves at ${clock(start)} and the journey takes ${length}. At what time does it arrive?`
            : `A film starts at ${clock(start)} and lasts ${length}. At what time does it end?`,
        answer: clock(end),
        key: clock(end),
        working: [
          ...(hours
            ? [
                `Add the hours: ${clock(start)} + ${hours} hour${hours > 1 ? 's' : ''} = ${clock(start + hours * 60)}.`,
              ]
            : []),
          `Add the minutes: ${clock(start + hours * 60)} + ${minutes} minutes = ${clock(end)}${crossesHour ? ' (60 minutes make 1 hour)' : ''}.`,
        ],
        candidates: [
          wrong(hundredText, hundredText, 'added the minutes as if an hour had 100 minutes'),
          ...(crossesHour
            ? [
                wrong(
                  clock(end - 60),
                  clock(end - 60),
                  'did not carry the extra hour when the minutes passed 60',
                ),
              ]
            : []),
          ...(hours > 0
            ? [
                wrong(
                  clock(start + hours * 60),
                  clock(start + hours * 60),
                  'added the hours but not the minutes',
                ),
              ]
            : []),
          wrong(clock(end + 60), clock(end + 60), 'added one hour too many'),
          ...(end >= 12 * 60 && start < 12 * 60
            ? [
                wrong(
                  clock(end - 12 * 60),
                  clock(end - 12 * 60),
                  'wrote am instead of pm after passing noon',
                ),
              ]
            : []),
        ],
        bloom: 'apply',
        check: {
          kind: 'clock',
          minutes: `${Math.floor(start / 60)} * 60 + ${start % 60} + ${hours} * 60 + ${minutes}`,
        },
      });
    },
  },
  {
    id: 'measures.money',
    title: 'Money: totals and change',
    grades: [1, 5],
    make(random, level) {
      // Items with the highest price that is believable for each; the class sets the overall limit.
      const items: [string, number][][] = [
        [
          ['a pencil', 15],
          ['an eraser', 10],
          ['a sharpener', 20],
          ['a ruler', 30],
        ],
        [
          ['a notebook', 80],
          ['a pen', 50],
          ['a box of crayons', 150],
          ['a glue stick', 60],
        ],
        [
          ['a mango', 60],
          ['a banana', 10],
          ['a packet of biscuits', 40],
          ['a bottle of water', 30],
        ],
        [
          ['a storybook', 250],
          ['a comic', 120],
          ['a puzzle', 300],
          ['a poster', 90],
        ],
      ];
      const maxPrice =
        level.grade <= 2 ? byDifficulty(level, 9, 20, 30) : byDifficulty(level, 50, 90, 150);
      const list = pick(random, level.grade <= 2 ? items.slice(0, 3) : items);
      const count = byDifficulty(level, 2, 2, 3);
      const chosen = list.slice(0, count).map(([item]) => item);
      const prices = list.slice(0, count).map(([, most]) => {
        const highest = Math.max(3, Math.min(maxPrice, most));
        // No ₹4 storybooks: the cheapest price is a fifth of the usual top price.
        const lowest = Math.max(2, Math.min(Math.floor(most / 5), Math.floor(highest / 2)));
        return int(random, lowest, highest);
      });
      const total = prices.reduce((s, p) => s + p, 0);
      const note = [10, 20, 50, 100, 200, 500].find((n) => n > total) ?? 1000;
      const askChange = level.difficulty !== 'easy';
      const value = askChange ? note - total : total;
      const described = chosen
        .map((item, i) => `${item} costs ₹${prices[i]}`)
        .join(count === 2 ? ' and ' : ', ')
        .replace(/, ([^,]*)$/, ' and $1');
      return exercise('measures.money', level, {
        question: askChange
          ? `At a shop, ${described}. Riya buys one of each and pays with a ₹${num(note)} note. How much change does she get?`
          : `At a shop, ${described}. How much do they cost altogether?`,
        answer: rupees(value * 100),
        key: value,
        working: [
          `Total cost: ${prices.map((p) => `₹${p}`).join(' + ')} = ₹${num(total)}.`,
          ...(askChange ? [`Change: ₹${num(note)} − ₹${num(total)} = ₹${num(value)}.`] : []),
        ],
        candidates: askChange
          ? [
              wrong(total, `₹${num(total)}`, 'gave the total cost instead of the change'),
              wrong(
                note - prices[0],
                `₹${num(note - prices[0])}`,
                'took only one price away from the note',
              ),
              wrong(
                note + total,
                `₹${num(note + total)}`,
                'added the cost to the note instead of subtracting',
              ),
              wrong(value + 10, `₹${num(value + 10)}`, 'made a slip when counting on to the note'),
            ]
          : [
              wrong(
                Math.abs(prices[0] - prices[1]),
                `₹${num(Math.abs(prices[0] - prices[1]))}`,
                'found the difference between the prices instead of the total',
              ),
              (prices[0] % 10) + (prices[1] % 10) >= 10
                ? wrong(
                    total - 10,
                    `₹${num(total - 10)}`,
                    'did not carry the ten into the tens column',
                  )
                : wrong(total + 10, `₹${num(total + 10)}`, 'carried a ten that was not there'),
              wrong(total - 1, `₹${num(total - 1)}`, 'counted on one too few'),
              wrong(total + 1, `₹${num(total + 1)}`, 'counted on one too many'),
            ],
        bloom: 'apply',
        check: {
          kind: 'value',
          expression: askChange ? `${note} - (${prices.join(' + ')})` : prices.join(' + '),
          prefix: '₹',
        },
      });
    },
  },
];

export const EXPONENT_SKILLS: SkillGenerator[] = [
  {
    id: 'exponents.evaluate',
    title: 'Powers and exponents',
    grades: [6, 9],
    make(random, level) {
      const sup = (n: number) =>
        String(n)
          .replace(/-/g, '⁻')
          .replace(/\d/g, (d) => '⁰¹²³⁴⁵⁶⁷⁸⁹'[Number(d)]);
      if (level.difficulty === 'hard') {
        const base = int(random, 2, 10);
        const power = int(random, 1, 4);
        if (base ** power > 10000) return null;
        const value = frac(1, base ** power);
        return exercise('exponents.evaluate', level, {
          question: `Work out ${base}${sup(-power)}. Give your answer as a fraction.`,
          answer: fracText(value),
          key: fracKey(value),
          working: [
            `A negative power means one over the positive power: ${base}${sup(-power)} = 1/${base}${sup(power)}.`,
            `${base}${sup(power)} = ${base ** power}, so ${base}${sup(-power)} = ${fracText(value)}.`,
          ],
          candidates: [
            wrong(
              -(base ** power),
              `${'−'}${base ** power}`,
              'thought a negative power makes the answer negative',
            ),
            wrong(
              -base * power,
              `${'−'}${base * power}`,
              'multiplied the base by the power and made it negative',
            ),
            wrong(
              fracKey({ n: 1, d: base * power }),
              `1/${base * power}`,
              'multiplied the base by the power instead of raising it',
            ),
          ],
          bloom: 'understand',
          check: { kind: 'value', expression: `${base}^(-${power})` },
        });
      }
      const base = int(random, 2, byDifficulty(level, 5, 9, 12));
      const power = int(random, 2, byDifficulty(level, 4, 4, 5));
      const value = base ** power;
      if (value > 100000) return null;
      const question =
        level.difficulty === 'medium' && random() < 0.5
          ? `Work out ${base}${sup(power)} + ${power}${sup(2)}.`
          : `Work out ${base}${sup(power)}.`;
      const extra = question.includes('+') ? power * power : 0;
      return exercise('exponents.evaluate', level, {
        question,
        answer: num(value + extra),
        key: value + extra,
        working: [
          `${base}${sup(power)} = ${Array(power).fill(base).join(' × ')} = ${num(value)}.`,
          ...(extra
            ? [
                `${power}${sup(2)} = ${extra}, and ${num(value)} + ${extra} = ${num(value + extra)}.`,
              ]
            : []),
        ],
        candidates: [
          wrong(
            base * power + extra,
            num(base * power + extra),
            `multiplied ${base} by ${power} instead of multiplying ${base} by itself ${power} times`,
          ),
          wrong(
            power ** base + extra,
            num(power ** base + extra),
            `worked out ${power}${sup(base)} instead`,
          ),
          wrong(base + power + extra, num(base + power + extra), 'added the base and the power'),
        ],
        bloom: 'remember',
        check: {
          kind: 'value',
          expression: extra ? `${base}^${power} + ${power}^2` : `${base}^${power}`,
        },
      });
    },
  },
  {
    id: 'exponents.laws',
    title: 'Laws of exponents',
    grades: [7, 10],
    make(random, level) {
      const sup = (n: number) =>
        String(n)
          .replace(/-/g, '⁻')
          .replace(/\d/g, (d) => '⁰¹²³⁴⁵⁶⁷⁸⁹'[Number(d)]);
      const base = pick(
        random,
        level.difficulty === 'hard' ? [2, 3, 5, 7, 10, 'a', 'x'] : [2, 3, 5, 7, 10],
      );
      const m = int(random, 2, 9);
      const n = int(random, 2, 9);
      const law = byDifficulty(
        level,
        'multiply',
        pick(random, ['multiply', 'divide'] as const),
        pick(random, ['divide', 'power', 'mixed'] as const),
      );
      if (law === 'divide' && m <= n + 1) return null;
      let question: string;
      let power: number;
      let wrongs: [number, string][];
      let expressionText: string;
      if (law === 'multiply') {
        question = `${base}${sup(m)} × ${base}${sup(n)}`;
        power = m + n;
        expressionText = `${base}^${m} * ${base}^${n}`;
        wrongs = [
          [m * n, 'multiplied the powers instead of adding them'],
          [m + n - 1, 'made a slip adding the powers'],
        ];
      } else if (law === 'divide') {
        question = `${base}${sup(m)} ÷ ${base}${sup(n)}`;
        power = m - n;
        expressionText = `${base}^${m} / ${base}^${n}`;
        wrongs = [
          [m / n, 'divided the powers instead of subtracting them'],
          [m + n, 'added the powers instead of subtracting them'],
        ];
      } else if (law === 'power') {
        question = `(${base}${sup(m)})${sup(n)}`;
        power = m * n;
        expressionText = `(${base}^${m})^${n}`;
        wrongs = [
          [m + n, 'added the powers instead of multiplying them'],
          [m ** n <= 99 ? m ** n : 0, `raised ${m} to the power ${n}`],
        ];
      } else {
        const k = int(random, 2, 4);
        question = `(${base}${sup(m)} × ${base}${sup(n)})${sup(k)}`;
        power = (m + n) * k;
        expressionText = `(${base}^${m} * ${base}^${n})^${k}`;
        wrongs = [
          [m * n * k, 'multiplied all the powers'],
          [m + n + k, 'added all the powers'],
        ];
      }
      const letter = typeof base === 'string';
      const show = (p: number) => `${base}${sup(p)}`;
      /** Equal for equal values: 4⁵ and 2¹⁰ share a key. */
      const key = (b: string | number, p: number) =>
        typeof b === 'string' ? `${b}${p}` : (p * Math.log(b)).toFixed(6);
      const candidates = wrongs
        .filter(([p]) => Number.isInteger(p) && p > 0 && p !== power)
        .map(([p, error]) => wrong(key(base, p), show(p), error));
      if (!letter && law === 'multiply')
        candidates.push(
          wrong(
            key(Number(base) ** 2, power),
            `${Number(base) ** 2}${sup(power)}`,
            'multiplied the bases as well as adding the powers',
          ),
        );
      candidates.push(wrong(key(base, power + 1), show(power + 1), 'made a slip with the powers'));
      return exercise('exponents.laws', level, {
        question: `Simplify ${question}, writing the answer as a single power${letter ? '' : ` of ${base}`}.`,
        answer: show(power),
        key: key(base, power),
        working: [
          law === 'multiply'
            ? `When multiplying powers of the same base, add the powers: ${m} + ${n} = ${power}.`
            : law === 'divide'
              ? `When dividing powers of the same base, subtract the powers: ${m} − ${n} = ${power}.`
              : law === 'power'
                ? `For a power of a power, multiply the powers: ${m} × ${n} = ${power}.`
                : `Inside the bracket add the powers (${m} + ${n} = ${m + n}), then multiply by the outside power: ${m + n} × ${power / (m + n)} = ${power}.`,
          `${question} = ${show(power)}`,
        ],
        candidates,
        bloom: law === 'mixed' ? 'apply' : 'understand',
        check: letter
          ? { kind: 'equivalent', expression: expressionText, variables: [String(base)] }
          : { kind: 'value', expression: expressionText },
      });
    },
  },
];
