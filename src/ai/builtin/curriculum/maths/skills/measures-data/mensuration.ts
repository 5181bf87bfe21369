import {
  byDifficulty,
  decimal,
  exercise,
  fracKey,
  int,
  num,
  pick,
  wrong,
  type Candidate,
  type SkillGenerator,
} from '../../generator-kit';

/** A value in hundredths as a key and text with a unit: "43.96 cm". */
const hKey = (hundredths: number) => fracKey({ n: hundredths, d: 100 });

const withUnit = (hundredths: number, unit: string) => `${decimal(hundredths, 2)} ${unit}`;

const hWrong = (hundredths: number, unit: string, error: string): Candidate =>
  wrong(hKey(hundredths), withUnit(hundredths, unit), error);

/** A triangle with this base, height and sloping side can be drawn, and is not a sliver. */
export function possibleTriangle(base: number, height: number, slant: number): boolean {
  return slant > height && Math.sqrt(slant ** 2 - height ** 2) < base && base <= 3 * height;
}

/** An L-shape: the cut-out is smaller than the whole rectangle on both sides, either way round. */
export function possibleLShape(W: number, H: number, w: number, h: number): boolean {
  return Math.max(w, h) < Math.min(W, H);
}

export const MENSURATION_SKILLS: SkillGenerator[] = [
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
      // A real triangle, not a sliver: the foot of the height lies on the base (the sloping
      // side's run, √(slant² − h²), is shorter than the base) and the base is at most three
      // times the height.
      if (level.difficulty === 'hard' && !possibleTriangle(b, h, slant)) return null;
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
      // The cut-out is smaller than the whole on both sides, whichever way it is turned (a 7 m
      // cut from a 7 m side leaves a plain rectangle, not an L).
      const w = int(random, 2, Math.min(W - 3, H - 2));
      const h = int(random, 2, H - 2);
      if (!possibleLShape(W, H, w, h)) return null;
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
];
