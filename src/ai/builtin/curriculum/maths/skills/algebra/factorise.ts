import { exercise, gcd, int, MINUS, pick, wrong, type SkillGenerator } from '../../generator-kit';

/** "3x", "x", "x²" with the coefficient 1 left out. */
function termText(coefficient: number, variable: string): string {
  return `${coefficient === 1 ? '' : coefficient}${variable}`;
}

/** " + 5" or " − 5". */
function plus(value: number): string {
  return value < 0 ? ` ${MINUS} ${-value}` : ` + ${value}`;
}

/** A candidate keyed by its text without spaces, so the same factorisation is not offered twice. */
function option(text: string, error: string) {
  return wrong(text.replace(/\s/g, ''), text, error);
}

const LETTERS = ['x', 'y', 'a', 'p', 'm'];

export const FACTORISE_SKILLS: SkillGenerator[] = [
  {
    id: 'algebra.factorise',
    title: 'Factorising algebraic expressions',
    grades: [8, 9],
    make(random, level) {
      const v = pick(random, LETTERS);
      if (level.difficulty === 'hard') {
        if (random() < 0.5) {
          // x² − b² = (x + b)(x − b), or (ax)² − b².
          const a = int(random, 1, 5);
          const b = int(random, 1, 12);
          if (gcd(a, b) !== 1) return null;
          const first = termText(a, v);
          const answer = `(${first} + ${b})(${first} ${MINUS} ${b})`;
          return exercise('algebra.factorise', level, {
            question: `Factorise ${termText(a * a, `${v}²`)} ${MINUS} ${b * b}.`,
            answer,
            key: answer.replace(/\s/g, ''),
            working: [
              `${termText(a * a, `${v}²`)} ${MINUS} ${b * b} = (${first})² ${MINUS} ${b}², a difference of two squares.`,
              `a² ${MINUS} b² = (a + b)(a ${MINUS} b), so the answer is ${answer}.`,
            ],
            candidates: [
              option(
                `(${first} ${MINUS} ${b})(${first} ${MINUS} ${b})`,
                'gave both brackets a minus sign',
              ),
              option(`(${first} + ${b})(${first} + ${b})`, 'gave both brackets a plus sign'),
              ...(b > 1
                ? [
                    option(
                      `(${first} + ${b * b})(${first} ${MINUS} ${b * b})`,
                      `did not take the square root of ${b * b}`,
                    ),
                  ]
                : []),
            ],
            bloom: 'apply',
            check: {
              kind: 'equivalent',
              form: 'factorised',
              expression: `${a * a}*${v}^2 - ${b * b}`,
              variables: [v],
            },
          });
        }
        // x² + (p + q)x + pq = (x + p)(x + q).
        const p = int(random, -9, 9);
        const q = int(random, -9, 9);
        if (p === 0 || q === 0 || p + q === 0 || p === q || p > q) return null;
        const sum = p + q;
        const middle =
          sum === 1 ? `+ ${v}` : sum === -1 ? `${MINUS} ${v}` : `${plus(sum).trim()}${v}`;
        const answer = `(${v}${plus(p)})(${v}${plus(q)})`;
        return exercise('algebra.factorise', level, {
          question: `Factorise ${v}² ${middle}${plus(p * q)}.`,
          answer,
          key: answer.replace(/\s/g, ''),
          working: [
            `Find two numbers that multiply to ${p * q < 0 ? MINUS : ''}${Math.abs(p * q)} and add to ${sum < 0 ? MINUS : ''}${Math.abs(sum)}: ${p < 0 ? MINUS : ''}${Math.abs(p)} and ${q < 0 ? MINUS : ''}${Math.abs(q)}.`,
            `So ${v}² ${middle}${plus(p * q)} = ${answer}.`,
          ],
          candidates: [
            option(
              `(${v}${plus(-p)})(${v}${plus(-q)})`,
              'used the right numbers with the wrong signs',
            ),
            ...(p - 1 !== 0 && q + 1 !== 0
              ? [
                  option(
                    `(${v}${plus(p - 1)})(${v}${plus(q + 1)})`,
                    `chose numbers that add to ${sum < 0 ? MINUS : ''}${Math.abs(sum)} but do not multiply to ${p * q < 0 ? MINUS : ''}${Math.abs(p * q)}`,
                  ),
                ]
              : []),
            // With 1 as one of the numbers this is the right answer, in the other order.
            ...(p !== 1 && q !== 1
              ? [
                  option(
                    `(${v}${plus(p * q)})(${v} + 1)`,
                    'used the constant term and 1 as the numbers',
                  ),
                ]
              : []),
          ],
          bloom: 'analyze',
          check: {
            kind: 'equivalent',
            form: 'factorised',
            expression: `${v}^2 + (${sum})*${v} + (${p * q})`,
            variables: [v],
          },
        });
      }
      const h = int(random, 2, 9);
      const a = int(random, 1, 7);
      const b = int(random, 1, 9) * (random() < 0.5 ? -1 : 1);
      if (gcd(a, b) !== 1 || a === Math.abs(b)) return null;
      const square = level.difficulty === 'medium';
      // easy: h·a x ± h·b = h(ax ± b); medium: h·a x² ± h·b x = hx(ax ± b).
      const factor = square ? termText(h, v) : String(h);
      const question = square
        ? `${termText(h * a, `${v}²`)}${plus(h * b)}${v}`
        : `${termText(h * a, v)}${plus(h * b)}`;
      const inside = (p: number, q: number) => `${termText(p, v)}${plus(q)}`;
      const answer = `${factor}(${inside(a, b)})`;
      return exercise('algebra.factorise', level, {
        question: `Factorise ${question} completely.`,
        answer,
        key: answer.replace(/\s/g, ''),
        working: [
          square
            ? `The highest common factor of ${termText(h * a, `${v}²`)} and ${Math.abs(h * b)}${v} is ${factor}.`
            : `The highest common factor of ${h * a} and ${Math.abs(h * b)} is ${h}.`,
          `${question} = ${factor} × ${termText(a, v)}${plus(b).replace(/\d+$/, (n) => `${factor} × ${n}`)} = ${answer}`,
        ],
        candidates: [
          option(
            `${factor}(${inside(a, h * b)})`,
            'divided only the first term by the common factor',
          ),
          option(
            `${factor}(${inside(h * a, b)})`,
            'divided only the second term by the common factor',
          ),
          ...(square
            ? [option(`${h}(${inside(a, b)})`, `took out ${h} but lost the common ${v}`)]
            : [option(`${h}${v}(${a}${plus(b)})`, `took ${v} out of a term that has no ${v}`)]),
          ...(b < 0 ? [option(`${factor}(${inside(a, -b)})`, 'lost the minus sign')] : []),
        ],
        bloom: 'apply',
        check: {
          kind: 'equivalent',
          form: 'factorised',
          expression: square ? `${h * a}*${v}^2 + (${h * b})*${v}` : `${h * a}*${v} + (${h * b})`,
          variables: [v],
        },
      });
    },
  },
];
