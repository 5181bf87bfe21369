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
} from '../../generator-kit';
import { type Term, expression } from './algebra-kit';

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

function candidateKey(text: string): string {
  return text.replace(/\s/g, '');
}

export const EXPRESSION_SKILLS: SkillGenerator[] = [
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
];
