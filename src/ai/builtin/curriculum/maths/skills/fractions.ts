import {
  byDifficulty,
  exercise,
  frac,
  fracKey,
  gcd,
  int,
  lcm,
  mixedText,
  num,
  pick,
  wrong,
  type Candidate,
  type Frac,
  type Level,
  type SkillGenerator,
} from '../generator-kit';
import type { Random } from 'src/ai/builtin/seeded-random';

/** A proper fraction in simplest form with a denominator fit for the class. */
function proper(random: Random, maxDenominator: number, minDenominator = 2): Frac {
  for (;;) {
    const d = int(random, minDenominator, maxDenominator);
    const n = int(random, 1, d - 1);
    if (gcd(n, d) === 1) return { n, d };
  }
}

/** Raw "a/b" as a student would write it, without simplifying. */
const raw = (n: number, d: number) => `${n}/${d}`;

/** A distractor with the value n/d, shown as the student would write it. */
function rawWrong(n: number, d: number, error: string): Candidate {
  return wrong(d === 0 ? `x${n}` : fracKey({ n, d }), raw(n, d), error);
}

function valueWrong(value: Frac, error: string): Candidate {
  return wrong(fracKey(value), mixedText(frac(value.n, value.d)), error);
}

function answerOf(value: Frac) {
  const simple = frac(value.n, value.d);
  return { answer: mixedText(simple), key: fracKey(simple), simple };
}

function addSubtract(random: Random, level: Level, sign: 1 | -1, like: boolean, skill: string) {
  const maxDenominator = level.grade <= 4 ? 10 : 12;
  let a: Frac;
  let b: Frac;
  if (like) {
    const d = int(random, 3, maxDenominator);
    const x = int(random, 1, d - 1);
    const y = int(random, 1, d - 1);
    a = { n: x, d };
    b = { n: y, d };
    if (sign < 0 && x <= y) return null;
    if (level.difficulty === 'easy' && sign > 0 && x + y >= d) return null;
    if (level.difficulty === 'medium' && sign > 0 && x + y <= d) return null;
  } else {
    a = proper(random, maxDenominator);
    b = proper(random, maxDenominator);
    if (a.d === b.d) return null;
    const nested = a.d % b.d === 0 || b.d % a.d === 0;
    if (level.difficulty === 'easy' && !nested) return null;
    if (level.difficulty === 'medium' && (nested || gcd(a.d, b.d) !== 1)) return null;
    if (level.difficulty === 'hard' && (nested || gcd(a.d, b.d) === 1)) return null;
    if (sign < 0 && a.n * b.d <= b.n * a.d) return null;
  }
  // Hard like-denominator subtraction uses mixed numbers that need an exchange.
  const mixedExchange = like && sign < 0 && level.difficulty === 'hard';
  const wholeA = mixedExchange ? int(random, 2, 6) : 0;
  const wholeB = mixedExchange ? int(random, 1, wholeA - 1) : 0;
  if (mixedExchange) [a, b] = [b, a].map((f) => ({ ...f })) as [Frac, Frac]; // a now has the smaller fraction
  const common = lcm(a.d, b.d);
  const an = a.n * (common / a.d) + wholeA * common;
  const bn = b.n * (common / b.d) + wholeB * common;
  const result = answerOf({ n: an + sign * bn, d: common });
  const op = sign > 0 ? '+' : '−';
  const left = wholeA ? `${wholeA} ${raw(a.n, a.d)}` : raw(a.n, a.d);
  const right = wholeB ? `${wholeB} ${raw(b.n, b.d)}` : raw(b.n, b.d);
  const candidates: Candidate[] = [];
  if (mixedExchange) {
    const flipped = (wholeA - wholeB) * common + (b.n - a.n);
    candidates.push(
      valueWrong(
        { n: flipped, d: common },
        'took the smaller fraction from the larger instead of exchanging a whole',
      ),
    );
    candidates.push(valueWrong({ n: an + bn, d: common }, 'added instead of subtracting'));
    candidates.push(
      valueWrong(
        { n: (wholeA - wholeB) * common, d: common },
        'subtracted the whole numbers and ignored the fractions',
      ),
    );
  } else {
    candidates.push(
      rawWrong(
        a.n + sign * b.n,
        a.d + sign * b.d,
        sign > 0
          ? 'added the numerators and the denominators'
          : 'subtracted the numerators and the denominators',
      ),
    );
    if (!like) {
      candidates.push(
        rawWrong(a.n + sign * b.n, common, 'changed the denominators but not the numerators'),
      );
      candidates.push(
        rawWrong(
          a.n + sign * b.n,
          a.d * b.d,
          'multiplied the denominators but did not change the numerators',
        ),
      );
    } else {
      candidates.push(
        rawWrong(a.n + sign * b.n, 2 * a.d, 'added the denominators as well as the numerators'),
      );
      candidates.push(
        sign > 0
          ? rawWrong(a.n * b.n, a.d, 'multiplied the numerators instead of adding them')
          : rawWrong(a.n + b.n, a.d, 'added instead of subtracting'),
      );
    }
    if (result.simple.d !== common)
      candidates.push(rawWrong(an + sign * bn, common * 2, 'doubled the common denominator'));
  }
  const working =
    like && !mixedExchange
      ? [
          `The denominators are the same, so ${sign > 0 ? 'add' : 'subtract'} the numerators: ${a.n} ${op} ${b.n} = ${a.n + sign * b.n}.`,
          `${left} ${op} ${right} = ${raw(a.n + sign * b.n, common)}${raw(a.n + sign * b.n, common) !== result.answer ? ` = ${result.answer}` : ''}`,
        ]
      : mixedExchange
        ? [
            `Write both as improper fractions: ${left} = ${raw(an, common)} and ${right} = ${raw(bn, common)}.`,
            `${raw(an, common)} − ${raw(bn, common)} = ${raw(an - bn, common)}${raw(an - bn, common) !== result.answer ? ` = ${result.answer}` : ''}`,
          ]
        : [
            `The lowest common denominator of ${a.d} and ${b.d} is ${common}.`,
            `${raw(a.n, a.d)} = ${raw(an, common)} and ${raw(b.n, b.d)} = ${raw(bn, common)}.`,
            `${raw(an, common)} ${op} ${raw(bn, common)} = ${raw(an + sign * bn, common)}${raw(an + sign * bn, common) !== result.answer ? ` = ${result.answer}` : ''}`,
          ];
  const mixedExpression = (whole: number, f: Frac) =>
    whole ? `(${whole} + ${f.n}/${f.d})` : `(${f.n}/${f.d})`;
  return exercise(skill, level, {
    question: `Work out ${left} ${op} ${right}. Give your answer in its simplest form.`,
    answer: result.answer,
    key: result.key,
    working,
    candidates: candidates.filter((candidate) => !/^0\/|\/0$|^[−-]|\/[−-]/.test(candidate.answer)),
    bloom: 'apply',
    check: {
      kind: 'value',
      expression: `${mixedExpression(wholeA, a)} ${sign > 0 ? '+' : '-'} ${mixedExpression(wholeB, b)}`,
      simplest: true,
    },
  });
}

