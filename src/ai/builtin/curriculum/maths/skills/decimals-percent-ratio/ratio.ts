import {
  byDifficulty,
  exercise,
  gcd,
  int,
  num,
  wrong,
  type SkillGenerator,
} from '../../generator-kit';

export const RATIO_SKILLS: SkillGenerator[] = [
  {
    id: 'ratio.simplify',
    title: 'Simplifying ratios',
    grades: [6, 8],
    make(random, level) {
      const x = int(random, 1, 9);
      const y = int(random, 1, 9);
      if (x === y || gcd(x, y) !== 1) return null;
      const factor = int(random, 2, byDifficulty(level, 6, 12, 8));
      if (level.difficulty === 'hard') {
        // Different units: a cm : b m.
        const a = x * factor * 5;
        const bMetres = y * factor * 5;
        if (bMetres % 100 !== 0) return null;
        const metres = bMetres / 100;
        const ratio = `${x} : ${y}`;
        return exercise('ratio.simplify', level, {
          question: `Write the ratio ${a} cm : ${metres} m in its simplest form.`,
          answer: ratio,
          key: ratio,
          working: [
            `Use the same units: ${metres} m = ${bMetres} cm.`,
            `${a} : ${bMetres}; divide both by ${factor * 5}: ${ratio}.`,
          ],
          candidates: [
            wrong(
              'u',
              `${a / gcd(a, metres)} : ${metres / gcd(a, metres)}`,
              'did not change the units to be the same before simplifying',
            ),
            wrong('r', `${y} : ${x}`, 'wrote the ratio the wrong way round'),
            wrong(
              'h',
              `${a / 5} : ${bMetres / 5}`,
              'divided by a common factor that is not the highest',
            ),
          ],
          bloom: 'apply',
          check: { kind: 'ratio', parts: [String(a), String(bMetres)] },
        });
      }
      const a = x * factor;
      const b = y * factor;
      const ratio = `${x} : ${y}`;
      const smallFactor = [2, 3, 5, 7].find((p) => factor % p === 0 && p !== factor);
      return exercise('ratio.simplify', level, {
        question:
          level.difficulty === 'medium'
            ? `A class has ${a} girls and ${b} boys. Write the ratio of girls to boys in its simplest form.`
            : `Write the ratio ${a} : ${b} in its simplest form.`,
        answer: ratio,
        key: ratio,
        working: [
          `The highest common factor of ${a} and ${b} is ${factor}.`,
          `${a} ÷ ${factor} = ${x} and ${b} ÷ ${factor} = ${y}, so the ratio is ${ratio}.`,
        ],
        candidates: [
          ...(smallFactor
            ? [
                wrong(
                  'h',
                  `${a / smallFactor} : ${b / smallFactor}`,
                  'divided by a common factor that is not the highest',
                ),
              ]
            : []),
          wrong(
            'r',
            `${y} : ${x}`,
            level.difficulty === 'medium'
              ? 'wrote boys to girls instead of girls to boys'
              : 'wrote the ratio the wrong way round',
          ),
          wrong(
            's',
            `${a - Math.min(a, b) + 1} : ${b - Math.min(a, b) + 1}`,
            'took the same number away from both parts instead of dividing',
          ),
          wrong('t', `${x} : ${x + y}`, 'compared one part with the total'),
        ],
        bloom: 'understand',
        check: { kind: 'ratio', parts: [String(a), String(b)] },
      });
    },
  },
  {
    id: 'ratio.share',
    title: 'Sharing in a given ratio',
    grades: [6, 9],
    make(random, level) {
      const x = int(random, 1, byDifficulty(level, 4, 7, 9));
      const y = int(random, 1, byDifficulty(level, 4, 7, 9));
      if (x === y || gcd(x, y) !== 1) return null;
      const part = int(random, 2, byDifficulty(level, 10, 30, 60)) * byDifficulty(level, 5, 10, 10);
      const total = (x + y) * part;
      const show = (p: number, q: number) => `₹${num(p)} and ₹${num(q)}`;
      const candidates = [
        wrong('r', show(y * part, x * part), 'gave the shares the wrong way round'),
        wrong('e', show(total / 2, total / 2), 'shared the money equally, ignoring the ratio'),
      ];
      if (total % x === 0 && total % y === 0)
        candidates.unshift(
          wrong('d', show(total / x, total / y), 'divided the total by each number in the ratio'),
        );
      candidates.push(
        wrong(
          'p',
          show(x * (total / (x + y + 1)), y * (total / (x + y + 1))),
          'counted one part too many',
        ),
      );
      return exercise('ratio.share', level, {
        question: `Meera and Arjun share ₹${num(total)} in the ratio ${x} : ${y}. How much does each get? (Meera's share first.)`,
        answer: show(x * part, y * part),
        key: 'a',
        working: [
          `There are ${x} + ${y} = ${x + y} parts.`,
          `One part is ₹${num(total)} ÷ ${x + y} = ₹${num(part)}.`,
          `Meera gets ${x} × ₹${num(part)} = ₹${num(x * part)} and Arjun gets ${y} × ₹${num(part)} = ₹${num(y * part)}.`,
        ],
        candidates: candidates.filter((candidate) => !candidate.answer.includes('.')),
        bloom: 'apply',
        check: {
          kind: 'values',
          expressions: [`${total} * ${x} / ${x + y}`, `${total} * ${y} / ${x + y}`],
          separator: ' and ',
          prefix: '₹',
        },
      });
    },
  },
  {
    id: 'ratio.unitary',
    title: 'The unitary method (direct and inverse proportion)',
    grades: [5, 8],
    make(random, level) {
      if (level.difficulty === 'hard') {
        const workers = int(random, 2, 12);
        const days = int(random, 2, 20);
        const others = int(random, 2, 12);
        const work = workers * days;
        if (others === workers || work % others !== 0) return null;
        const answer = work / others;
        const direct = (days * others) / workers;
        return exercise('ratio.unitary', level, {
          question: `${workers} workers take ${days} days to build a wall. How many days would ${others} workers take, working at the same rate?`,
          answer: `${num(answer)} days`,
          key: answer,
          working: [
            `1 worker would take ${workers} × ${days} = ${work} days.`,
            `${others} workers take ${work} ÷ ${others} = ${answer} days (more workers, fewer days).`,
          ],
          candidates: [
            ...(Number.isInteger(direct)
              ? [
                  wrong(
                    direct,
                    `${num(direct)} days`,
                    'treated it as direct proportion: more workers do not take more days',
                  ),
                ]
              : []),
            wrong(work, `${num(work)} days`, 'found the time for one worker and stopped'),
            wrong(
              days + workers - others,
              `${num(days + workers - others)} days`,
              'added or took away the difference in workers',
            ),
            wrong(
              work * others,
              `${num(work * others)} days`,
              'multiplied the time for one worker by the new number of workers instead of dividing',
            ),
          ].filter(
            (candidate) => !candidate.answer.startsWith('0') && !candidate.answer.startsWith('−'),
          ),
          bloom: 'analyze',
          check: { kind: 'value', expression: `${workers} * ${days} / ${others}`, unit: ' days' },
        });
      }
      const items = int(random, 2, byDifficulty(level, 6, 12, 12));
      const unit = int(random, 2, byDifficulty(level, 20, 60, 60));
      const wanted = int(random, 2, byDifficulty(level, 10, 25, 25));
      if (wanted === items) return null;
      const cost = items * unit;
      return exercise('ratio.unitary', level, {
        question: `${items} pens cost ₹${num(cost)}. How much do ${wanted} pens cost?`,
        answer: `₹${num(unit * wanted)}`,
        key: unit * wanted,
        working: [
          `1 pen costs ₹${num(cost)} ÷ ${items} = ₹${num(unit)}.`,
          `${wanted} pens cost ${wanted} × ₹${num(unit)} = ₹${num(unit * wanted)}.`,
        ],
        candidates: [
          wrong(unit, `₹${num(unit)}`, 'found the cost of one pen and stopped'),
          wrong(
            cost + wanted - items,
            `₹${num(cost + wanted - items)}`,
            'added the difference in the number of pens to the cost',
          ),
          wrong(
            cost * wanted,
            `₹${num(cost * wanted)}`,
            'multiplied the total cost instead of the cost of one pen',
          ),
        ].filter((candidate) => !candidate.answer.includes('−')),
        bloom: 'apply',
        check: { kind: 'value', expression: `${cost} / ${items} * ${wanted}`, prefix: '₹' },
      });
    },
  },
];
