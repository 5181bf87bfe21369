import {
  byDifficulty,
  exercise,
  int,
  num,
  wrong,
  type Candidate,
  type Level,
  type SkillGenerator,
} from '../../generator-kit';
import type { Random } from 'src/ai/builtin/seeded-random';
import { expression, shown } from './algebra-kit';

/** "3x + 2y = 16" and its mathjs form. */
const line = (a: number, b: number, c: number) =>
  `${expression([
    [a, 'x'],
    [b, 'y'],
  ])} = ${num(c)}`;
const syntax = (a: number, b: number, c: number) => `(${a})*x + (${b})*y = ${c}`;

const pair = (x: number, y: number) => `x = ${shown(x)}, y = ${shown(y)}`;
const pairKey = (x: number, y: number) => `${x}|${y}`;

/** A solution of whole numbers, x ≠ y so that swapping them is a different answer. */
function drawSolution(random: Random, level: Level): { x: number; y: number } | null {
  const size = byDifficulty(level, 9, 10, 12);
  const low = level.difficulty === 'easy' ? 1 : -size;
  const x = int(random, low, size);
  const y = int(random, low, size);
  return x === 0 || y === 0 || x === y ? null : { x, y };
}

/** The errors every pair shares: values swapped, and stopping once x is found. */
function shared(x: number, y: number): Candidate[] {
  return [
    wrong(pairKey(y, x), pair(y, x), 'gave the values of x and y the wrong way round'),
    wrong(`x${x}`, `x = ${shown(x)}`, 'stopped after finding x and did not find y'),
  ];
}

/** y from ax + by = c once x is known, when it is whole. */
const yFrom = (a: number, b: number, c: number, x: number) =>
  (c - a * x) % b === 0 ? (c - a * x) / b : null;

/** x right, y found from ax + by = c with the x-term moved across without changing its sign. */
function ySlip(a: number, b: number, c: number, x: number, y: number): Candidate[] {
  const slip = (c + a * x) / b;
  return Number.isInteger(slip) && slip !== y
    ? [
        wrong(
          pairKey(x, slip),
          pair(x, slip),
          `moved ${shown(a * x)} to the other side without changing its sign when finding y`,
        ),
      ]
    : [];
}

