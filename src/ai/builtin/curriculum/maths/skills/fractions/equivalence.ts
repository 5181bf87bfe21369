import {
  byDifficulty,
  exercise,
  fracKey,
  int,
  lcm,
  num,
  pick,
  unordered,
  wrong,
  type Candidate,
  type Frac,
  type SkillGenerator,
} from '../../generator-kit';
import { proper, raw, rawWrong } from './fraction-kit';

export const FRACTION_EQUIVALENCE_SKILLS: SkillGenerator[] = [
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
      list = unordered(list, (a, b) => a.n * b.d - b.n * a.d);
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
];
