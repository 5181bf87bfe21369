import {
  byDifficulty,
  decimal,
  exercise,
  int,
  num,
  pick,
  rupees,
  wrong,
  type SkillGenerator,
} from '../../generator-kit';

export const MONEY_TIME_SKILLS: SkillGenerator[] = [
  {
    id: 'interest.simple',
    title: 'Simple interest',
    grades: [7, 9],
    make(random, level) {
      const principal = int(random, 2, byDifficulty(level, 20, 50, 100)) * 500;
      const rate = int(random, 2, 12);
      const years = int(random, 2, byDifficulty(level, 3, 5, 6));
      const interest = (principal * rate * years) / 100;
      if (!Number.isInteger(interest)) return null;
      if (level.difficulty === 'hard') {
        return exercise('interest.simple', level, {
          question: `₹${num(principal)} earns ₹${num(interest)} simple interest in ${years} years. What is the rate of interest per year?`,
          answer: `${rate}%`,
          key: rate,
          working: [
            'Rate = (Interest × 100) ÷ (Principal × Time).',
            `(${num(interest)} × 100) ÷ (${num(principal)} × ${years}) = ${rate}% per year.`,
          ],
          candidates: [
            wrong(
              (interest * 100) / principal,
              `${decimal(Math.round(((interest * 100) / principal) * 100), 2)}%`,
              'did not divide by the number of years',
            ),
            ...(Number.isInteger((interest * 100) / (principal * years * 10)) ? [] : []),
            wrong(
              `x${interest * years}`,
              `${decimal(Math.round(((interest * 100 * years) / principal) * 100), 2)}%`,
              'multiplied by the number of years instead of dividing',
            ),
            wrong(
              `y${interest}`,
              `${decimal(Math.round((interest / (principal * years)) * 10000), 2)}%`,
              'forgot to multiply by 100',
            ),
          ],
          bloom: 'analyze',
          check: {
            kind: 'value',
            expression: `${interest} * 100 / (${principal} * ${years})`,
            unit: '%',
          },
        });
      }
      const askAmount = level.difficulty === 'medium';
      const value = askAmount ? principal + interest : interest;
      return exercise('interest.simple', level, {
        question: `Find the ${askAmount ? 'amount (principal plus interest) after' : 'simple interest on'} ₹${num(principal)} at ${rate}% per year for ${years} years${askAmount ? ', with simple interest' : ''}.`,
        answer: `₹${num(value)}`,
        key: value,
        working: [
          'Simple interest = (Principal × Rate × Time) ÷ 100.',
          `(${num(principal)} × ${rate} × ${years}) ÷ 100 = ₹${num(interest)}.`,
          ...(askAmount
            ? [`Amount = ₹${num(principal)} + ₹${num(interest)} = ₹${num(value)}.`]
            : []),
        ],
        candidates: [
          askAmount
            ? wrong(interest, `₹${num(interest)}`, 'gave the interest, not the amount')
            : wrong(
                principal + interest,
                `₹${num(principal + interest)}`,
                'gave the amount, not the interest',
              ),
          wrong(
            (principal * rate) / 100 + (askAmount ? principal : 0),
            `₹${num((principal * rate) / 100 + (askAmount ? principal : 0))}`,
            'worked out the interest for one year only',
          ),
          wrong(
            principal * rate * years + (askAmount ? principal : 0),
            `₹${num(principal * rate * years + (askAmount ? principal : 0))}`,
            'forgot to divide by 100',
          ),
        ].filter((candidate) => !candidate.answer.includes('.')),
        bloom: 'apply',
        check: {
          kind: 'value',
          expression: askAmount
            ? `${principal} + ${principal} * ${rate} * ${years} / 100`
            : `${principal} * ${rate} * ${years} / 100`,
          prefix: '₹',
        },
      });
    },
  },
  {
    id: 'measures.time',
    title: 'Time: telling, adding and finding durations',
    grades: [2, 5],
    make(random, level) {
      const clock = (minutes: number) => {
        const m = ((minutes % 1440) + 1440) % 1440;
        const hour24 = Math.floor(m / 60);
        const hour = hour24 % 12 === 0 ? 12 : hour24 % 12;
        return `${hour}:${String(m % 60).padStart(2, '0')} ${hour24 < 12 ? 'am' : 'pm'}`;
      };
      const start =
        level.difficulty === 'hard'
          ? int(random, 9 * 12, 11 * 12 + 11) * 5
          : int(random, 13 * 12, 17 * 12) * 5;
      const hours = byDifficulty(level, 0, int(random, 0, 1), int(random, 1, 2));
      const minutes = level.grade <= 2 ? pick(random, [15, 30, 45]) : int(random, 2, 11) * 5;
      const duration = hours * 60 + minutes;
      const end = start + duration;
      const crossesHour = Math.floor(start / 60) !== Math.floor(end / 60);
      if (level.difficulty !== 'easy' && (start % 60) + minutes < 60) return null;
      const length = `${hours ? `${hours} hour${hours > 1 ? 's' : ''} ` : ''}${minutes} minutes`;
      const decimalHours =
        Math.floor(start / 60) + hours + Math.floor(((start % 60) + minutes) / 100);
      const hundredMinutes = ((start % 60) + minutes) % 100;
      const hundredText = `${decimalHours % 12 === 0 ? 12 : decimalHours % 12}:${String(hundredMinutes).padStart(2, '0')} ${decimalHours < 12 ? 'am' : 'pm'}`;
      return exercise('measures.time', level, {
        question:
          level.difficulty === 'hard'
            ? `A train leaves at ${clock(start)} and the journey takes ${length}. At what time does it arrive?`
            : `A film starts at ${clock(start)} and lasts ${length}. At what time does it end?`,
        answer: clock(end),
        key: clock(end),
        working: [
          ...(hours
            ? [
                `Add the hours: ${clock(start)} + ${hours} hour${hours > 1 ? 's' : ''} = ${clock(start + hours * 60)}.`,
              ]
            : []),
          `Add the minutes: ${clock(start + hours * 60)} + ${minutes} minutes = ${clock(end)}${crossesHour ? ' (60 minutes make 1 hour)' : ''}.`,
        ],
        candidates: [
          wrong(hundredText, hundredText, 'added the minutes as if an hour had 100 minutes'),
          ...(crossesHour
            ? [
                wrong(
                  clock(end - 60),
                  clock(end - 60),
                  'did not carry the extra hour when the minutes passed 60',
                ),
              ]
            : []),
          ...(hours > 0
            ? [
                wrong(
                  clock(start + hours * 60),
                  clock(start + hours * 60),
                  'added the hours but not the minutes',
                ),
              ]
            : []),
          wrong(clock(end + 60), clock(end + 60), 'added one hour too many'),
          ...(end >= 12 * 60 && start < 12 * 60
            ? [
                wrong(
                  clock(end - 12 * 60),
                  clock(end - 12 * 60),
                  'wrote am instead of pm after passing noon',
                ),
              ]
            : []),
        ],
        bloom: 'apply',
        check: {
          kind: 'clock',
          minutes: `${Math.floor(start / 60)} * 60 + ${start % 60} + ${hours} * 60 + ${minutes}`,
        },
      });
    },
  },
  {
    id: 'measures.money',
    title: 'Money: totals and change',
    grades: [1, 5],
    make(random, level) {
      // Items with the highest price that is believable for each; the class sets the overall limit.
      const items: [string, number][][] = [
        [
          ['a pencil', 15],
          ['an eraser', 10],
          ['a sharpener', 20],
          ['a ruler', 30],
        ],
        [
          ['a notebook', 80],
          ['a pen', 50],
          ['a box of crayons', 150],
          ['a glue stick', 60],
        ],
        [
          ['a mango', 60],
          ['a banana', 10],
          ['a packet of biscuits', 40],
          ['a bottle of water', 30],
        ],
        [
          ['a storybook', 250],
          ['a comic', 120],
          ['a puzzle', 300],
          ['a poster', 90],
        ],
      ];
      const maxPrice =
        level.grade <= 2 ? byDifficulty(level, 9, 20, 30) : byDifficulty(level, 50, 90, 150);
      const list = pick(random, level.grade <= 2 ? items.slice(0, 3) : items);
      const count = byDifficulty(level, 2, 2, 3);
      const chosen = list.slice(0, count).map(([item]) => item);
      const prices = list.slice(0, count).map(([, most]) => {
        const highest = Math.max(3, Math.min(maxPrice, most));
        // No ₹4 storybooks: the cheapest price is a fifth of the usual top price.
        const lowest = Math.max(2, Math.min(Math.floor(most / 5), Math.floor(highest / 2)));
        return int(random, lowest, highest);
      });
      const total = prices.reduce((s, p) => s + p, 0);
      const note = [10, 20, 50, 100, 200, 500].find((n) => n > total) ?? 1000;
      const askChange = level.difficulty !== 'easy';
      const value = askChange ? note - total : total;
      const described = chosen
        .map((item, i) => `${item} costs ₹${prices[i]}`)
        .join(count === 2 ? ' and ' : ', ')
        .replace(/, ([^,]*)$/, ' and $1');
      return exercise('measures.money', level, {
        question: askChange
          ? `At a shop, ${described}. Riya buys one of each and pays with a ₹${num(note)} note. How much change does she get?`
          : `At a shop, ${described}. How much do they cost altogether?`,
        answer: rupees(value * 100),
        key: value,
        working: [
          `Total cost: ${prices.map((p) => `₹${p}`).join(' + ')} = ₹${num(total)}.`,
          ...(askChange ? [`Change: ₹${num(note)} − ₹${num(total)} = ₹${num(value)}.`] : []),
        ],
        candidates: askChange
          ? [
              wrong(total, `₹${num(total)}`, 'gave the total cost instead of the change'),
              wrong(
                note - prices[0],
                `₹${num(note - prices[0])}`,
                'took only one price away from the note',
              ),
              wrong(
                note + total,
                `₹${num(note + total)}`,
                'added the cost to the note instead of subtracting',
              ),
              wrong(value + 10, `₹${num(value + 10)}`, 'made a slip when counting on to the note'),
            ]
          : [
              wrong(
                Math.abs(prices[0] - prices[1]),
                `₹${num(Math.abs(prices[0] - prices[1]))}`,
                'found the difference between the prices instead of the total',
              ),
              (prices[0] % 10) + (prices[1] % 10) >= 10
                ? wrong(
                    total - 10,
                    `₹${num(total - 10)}`,
                    'did not carry the ten into the tens column',
                  )
                : wrong(total + 10, `₹${num(total + 10)}`, 'carried a ten that was not there'),
              wrong(total - 1, `₹${num(total - 1)}`, 'counted on one too few'),
              wrong(total + 1, `₹${num(total + 1)}`, 'counted on one too many'),
            ],
        bloom: 'apply',
        check: {
          kind: 'value',
          expression: askChange ? `${note} - (${prices.join(' + ')})` : prices.join(' + '),
          prefix: '₹',
        },
      });
    },
  },
];
