import {
  byDifficulty,
  exercise,
  int,
  MINUS,
  num,
  pick,
  signed,
  wrong,
  type Candidate,
  type SkillGenerator,
} from '../generator-kit';

type Term = [coefficient: number, variable: string];

/** "3a + 5b − a + 2b": coefficients of 1 are left out, minus signs are "−". */
export function expression(terms: Term[]): string {
  return terms
    .filter(([coefficient]) => coefficient !== 0)
    .map(([coefficient, variable], index) => {
      const size = Math.abs(coefficient);
      const body = variable ? `${size === 1 ? '' : size}${variable}` : String(size);
      if (index === 0) return coefficient < 0 ? `${MINUS}${body}` : body;
      return `${coefficient < 0 ? MINUS : '+'} ${body}`;
    })
    .join(' ')
    .replace(/^$/, '0');
}

/** mathjs syntax for the same terms ("3*a + 5*b - 1*a"). */
function syntax(terms: Term[]): string {
  return terms
    .map(([coefficient, variable]) => `(${coefficient})${variable ? `*${variable}` : ''}`)
    .join(' + ');
}

function collect(terms: Term[]): Term[] {
  const totals = new Map<string, number>();
  for (const [coefficient, variable] of terms)
    totals.set(variable, (totals.get(variable) ?? 0) + coefficient);
  return [...totals.entries()]
    .map(([variable, coefficient]) => [coefficient, variable] as Term)
    .sort((a, b) => (a[1] === '' ? 1 : b[1] === '' ? -1 : a[1].localeCompare(b[1])));
}

const LETTERS = ['x', 'y', 'a', 'b', 'm', 'n', 'p'];

function candidateKey(text: string): string {
  return text.replace(/\s/g, '');
}

