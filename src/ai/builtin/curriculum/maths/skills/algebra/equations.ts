import {
  byDifficulty,
  exercise,
  int,
  MINUS,
  num,
  pick,
  wrong,
  type Candidate,
  type SkillGenerator,
} from '../../generator-kit';
import { expression } from './algebra-kit';

const LETTERS = ['x', 'y', 'a', 'b', 'm', 'n', 'p'];

export const EQUATION_SKILLS: SkillGenerator[] = [
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