export const FRACTION_SKILLS: SkillGenerator[] = [
  {
    id: 'fractions.equivalent',
    title: 'Equivalent fractions',
    grades: [3, 6],
    make(random, level) {
      const base = proper(random, byDifficulty(level, 5, 8, 10));
      const factor = int(random, 2, byDifficulty(level, 4, 6, 9));
      const bigN = base.n * factor;
      const bigD = base.d * factor;
      const askTop = level.difficulty !== 'hard' || random() < 0.5;
      const question = askTop
        ? `Fill in the missing number: ${raw(base.n, base.d)} = ?/${bigD}`
        : `Fill in the missing number: ${raw(base.n, base.d)} = ${bigN}/?`;
      const answer = askTop ? bigN : bigD;
      const given = askTop ? bigD : bigN;
      const from = askTop ? base.d : base.n;
      const other = askTop ? base.n : base.d;
      return exercise('fractions.equivalent', level, {
        question,
        answer: num(answer),
        key: answer,
        working: [
          `${from} × ${factor} = ${given}, so multiply the ${askTop ? 'numerator' : 'denominator'} by ${factor} too.`,
          `${other} × ${factor} = ${answer}`,
        ],
        candidates: [
          wrong(
            other + (given - from),
            num(other + (given - from)),
            'added the same number to the numerator and the denominator instead of multiplying',
          ),
          wrong(
            factor,
            num(factor),
            'gave the number multiplied by, not the new ' + (askTop ? 'numerator' : 'denominator'),
          ),
          wrong(
            other * given,
            num(other * given),
            `multiplied by ${given} instead of by ${factor}`,
          ),
        ],
        bloom: 'understand',
        check: { kind: 'value', expression: `${other} * ${given} / ${from}` },
      });
    },
  },
  {
    id: 'fractions.simplify',
    title: 'Simplifying fractions',
    grades: [4, 7],
    make(random, level) {
      const base = proper(random, byDifficulty(level, 6, 9, 12));
      const factor = pick(
        random,
        byDifficulty(level, [2, 3, 5], [4, 6, 8, 9, 10], [12, 14, 15, 16, 18]),
      );
      const n = base.n * factor;
      const d = base.d * factor;
      const smallest = [2, 3, 5, 7].find((p) => factor % p === 0) ?? factor;
      const candidates: Candidate[] = [];
      if (smallest !== factor)
        candidates.push(
          rawWrong(
            n / smallest,
            d / smallest,
            `divided by ${smallest}, a common factor, but not by the highest common factor`,
          ),
        );
      candidates.push(rawWrong(n / factor, d, 'divided only the numerator'));
      const k = n - 1;
      candidates.push(
        rawWrong(
          n - k,
          d - k,
          `took ${k} away from the numerator and the denominator instead of dividing`,
        ),
      );
      candidates.push(rawWrong(d / factor, n / factor, 'turned the fraction upside down'));
      return exercise('fractions.simplify', level, {
        question: `Write ${raw(n, d)} in its simplest form.`,
        answer: raw(base.n, base.d),
        key: fracKey(base),
        working: [
          `The highest common factor of ${n} and ${d} is ${factor}.`,
          `${n} ÷ ${factor} = ${base.n} and ${d} ÷ ${factor} = ${base.d}, so ${raw(n, d)} = ${raw(base.n, base.d)}.`,
        ],
        candidates,
        bloom: 'understand',
        check: { kind: 'value', expression: `${n} / ${d}`, simplest: true },
      });
    },
  },
  {
    id: 'fractions.compare',
    title: 'Comparing and ordering fractions',
    grades: [3, 7],
    make(random, level) {
      let list: Frac[];
      if (level.difficulty === 'easy') {
        // Two with the same denominator and two with the same numerator: 2/9 < 2/7 < 5/7.
        const d = int(random, 5, 12);
        const n = int(random, 1, d - 2);
        const other = int(random, n + 1, d - 1);
        const wider = int(random, d + 1, 12);
        if (wider <= d) return null;
        list = [
          { n: other, d },
          { n, d },
          { n, d: wider },
        ];
      } else if (level.difficulty === 'medium') {
        // Related denominators (halves, quarters, eighths): 3/8, 1/2, 3/4.
        const family = pick(random, [
          [2, 4, 8],
          [3, 6, 12],
          [2, 5, 10],
          [2, 3, 6],
          [4, 8, 12],
        ]);
        list = family.map((d) => ({ n: int(random, 1, d - 1), d }));
        if (new Set(list.map((f) => f.n / f.d)).size < 3) return null;
      } else {
        list = [proper(random, 12, 3), proper(random, 12, 3), proper(random, 12, 3)];
        const values = list.map((f) => f.n / f.d);
        if (new Set(values).size < 3 || new Set(list.map((f) => f.d)).size < 3) return null;
      }
      const byValue = [...list].sort((a, b) => a.n * b.d - b.n * a.d);
      const show = (order: Frac[]) => order.map((f) => raw(f.n, f.d)).join(' < ');
      return exercise('fractions.compare', level, {
        question: `Write these fractions in ascending order (smallest first): ${list.map((f) => raw(f.n, f.d)).join(', ')}.`,
        answer: show(byValue),
        key: show(byValue),
        working:
          level.difficulty === 'easy'
            ? [
                'With the same denominator, the larger numerator gives the larger fraction; with the same numerator, the larger denominator gives smaller parts and so the smaller fraction.',
                show(byValue),
              ]
            : [
                `Write them with the common denominator ${list.reduce((m, f) => lcm(m, f.d), 1)}: ${list
                  .map((f) =>
                    raw(
                      f.n * (list.reduce((m, g) => lcm(m, g.d), 1) / f.d),
                      list.reduce((m, g) => lcm(m, g.d), 1),
                    ),
                  )
                  .join(', ')}.`,
                show(byValue),
              ],
        candidates: [
          wrong(
            'd',
            show([...list].sort((a, b) => a.d - b.d || a.n - b.n)),
            'thought a larger denominator means a larger fraction',
          ),
          wrong(
            'n',
            show([...list].sort((a, b) => a.n - b.n || a.d - b.d)),
            'ordered by the numerators only',
          ),
          wrong('r', show([...byValue].reverse()), 'wrote them from largest to smallest'),
        ].map((candidate) => ({ ...candidate, key: candidate.answer })),
        bloom: 'understand',
        check: { kind: 'ordered', numbers: list.map((f) => `${f.n}/${f.d}`), separator: ' < ' },
      });
    },
  },
  {
    id: 'fractions.add_like',
    title: 'Adding fractions with the same denominator',
    grades: [3, 6],
    make: (random, level) => addSubtract(random, level, 1, true, 'fractions.add_like'),
  },
  {
    id: 'fractions.subtract_like',
    title: 'Subtracting fractions with the same denominator',
    grades: [3, 6],
    make: (random, level) => addSubtract(random, level, -1, true, 'fractions.subtract_like'),
  },
  {
    id: 'fractions.add_unlike',
    title: 'Adding fractions with different denominators',
    grades: [5, 8],
    make: (random, level) => addSubtract(random, level, 1, false, 'fractions.add_unlike'),
  },
  {
    id: 'fractions.subtract_unlike',
    title: 'Subtracting fractions with different denominators',
    grades: [5, 8],
    make: (random, level) => addSubtract(random, level, -1, false, 'fractions.subtract_unlike'),
  },
  {
    id: 'fractions.multiply',
    title: 'Multiplying fractions',
    grades: [6, 8],
    make(random, level) {
      if (level.difficulty === 'easy') {
        const f = proper(random, 9);
        const w = int(random, 2, 9);
        const result = answerOf({ n: f.n * w, d: f.d });
        return exercise('fractions.multiply', level, {
          question: `Work out ${w} × ${raw(f.n, f.d)}. Give your answer in its simplest form.`,
          answer: result.answer,
          key: result.key,
          working: [
            `Multiply the numerator by ${w}: ${w} × ${f.n} = ${w * f.n}.`,
            `${raw(w * f.n, f.d)}${raw(w * f.n, f.d) !== result.answer ? ` = ${result.answer}` : ''}`,
          ],
          candidates: [
            rawWrong(
              w * f.n,
              w * f.d,
              'multiplied both the numerator and the denominator by the whole number',
            ),
            rawWrong(f.n, w * f.d, 'multiplied the denominator instead of the numerator'),
            valueWrong(
              { n: w * f.d + f.n, d: f.d },
              'added the whole number instead of multiplying',
            ),
          ],
          bloom: 'apply',
          check: { kind: 'value', expression: `${w} * ${f.n}/${f.d}`, simplest: true },
        });
      }
      const a = proper(random, byDifficulty(level, 9, 9, 12));
      const b = proper(random, byDifficulty(level, 9, 9, 12));
      const whole = level.difficulty === 'hard' ? int(random, 1, 3) : 0;
      const an = a.n + whole * a.d;
      const result = answerOf({ n: an * b.n, d: a.d * b.d });
      const left = whole ? `${whole} ${raw(a.n, a.d)}` : raw(a.n, a.d);
      const candidates = [
        rawWrong(
          an * b.d,
          a.d * b.n,
          'turned the second fraction upside down, which is for dividing',
        ),
        rawWrong(an + b.n, a.d + b.d, 'added the numerators and the denominators'),
      ];
      if (whole)
        candidates.unshift(
          valueWrong(
            { n: whole * b.d * a.d + a.n * b.n, d: a.d * b.d },
            'multiplied only the fraction parts and kept the whole number',
          ),
        );
      candidates.push(
        rawWrong(an * b.n, a.d + b.d, 'multiplied the numerators but added the denominators'),
      );
      return exercise('fractions.multiply', level, {
        question: `Work out ${left} × ${raw(b.n, b.d)}. Give your answer in its simplest form.`,
        answer: result.answer,
        key: result.key,
        working: [
          ...(whole ? [`Write ${left} as an improper fraction: ${raw(an, a.d)}.`] : []),
          `Multiply the numerators and the denominators: ${raw(an, a.d)} × ${raw(b.n, b.d)} = ${raw(an * b.n, a.d * b.d)}.`,
          `In its simplest form: ${result.answer}.`,
        ],
        candidates,
        bloom: 'apply',
        check: { kind: 'value', expression: `(${an}/${a.d}) * (${b.n}/${b.d})`, simplest: true },
      });
    },
  },
  {
    id: 'fractions.divide',
    title: 'Dividing fractions',
    grades: [6, 8],
    make(random, level) {
      const a = level.difficulty === 'easy' ? { n: int(random, 2, 9), d: 1 } : proper(random, 10);
      const b = proper(random, byDifficulty(level, 6, 9, 12));
      const whole = level.difficulty === 'hard' ? int(random, 1, 3) : 0;
      const an = a.n + whole * a.d;
      const result = answerOf({ n: an * b.d, d: a.d * b.n });
      const left = a.d === 1 ? String(an) : whole ? `${whole} ${raw(a.n, a.d)}` : raw(a.n, a.d);
      return exercise('fractions.divide', level, {
        question: `Work out ${left} ÷ ${raw(b.n, b.d)}. Give your answer in its simplest form.`,
        answer: result.answer,
        key: result.key,
        working: [
          ...(whole ? [`Write ${left} as an improper fraction: ${raw(an, a.d)}.`] : []),
          `Dividing by ${raw(b.n, b.d)} is the same as multiplying by ${raw(b.d, b.n)}.`,
          `${a.d === 1 ? an : raw(an, a.d)} × ${raw(b.d, b.n)} = ${raw(an * b.d, a.d * b.n)}${raw(an * b.d, a.d * b.n) !== result.answer ? ` = ${result.answer}` : ''}`,
        ],
        candidates: [
          rawWrong(
            an * b.n,
            a.d * b.d,
            'multiplied without turning the second fraction upside down',
          ),
          rawWrong(
            a.d * b.n,
            an * b.d,
            'turned the first fraction upside down instead of the second',
          ),
          rawWrong(an * b.n, a.d, 'multiplied the numerators and kept the first denominator'),
        ],
        bloom: 'apply',
        check: { kind: 'value', expression: `(${an}/${a.d}) / (${b.n}/${b.d})`, simplest: true },
      });
    },
  },
  {
    id: 'fractions.of_quantity',
    title: 'A fraction of a quantity',
    grades: [3, 7],
    make(random, level) {
      const f = proper(random, byDifficulty(level, level.grade <= 3 ? 4 : 5, 8, 12));
      if (level.difficulty === 'easy' && level.grade <= 4 && f.n !== 1) return null;
      const unitSize = int(random, 2, byDifficulty(level, 10, 15, 40));
      const quantity = f.d * unitSize;
      const part = f.n * unitSize;
      const context = pick(random, [
        {
          text: (q: number) =>
            `A class has ${q} pupils. ${raw(f.n, f.d)} of them walk to school. How many pupils walk to school?`,
          unit: '',
        },
        {
          text: (q: number) =>
            `A water tank holds ${q} litres. It is ${raw(f.n, f.d)} full. How many litres of water are in it?`,
          unit: ' litres',
        },
        {
          text: (q: number) =>
            `Ravi had ₹${q}. He spent ${raw(f.n, f.d)} of it on books. How much did he spend?`,
          unit: '',
          prefix: '₹',
        },
      ]);
      const word = level.difficulty !== 'easy';
      const show = (value: number) =>
        word ? `${context.prefix ?? ''}${num(value)}${context.unit}` : num(value);
      return exercise('fractions.of_quantity', level, {
        question: word ? context.text(quantity) : `Find ${raw(f.n, f.d)} of ${quantity}.`,
        answer: show(part),
        key: part,
        working: [
          `${raw(1, f.d)} of ${quantity} is ${quantity} ÷ ${f.d} = ${unitSize}.`,
          `${raw(f.n, f.d)} of ${quantity} is ${f.n} × ${unitSize} = ${part}.`,
        ],
        candidates: [
          wrong(
            unitSize,
            show(unitSize),
            `found only ${raw(1, f.d)}, forgetting to multiply by ${f.n}`,
          ),
          wrong(quantity - part, show(quantity - part), 'found the part that is left instead'),
          ...(f.n > 1
            ? [
                wrong(
                  quantity * f.n,
                  show(quantity * f.n),
                  'multiplied by the numerator but did not divide by the denominator',
                ),
              ]
            : []),
          wrong(quantity + f.n, show(quantity + f.n), 'added the numerator to the quantity'),
        ],
        bloom: word ? 'apply' : 'understand',
        check: {
          kind: 'value',
          expression: `${f.n}/${f.d} * ${quantity}`,
          prefix: word ? context.prefix : undefined,
          unit: word && context.unit ? context.unit : undefined,
        },
      });
    },
  },
];