export const ALGEBRA_SKILLS: SkillGenerator[] = [
  {
    id: 'algebra.simplify',
    title: 'Simplifying algebraic expressions',
    grades: [6, 9],
    make(random, level) {
      const [v, w] = pick(random, [
        ['x', 'y'],
        ['a', 'b'],
        ['m', 'n'],
        ['p', 'q'],
      ]);
      if (level.difficulty === 'hard') {
        // Expand and simplify: k(px + q) ± l(rx + s).
        const k = int(random, 2, 5);
        const p = int(random, 1, 4);
        const q = int(random, 1, 9);
        const l = int(random, 2, 5) * (random() < 0.5 ? -1 : 1);
        const r = int(random, 1, 4);
        const s = int(random, 1, 9) * (random() < 0.5 ? -1 : 1);
        const result = collect([
          [k * p, v],
          [k * q, ''],
          [l * r, v],
          [l * s, ''],
        ]);
        if (result.some(([coefficient]) => coefficient === 0)) return null;
        const bracket = (c: number, d: number) =>
          `(${expression([
            [c, v],
            [d, ''],
          ])})`;
        const question = `Expand and simplify ${k}${bracket(p, q)} ${l < 0 ? MINUS : '+'} ${Math.abs(l)}${bracket(r, s)}.`;
        const firstOnly = collect([
          [k * p, v],
          [q, ''],
          [l * r, v],
          [s, ''],
        ]);
        const signSlip = collect([
          [k * p, v],
          [k * q, ''],
          [l * r, v],
          [-l * s, ''],
        ]);
        const answer = expression(result);
        return exercise('algebra.simplify', level, {
          question,
          answer,
          key: candidateKey(answer),
          working: [
            `${k}${bracket(p, q)} = ${expression([
              [k * p, v],
              [k * q, ''],
            ])}`,
            `${l < 0 ? MINUS : ''}${Math.abs(l)}${bracket(r, s)} = ${expression([
              [l * r, v],
              [l * s, ''],
            ])}`,
            `Collect like terms: ${answer}`,
          ],
          candidates: [
            wrong(
              candidateKey(expression(firstOnly)),
              expression(firstOnly),
              'multiplied only the first term inside each bracket',
            ),
            // Only a bracket with a minus sign in front invites this slip.
            ...(l < 0
              ? [
                  wrong(
                    candidateKey(expression(signSlip)),
                    expression(signSlip),
                    'did not multiply the last term by the negative sign correctly',
                  ),
                ]
              : []),
            wrong(
              candidateKey(expression(collect([[k * p + l * r + k * q + l * s, v]]))),
              expression(collect([[k * p + l * r + k * q + l * s, v]])),
              'added the number terms to the letter terms',
            ),
          ],
          bloom: 'apply',
          check: {
            kind: 'equivalent',
            expression: `${k}*(${p}*${v} + ${q}) + (${l})*(${r}*${v} + (${s}))`,
            variables: [v],
          },
        });
      }
      const variables = level.difficulty === 'easy' ? [v] : [v, w];
      const count = byDifficulty(level, 3, 4, 4);
      const terms: Term[] = Array.from({ length: count }, (_, index) => {
        const variable = variables[index % variables.length];
        const size = int(random, 1, 9);
        return [index === 0 || random() < 0.6 ? size : -size, variable] as Term;
      });
      const result = collect(terms);
      if (result.some(([coefficient]) => coefficient === 0) || terms.every(([c]) => c > 0))
        return null;
      const answer = expression(result);
      const ignoreSigns = collect(terms.map(([c, x]) => [Math.abs(c), x] as Term));
      const total = terms.reduce((sum, [c]) => sum + c, 0);
      const candidates: Candidate[] = [
        wrong(
          candidateKey(expression(ignoreSigns)),
          expression(ignoreSigns),
          'ignored the minus signs in front of terms',
        ),
        wrong(
          `all${total}`,
          variables.length === 1
            ? `${total === 1 ? '' : total === -1 ? MINUS : total < 0 ? `${MINUS}${-total}` : total}${v}${terms.length > 1 ? `^${terms.length}` : ''}`.replace(
                /\^(\d)/,
                (_, p: string) => '²³⁴'[Number(p) - 2],
              )
            : `${total < 0 ? `${MINUS}${-total}` : total}${v}${w}`,
          variables.length === 1
            ? 'multiplied the letters instead of collecting like terms'
            : 'combined unlike terms into one',
        ),
        wrong(
          `num${total}`,
          total < 0 ? `${MINUS}${-total}` : String(total),
          'dropped the letters and added the numbers',
        ),
      ].filter((candidate) => total !== 0 || !candidate.key.endsWith('0'));
      return exercise('algebra.simplify', level, {
        question: `Simplify ${expression(terms)}.`,
        answer,
        key: candidateKey(answer),
        working: [
          `Collect like terms: ${variables.map((x) => `${expression(terms.filter(([, y]) => y === x))} = ${expression(result.filter(([, y]) => y === x))}`).join('; ')}.`,
          `${expression(terms)} = ${answer}`,
        ],
        candidates,
        bloom: 'apply',
        check: { kind: 'equivalent', expression: syntax(terms), variables },
      });
    },
  },
  {
    id: 'algebra.substitute',
    title: 'Substituting values into expressions',
    grades: [6, 9],
    make(random, level) {
      const [v, w] = pick(random, [
        ['x', 'y'],
        ['a', 'b'],
        ['p', 'q'],
      ]);
      const a = int(random, 2, 9);
      const b = int(random, 1, 9) * (level.difficulty === 'easy' ? 1 : random() < 0.5 ? -1 : 1);
      const x = int(random, 2, 9) * (level.difficulty === 'hard' && random() < 0.5 ? -1 : 1);
      const y = int(random, 2, 9) * (level.difficulty === 'easy' ? 1 : random() < 0.4 ? -1 : 1);
      // Medium and hard practise negative numbers: at least one of them is negative.
      if (level.difficulty !== 'easy' && b > 0 && x > 0 && y > 0) return null;
      if (level.difficulty === 'easy') {
        const value = a * x + b;
        return exercise('algebra.substitute', level, {
          question: `Find the value of ${a}${v} + ${b} when ${v} = ${x}.`,
          answer: num(value),
          key: value,
          working: [
            `${a}${v} means ${a} × ${v}.`,
            `${a} × ${x} + ${b} = ${a * x} + ${b} = ${value}`,
          ],
          candidates: [
            wrong(
              Number(`${a}${x}`) + b,
              num(Number(`${a}${x}`) + b),
              `read ${a}${v} as the digits ${a} and ${x} side by side`,
            ),
            wrong(a + x + b, num(a + x + b), `added ${a} and ${v} instead of multiplying`),
            wrong(a * (x + b), num(a * (x + b)), 'added before multiplying'),
          ],
          bloom: 'apply',
          check: { kind: 'value', expression: `${a} * ${x} + ${b}` },
        });
      }
      const squared = level.difficulty === 'hard';
      const value = squared ? a * x * x + b * y : a * x + b * y;
      const text = squared
        ? `${a}${v}² ${b < 0 ? MINUS : '+'} ${Math.abs(b)}${w}`
        : `${a}${v} ${b < 0 ? MINUS : '+'} ${Math.abs(b)}${w}`;
      return exercise('algebra.substitute', level, {
        question: `Find the value of ${text} when ${v} = ${num(x)} and ${w} = ${num(y)}.`,
        answer: num(value),
        key: value,
        working: squared
          ? [
              `${v}² = ${signed(x)} × ${signed(x)} = ${x * x}.`,
              `${a} × ${x * x} ${b < 0 ? MINUS : '+'} ${Math.abs(b)} × ${signed(y)} = ${num(a * x * x)} ${b * y < 0 ? MINUS : '+'} ${num(Math.abs(b * y))} = ${num(value)}`,
            ]
          : [
              `${a} × ${signed(x)} ${b < 0 ? MINUS : '+'} ${Math.abs(b)} × ${signed(y)} = ${num(a * x)} ${b * y < 0 ? MINUS : '+'} ${num(Math.abs(b * y))} = ${num(value)}`,
            ],
        candidates: squared
          ? [
              wrong(a * 2 * x + b * y, num(a * 2 * x + b * y), `worked out ${v}² as 2 × ${v}`),
              wrong(
                (a * x) ** 2 + b * y,
                num((a * x) ** 2 + b * y),
                `squared ${a}${v} instead of only ${v}`,
              ),
              wrong(
                a * x * x - b * y,
                num(a * x * x - b * y),
                'made a sign error with the negative number',
              ),
            ]
          : [
              wrong(
                a * x - b * y,
                num(a * x - b * y),
                'made a sign error with the negative number',
              ),
              wrong(
                a + x + b + y,
                num(a + x + b + y),
                'added the numbers and the values instead of multiplying',
              ),
              wrong(-value, num(-value), 'got the sign of the answer wrong'),
            ],
        bloom: 'apply',
        check: {
          kind: 'value',
          expression: squared
            ? `${a} * (${x})^2 + (${b}) * (${y})`
            : `${a} * (${x}) + (${b}) * (${y})`,
        },
      });
    },
  },
  {
    id: 'algebra.solve_one_step',
    title: 'Solving one-step equations',
    grades: [6, 8],
    make(random, level) {
      const v = pick(random, LETTERS);
      const x = int(random, byDifficulty(level, 1, -9, -12), byDifficulty(level, 12, 15, 20));
      const a = int(random, 2, byDifficulty(level, 9, 12, 15));
      const form = pick(random, ['add', 'subtract', 'multiply', 'divide'] as const);
      if (x === 0) return null;
      let question: string;
      let equation: string;
      let wrongs: Candidate[];
      let step: string;
      if (form === 'add') {
        const b = x + a;
        question = `${v} + ${a} = ${num(b)}`;
        equation = `${v} + ${a} = ${b}`;
        step = `Subtract ${a} from both sides: ${v} = ${num(b)} − ${a} = ${num(x)}.`;
        wrongs = [
          wrong(b + a, `${v} = ${num(b + a)}`, `added ${a} instead of subtracting it`),
          wrong(b, `${v} = ${num(b)}`, 'gave the number on the right-hand side'),
          wrong(a - b, `${v} = ${num(a - b)}`, 'subtracted the wrong way round'),
        ];
      } else if (form === 'subtract') {
        const b = x - a;
        question = `${v} − ${a} = ${num(b)}`;
        equation = `${v} - ${a} = ${b}`;
        step = `Add ${a} to both sides: ${v} = ${num(b)} + ${a} = ${num(x)}.`;
        wrongs = [
          wrong(b - a, `${v} = ${num(b - a)}`, `subtracted ${a} instead of adding it`),
          wrong(b, `${v} = ${num(b)}`, 'gave the number on the right-hand side'),
          wrong(-x, `${v} = ${num(-x)}`, 'got the sign wrong'),
        ];
      } else if (form === 'multiply') {
        const b = a * x;
        question = `${a}${v} = ${num(b)}`;
        equation = `${a}*${v} = ${b}`;
        step = `Divide both sides by ${a}: ${v} = ${num(b)} ÷ ${a} = ${num(x)}.`;
        wrongs = [
          wrong(b - a, `${v} = ${num(b - a)}`, `subtracted ${a} instead of dividing by it`),
          wrong(b * a, `${v} = ${num(b * a)}`, `multiplied by ${a} instead of dividing`),
          wrong(-x, `${v} = ${num(-x)}`, 'got the sign wrong'),
        ];
      } else {
        const b = x;
        const value = a * x;
        question = `${v}/${a} = ${num(b)}`;
        equation = `${v} / ${a} = ${b}`;
        step = `Multiply both sides by ${a}: ${v} = ${num(b)} × ${a} = ${num(value)}.`;
        wrongs = [
          wrong(b + a, `${v} = ${num(b + a)}`, `added ${a} instead of multiplying`),
          wrong(
            b % a === 0 ? b / a : `${b}/${a}`,
            `${v} = ${num(b)}/${a}`,
            `divided by ${a} instead of multiplying`,
          ),
          wrong(-value, `${v} = ${num(-value)}`, 'got the sign wrong'),
        ];
        return exercise('algebra.solve_one_step', level, {
          question: `Solve ${question}.`,
          answer: `${v} = ${num(value)}`,
          key: value,
          working: [step, `Check: ${num(value)} ÷ ${a} = ${num(b)}.`],
          candidates: wrongs,
          bloom: 'apply',
          check: { kind: 'equation', equation, variable: v },
        });
      }
      return exercise('algebra.solve_one_step', level, {
        question: `Solve ${question}.`,
        answer: `${v} = ${num(x)}`,
        key: x,
        working: [step, `Check by putting ${v} = ${num(x)} back into the equation.`],
        candidates: wrongs,
        bloom: 'apply',
        check: { kind: 'equation', equation, variable: v },
      });
    },
  },
  {
    id: 'algebra.solve_two_step',
    title: 'Solving two-step equations',
    grades: [7, 9],
    make(random, level) {
      const v = pick(random, LETTERS);
      const x = int(random, byDifficulty(level, 1, -10, -12), byDifficulty(level, 10, 12, 15));
      const a = int(random, 2, byDifficulty(level, 6, 9, 12));
      const b = int(random, 1, 20) * (level.difficulty === 'easy' ? 1 : random() < 0.5 ? -1 : 1);
      if (x === 0) return null;
      const c = a * x + b;
      const story = level.difficulty === 'hard' && x > 0 && b > 0;
      const question = story
        ? `I think of a number, multiply it by ${a} and add ${b}. The answer is ${num(c)}. Write an equation and find the number.`
        : `Solve ${a}${v} ${b < 0 ? MINUS : '+'} ${Math.abs(b)} = ${num(c)}.`;
      const show = (value: number) => `${v} = ${num(value)}`;
      const candidates: Candidate[] = [];
      if ((c + b) % a === 0)
        candidates.push(
          wrong(
            (c + b) / a,
            show((c + b) / a),
            b > 0
              ? `added ${b} to both sides instead of subtracting it`
              : `subtracted ${Math.abs(b)} instead of adding it`,
          ),
        );
      if (c % a === 0)
        candidates.push(
          wrong(
            c / a - b,
            show(c / a - b),
            `divided ${num(c)} by ${a} before taking away ${num(b)}`,
          ),
        );
      candidates.push(
        wrong(c - b - a, show(c - b - a), `subtracted ${a} instead of dividing by it`),
      );
      candidates.push(wrong(-x, show(-x), 'got the sign wrong'));
      return exercise('algebra.solve_two_step', level, {
        question,
        answer: show(x),
        key: x,
        working: [
          ...(story ? [`Let the number be ${v}: ${a}${v} + ${b} = ${num(c)}.`] : []),
          `${b > 0 ? `Subtract ${b} from` : `Add ${Math.abs(b)} to`} both sides: ${a}${v} = ${num(a * x)}.`,
          `Divide both sides by ${a}: ${v} = ${num(x)}.`,
        ],
        candidates,
        bloom: story ? 'apply' : 'apply',
        check: { kind: 'equation', equation: `${a}*${v} + (${b}) = ${c}`, variable: v },
      });
    },
  },
  {
    id: 'algebra.solve_both_sides',
    title: 'Solving equations with the unknown on both sides',
    grades: [8, 10],
    make(random, level) {
      const v = pick(random, LETTERS);
      const x = int(random, byDifficulty(level, 1, -8, -12), byDifficulty(level, 10, 10, 12));
      const a = int(random, 3, byDifficulty(level, 8, 10, 12));
      const c = int(random, 1, a - 1);
      const b = int(random, -15, 15);
      if (x === 0 || b === 0) return null;
      const d = (a - c) * x + b;
      if (d === 0) return null;
      const bracketed = level.difficulty === 'hard';
      const k = bracketed ? int(random, 2, 4) : 1;
      // Hard: k(pv + q) = cv + d with a = k·p, b = k·q.
      if (bracketed && (a % k !== 0 || b % k !== 0)) return null;
      const left = bracketed
        ? `${k}(${expression([
            [a / k, v],
            [b / k, ''],
          ])})`
        : expression([
            [a, v],
            [b, ''],
          ]);
      const right = expression([
        [c, v],
        [d, ''],
      ]);
      const show = (value: number) => `${v} = ${num(value)}`;
      const candidates: Candidate[] = [];
      if ((d - b) % (a + c) === 0)
        candidates.push(
          wrong(
            (d - b) / (a + c),
            show((d - b) / (a + c)),
            `added ${c}${v} to both sides instead of subtracting it`,
          ),
        );
      if ((d + b) % (a - c) === 0)
        candidates.push(
          wrong(
            (d + b) / (a - c),
            show((d + b) / (a - c)),
            `moved ${num(b)} to the other side without changing its sign`,
          ),
        );
      if (bracketed && (d - b / k) % (a - c) === 0)
        candidates.push(
          wrong(
            (d - b / k) / (a - c),
            show((d - b / k) / (a - c)),
            'multiplied only the first term inside the bracket',
          ),
        );
      candidates.push(wrong(-x, show(-x), 'got the sign wrong'));
      candidates.push(wrong(x + 1, show(x + 1), 'made an arithmetic slip when collecting terms'));
      return exercise('algebra.solve_both_sides', level, {
        question: `Solve ${left} = ${right}.`,
        answer: show(x),
        key: x,
        working: [
          ...(bracketed
            ? [
                `Expand the bracket: ${expression([
                  [a, v],
                  [b, ''],
                ])} = ${right}.`,
              ]
            : []),
          `Subtract ${c === 1 ? '' : c}${v} from both sides: ${expression([
            [a - c, v],
            [b, ''],
          ])} = ${num(d)}.`,
          `${b > 0 ? `Subtract ${b} from` : `Add ${Math.abs(b)} to`} both sides: ${expression([[a - c, v]])} = ${num(d - b)}.`,
          ...(a - c > 1 ? [`Divide by ${a - c}: ${v} = ${num(x)}.`] : []),
        ],
        candidates,
        bloom: bracketed ? 'analyze' : 'apply',
        check: {
          kind: 'equation',
          equation: `${a}*${v} + (${b}) = ${c}*${v} + (${d})`,
          variable: v,
        },
      });
    },
  },
];