export const LINEAR_PAIR_SKILLS: SkillGenerator[] = [
  {
    id: 'linear_pair.graph_point',
    title: 'Points on the graph of a linear equation in two variables',
    grades: [9, 10],
    make(random, level) {
      const s = drawSolution(random, level);
      if (!s) return null;
      const a =
        int(random, 1, byDifficulty(level, 5, 6, 9)) *
        (level.difficulty === 'hard' && random() < 0.5 ? -1 : 1);
      const b = int(random, 2, byDifficulty(level, 5, 6, 9));
      const c = a * s.x + b * s.y;
      const rest = c - a * s.x;
      const show = (y: number) => `y = ${shown(y)}`;
      const candidates: Candidate[] = [];
      const add = (value: number, error: string) => {
        if (Number.isInteger(value)) candidates.push(wrong(value, show(value), error));
      };
      add((c + a * s.x) / b, `moved ${shown(a * s.x)} to the other side without changing its sign`);
      add(rest, `did not divide by ${b}`);
      add(c / b - a * s.x, `divided only ${num(c)} by ${b}`);
      add((c - s.x) / b, `put x = ${shown(s.x)} in without multiplying it by ${a}`);
      return exercise('linear_pair.graph_point', level, {
        question: `The point (${shown(s.x)}, y) lies on the graph of ${line(a, b, c)}. Find y.`,
        answer: show(s.y),
        key: s.y,
        working: [
          `Put ${shown(s.x)} for x: ${a === 1 ? shown(s.x) : `${shown(a)} × ${s.x < 0 ? `(${shown(s.x)})` : s.x}`} + ${b}y = ${num(c)}.`,
          `${b}y = ${num(c)} ${a * s.x < 0 ? '+' : '−'} ${Math.abs(a * s.x)} = ${num(rest)}, so y = ${shown(s.y)}.`,
        ],
        candidates,
        bloom: 'apply',
        check: { kind: 'equation', equation: `(${a})*(${s.x}) + (${b})*y = ${c}`, variable: 'y' },
      });
    },
  },
  {
    id: 'linear_pair.substitution',
    title: 'Solving a pair of linear equations by substitution',
    grades: [9, 10],
    make(random, level) {
      const s = drawSolution(random, level);
      if (!s) return null;
      // y = mx + k and ax + by = c; hard: x + py = q to rearrange first.
      const m = int(random, 1, 4) * (level.difficulty === 'easy' || random() < 0.5 ? 1 : -1);
      const k = s.y - m * s.x;
      const a = int(random, 1, 5);
      const b = int(random, 1, 4) * (level.difficulty === 'easy' || random() < 0.6 ? 1 : -1);
      if (k === 0 || a + b * m === 0) return null;
      const c = a * s.x + b * s.y;
      const hard = level.difficulty === 'hard';
      const first = hard
        ? line(-m, 1, k)
        : `y = ${expression([
            [m, 'x'],
            [k, ''],
          ])}`;
      const inner = expression([
        [m, 'x'],
        [k, ''],
      ]);
      const coefficient = a + b * m;
      const candidates = [...shared(s.x, s.y), ...ySlip(a, b, c, s.x, s.y)];
      // The bracket multiplied in its first term only: ax + bmx + k = c.
      if (b !== 1 && (c - k) % coefficient === 0) {
        const x = (c - k) / coefficient;
        if (x !== s.x)
          candidates.push(
            wrong(
              pairKey(x, m * x + k),
              pair(x, m * x + k),
              `multiplied only the x-term of the bracket by ${shown(b)}`,
            ),
          );
      }
      return exercise('linear_pair.substitution', level, {
        question: `Solve ${first} and ${line(a, b, c)} by substitution.`,
        answer: pair(s.x, s.y),
        key: pairKey(s.x, s.y),
        working: [
          ...(hard ? [`From the first equation, y = ${inner}.`] : []),
          `Substitute ${inner} for y in the second equation: ${expression([[a, 'x']])} ${b < 0 ? '−' : '+'} ${Math.abs(b) === 1 ? '' : Math.abs(b)}(${inner}) = ${num(c)}.`,
          `${expression([
            [coefficient, 'x'],
            [b * k, ''],
          ])} = ${num(c)}, so ${expression([[coefficient, 'x']])} = ${num(c - b * k)} and x = ${shown(s.x)}.`,
          `Find y: y = ${m === 1 ? '' : m === -1 ? '−' : `${shown(m)} × `}${s.x < 0 ? `(${shown(s.x)})` : s.x}${k < 0 ? ` − ${-k}` : ` + ${k}`} = ${shown(s.y)}.`,
        ],
        candidates,
        bloom: hard ? 'analyze' : 'apply',
        check: {
          kind: 'solution',
          equations: [hard ? syntax(-m, 1, k) : `y = (${m})*x + (${k})`, syntax(a, b, c)],
          variables: ['x', 'y'],
        },
      });
    },
  },
  {
    id: 'linear_pair.elimination',
    title: 'Solving a pair of linear equations by elimination',
    grades: [9, 10],
    make(random, level) {
      const s = drawSolution(random, level);
      if (!s) return null;
      const a1 = int(random, 1, 6);
      const a2 = int(random, 1, 6);
      const b1 = int(random, 1, 5) * (random() < 0.5 ? -1 : 1);
      // Easy: the y-terms cancel when added; medium: they are equal (subtract); hard: one equation is multiplied first.
      const t = level.difficulty === 'hard' ? int(random, 2, 3) : 1;
      const b2 = level.difficulty === 'easy' ? -b1 : t * b1;
      const c1 = a1 * s.x + b1 * s.y;
      const c2 = a2 * s.x + b2 * s.y;
      const adding = level.difficulty === 'easy';
      // Subtracted so that the x-coefficient left is positive.
      const flip = !adding && t * a1 - a2 < 0 ? -1 : 1;
      const ax = adding ? a1 + a2 : flip * (t * a1 - a2);
      const cx = adding ? c1 + c2 : flip * (t * c1 - c2);
      if (ax === 0 || (level.difficulty === 'hard' && a2 % t === 0)) return null;
      const candidates = [...shared(s.x, s.y), ...ySlip(a1, b1, c1, s.x, s.y)];
      // Subtracting the x-terms but adding the numbers on the right.
      const slip = adding ? null : (t * c1 + c2) / (flip * ax);
      if (slip !== null && Number.isInteger(slip) && slip !== s.x) {
        const y = yFrom(a1, b1, c1, slip);
        if (y !== null)
          candidates.push(
            wrong(
              pairKey(slip, y),
              pair(slip, y),
              'subtracted the x-terms but added the numbers on the right',
            ),
          );
      }
      if (t > 1 && (c1 - c2) % ax === 0) {
        const x = (c1 - c2) / (flip * ax);
        const y = yFrom(a1, b1, c1, x);
        if (y !== null && x !== s.x)
          candidates.push(
            wrong(
              pairKey(x, y),
              pair(x, y),
              `multiplied the x- and y-terms by ${t} but not the number on the right`,
            ),
          );
      }
      const scaled = line(t * a1, t * b1, t * c1);
      return exercise('linear_pair.elimination', level, {
        question: `Solve ${line(a1, b1, c1)} and ${line(a2, b2, c2)} by elimination.`,
        answer: pair(s.x, s.y),
        key: pairKey(s.x, s.y),
        working: [
          ...(t > 1 ? [`Multiply the first equation by ${t}: ${scaled}.`] : []),
          adding
            ? `Add the equations to eliminate y: ${expression([[ax, 'x']])} = ${num(cx)}${ax === 1 ? '' : `, so x = ${shown(s.x)}`}.`
            : `${flip > 0 ? `Subtract the second equation from ${t > 1 ? 'this' : 'the first'}` : `Subtract ${t > 1 ? 'this' : 'the first equation'} from the second`} to eliminate y: ${expression([[ax, 'x']])} = ${num(cx)}${ax === 1 ? '' : `, so x = ${shown(s.x)}`}.`,
          `Put ${shown(s.x)} for x in the first equation: ${a1 === 1 ? shown(s.x) : `${a1} × ${s.x < 0 ? `(${shown(s.x)})` : s.x}`} ${b1 < 0 ? '−' : '+'} ${Math.abs(b1) === 1 ? '' : Math.abs(b1)}y = ${num(c1)}, so y = ${shown(s.y)}.`,
        ],
        candidates,
        bloom: t > 1 ? 'analyze' : 'apply',
        check: {
          kind: 'solution',
          equations: [syntax(a1, b1, c1), syntax(a2, b2, c2)],
          variables: ['x', 'y'],
        },
      });
    },
  },
];
