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
  signed,
  wrong,
  type SkillGenerator,
} from '../../generator-kit';

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
