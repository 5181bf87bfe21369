import {
  MATHS_SKILLS,
  mathsExercises,
  UnknownMathsSkillError,
  verifyMathsExercise,
  type MathsDifficulty,
  type MathsExercise,
} from 'src/ai/builtin/curriculum/maths';

const DIFFICULTIES: MathsDifficulty[] = ['easy', 'medium', 'hard'];
const SEEDS = Array.from({ length: 6 }, (_, i) => `class-${i}`);

function gradesOf(range: readonly [number, number]): number[] {
  const [low, high] = range;
  return [...new Set([low, Math.round((low + high) / 2), high])];
}

function allTexts(exercise: MathsExercise): string[] {
  return [
    exercise.question,
    exercise.answer,
    ...exercise.working,
    ...exercise.distractors.flatMap((d) => [d.answer, d.error]),
  ];
}

/** The numbers a question shows, read as a student reads them ("12,500" is one number). */
function numbersIn(text: string): number[] {
  return (text.match(/\d[\d,]*(\.\d+)?/g) ?? []).map((n) => Number(n.replace(/,/g, '')));
}

describe('maths exercise generators', () => {
  it('cover the skills the syllabi ask for', () => {
    const ids = MATHS_SKILLS.map((skill) => skill.id);
    for (const id of [
      'number.place_value',
      'number.compare_order',
      'whole.add',
      'whole.subtract',
      'whole.multiply',
      'whole.divide',
      'whole.associative_commutative',
      'whole.distributive',
      'whole.successor_predecessor',
      'factors.list',
      'factors.hcf',
      'factors.lcm',
      'fractions.equivalent',
      'fractions.simplify',
      'fractions.compare',
      'fractions.add_like',
      'fractions.subtract_like',
      'fractions.add_unlike',
      'fractions.subtract_unlike',
      'fractions.multiply',
      'fractions.divide',
      'fractions.of_quantity',
      'decimals.place_value',
      'decimals.compare',
      'decimals.add_subtract',
      'decimals.multiply',
      'decimals.divide',
      'decimals.fraction_to_decimal',
      'decimals.decimal_to_fraction',
      'percentages.of_quantity',
      'percentages.increase_decrease',
      'percentages.convert',
      'ratio.simplify',
      'ratio.share',
      'ratio.unitary',
      'integers.add_subtract',
      'integers.multiply_divide',
      'algebra.simplify',
      'algebra.substitute',
      'algebra.solve_one_step',
      'algebra.solve_two_step',
      'algebra.solve_both_sides',
      'mensuration.rectangle',
      'mensuration.triangle_area',
      'mensuration.compound_area',
      'mensuration.cuboid_volume',
      'mensuration.circle',
      'angles.on_line',
      'angles.at_point',
      'angles.triangle',
      'angles.vertically_opposite',
      'data.mean',
      'data.median',
      'data.mode',
      'data.range',
      'interest.simple',
      'measures.time',
      'measures.money',
      'exponents.evaluate',
      'exponents.laws',
      'geometry.pythagoras',
      'probability.simple',
      'polynomials.degree',
      'polynomials.value',
      'polynomials.zeroes',
      'polynomials.remainder_theorem',
      'quadratic.solve_factorising',
      'quadratic.discriminant',
      'ap.common_difference',
      'ap.nth_term',
      'ap.sum_of_terms',
      'ap.which_term',
      'linear_pair.graph_point',
      'linear_pair.substitution',
      'linear_pair.elimination',
      'solids.surface_area_volume',
      'solids.cone_slant_height',
    ]) {
      expect(ids).toContain(id);
    }
    expect(new Set(ids).size).toBe(ids.length);
    for (const skill of MATHS_SKILLS) {
      expect(skill.id).toMatch(/^[a-z_]+\.[a-z_]+$/);
      expect(skill.grades[0]).toBeGreaterThanOrEqual(1);
      expect(skill.grades[1]).toBeLessThanOrEqual(10);
      expect(skill.grades[0]).toBeLessThanOrEqual(skill.grades[1]);
    }
  });

  describe.each(MATHS_SKILLS.map((skill) => [skill.id, skill] as const))('%s', (id, skill) => {
    it.each(DIFFICULTIES)(
      'gives distinct, verified exercises at every grade (%s)',
      (difficulty) => {
        const problems: string[] = [];
        for (const grade of gradesOf(skill.grades)) {
          for (const seed of SEEDS) {
            const exercises = mathsExercises(id, { grade, difficulty, count: 6, seed });
            if (exercises.length !== 6)
              problems.push(`g${grade} ${seed}: ${exercises.length} exercises`);
            if (new Set(exercises.map((e) => e.question)).size !== exercises.length)
              problems.push(`g${grade} ${seed}: repeated question`);
            for (const exercise of exercises) {
              const where = `g${grade} ${exercise.question}`;
              if (!verifyMathsExercise(exercise)) problems.push(`${where}: not verified`);
              if (exercise.skill !== id || exercise.difficulty !== difficulty)
                problems.push(`${where}: wrong labels`);
              const count = exercise.distractors.length;
              if (count < 2 || count > 3) problems.push(`${where}: ${count} distractors`);
              const answers = [exercise.answer, ...exercise.distractors.map((d) => d.answer)];
              if (new Set(answers).size !== answers.length)
                problems.push(`${where}: repeated option`);
              for (const text of allTexts(exercise)) {
                if (
                  /undefined|NaN|Infinity|\[object|null/.test(text) ||
                  !text ||
                  text.trim() !== text
                )
                  problems.push(`${where}: bad text "${text}"`);
              }
              for (const distractor of exercise.distractors) {
                if (!/^[a-z]/.test(distractor.error))
                  problems.push(`${where}: error "${distractor.error}"`);
              }
            }
          }
        }
        expect(problems).toEqual([]);
      },
    );

    it('fails the check when the answer is swapped for a distractor', () => {
      for (const difficulty of DIFFICULTIES) {
        for (const exercise of mathsExercises(id, {
          grade: skill.grades[1],
          difficulty,
          count: 4,
          seed: 'swap',
        })) {
          const [first, ...rest] = exercise.distractors;
          const swapped = {
            ...exercise,
            answer: first.answer,
            distractors: [{ answer: exercise.answer, error: 'x' }, ...rest],
          };
          expect({ question: exercise.question, verified: verifyMathsExercise(swapped) }).toEqual({
            question: exercise.question,
            verified: false,
          });
        }
      }
    });

    it('gives the same exercises for the same seed and others for another', () => {
      const options = {
        grade: skill.grades[0],
        difficulty: 'medium' as const,
        count: 5,
        seed: 'same',
      };
      expect(mathsExercises(id, options)).toEqual(mathsExercises(id, options));
      const other = mathsExercises(id, { ...options, seed: 'other' });
      expect(other.map((e) => e.question)).not.toEqual(
        mathsExercises(id, options).map((e) => e.question),
      );
    });
  });

  it('shows no step that only multiplies the last result by 1 ("6. … = 1 × 6 = 6")', () => {
    for (const skill of MATHS_SKILLS)
      for (const grade of gradesOf(skill.grades))
        for (const difficulty of DIFFICULTIES)
          for (const exercise of SEEDS.flatMap((seed) =>
            mathsExercises(skill.id, { grade, difficulty, count: 4, seed }),
          ))
            exercise.working.forEach((step, i) => {
              const idle = /(?<![\d.])1 × ([\d,.]+) = \1(?![\d])/.exec(step);
              const earlier = exercise.working.slice(0, i).join(' ');
              expect({
                skill: skill.id,
                step,
                idle: !!idle && new RegExp(`= ${idle[1].replace('.', '\\.')}\\b`).test(earlier),
              }).toEqual({ skill: skill.id, step, idle: false });
            });
  });

  it('throws for a skill it does not know', () => {
    expect(() =>
      mathsExercises('fractions.unknown', { grade: 6, difficulty: 'easy', count: 1, seed: 's' }),
    ).toThrow(UnknownMathsSkillError);
  });

  it('treats a grade outside the skill as its nearest end', () => {
    const low = mathsExercises('whole.add', { grade: 1, difficulty: 'easy', count: 3, seed: 's' });
    expect(
      mathsExercises('whole.add', { grade: 0, difficulty: 'easy', count: 3, seed: 's' }),
    ).toEqual(low);
  });

  describe('sizes fit the class', () => {
    const many = (id: string, grade: number, difficulty: MathsDifficulty) =>
      SEEDS.flatMap((seed) => mathsExercises(id, { grade, difficulty, count: 10, seed }));

    it('Class 1 adds and subtracts within 20; Class 2 within 100', () => {
      for (const difficulty of DIFFICULTIES) {
        for (const e of many('whole.add', 1, difficulty))
          expect(Number(e.answer)).toBeLessThanOrEqual(20);
        for (const e of many('whole.subtract', 1, difficulty))
          expect(Math.max(...numbersIn(e.question))).toBeLessThanOrEqual(20);
        for (const e of many('whole.add', 2, difficulty))
          expect(Number(e.answer)).toBeLessThan(200);
        for (const e of many('whole.subtract', 2, difficulty))
          expect(Math.max(...numbersIn(e.question))).toBeLessThan(100);
      }
    });

    it('easy Class 1 sums are within 10 and need no carrying from Class 2 on', () => {
      for (const e of many('whole.add', 1, 'easy'))
        expect(Number(e.answer)).toBeLessThanOrEqual(10);
      for (const e of many('whole.add', 3, 'easy')) {
        const [a, b] = numbersIn(e.question);
        expect((a % 10) + (b % 10)).toBeLessThan(10);
      }
    });

    it('Class 2 and 3 multiply within the times tables', () => {
      for (const grade of [2, 3]) {
        for (const e of many('whole.multiply', grade, 'medium')) {
          expect(Math.max(...numbersIn(e.question))).toBeLessThanOrEqual(12);
        }
      }
    });

    it('larger numbers come with higher classes', () => {
      const largest = (grade: number) =>
        Math.max(
          ...many('whole.add', grade, 'medium').map((e) => Number(e.answer.replace(/,/g, ''))),
        );
      expect(largest(3)).toBeLessThan(2000);
      expect(largest(4)).toBeLessThan(20000);
      expect(largest(5)).toBeGreaterThan(20000);
    });

    it('fraction denominators stay at 12 or below', () => {
      for (const id of ['fractions.add_unlike', 'fractions.subtract_unlike', 'fractions.compare']) {
        for (const e of many(id, 6, 'hard')) {
          for (const [, d] of e.question.matchAll(/\d+\/(\d+)/g))
            expect(Number(d)).toBeLessThanOrEqual(12);
        }
      }
    });

    it('Pythagoras sides come from whole-number triples except in the hard rounding questions', () => {
      for (const e of many('geometry.pythagoras', 9, 'easy')) expect(e.answer).toMatch(/^\d+ cm$/);
      for (const e of many('geometry.pythagoras', 9, 'hard'))
        expect(e.answer).toMatch(/^\d+\.\d m$/);
    });

    it('a ladder stands as ladders do: its foot near the wall, reaching at least twice as high', () => {
      for (const e of many('geometry.pythagoras', 9, 'hard')) {
        const [, foot, up] = /foot is (\d+) m from the wall and it reaches (\d+) m up/.exec(
          e.question,
        )!;
        expect(Number(up)).toBeGreaterThanOrEqual(2 * Number(foot));
      }
    });
  });

  describe('known examples', () => {
    it('1/2 + 1/3 = 5/6, with 2/5 named as adding the numerators and the denominators', () => {
      const found = SEEDS.concat(Array.from({ length: 400 }, (_, i) => `find-${i}`))
        .flatMap((seed) =>
          mathsExercises('fractions.add_unlike', {
            grade: 5,
            difficulty: 'medium',
            count: 10,
            seed,
          }),
        )
        .find((e) => e.question.startsWith('Work out 1/2 + 1/3.'));
      expect(found).toBeDefined();
      expect(found!.answer).toBe('5/6');
      expect(found!.distractors).toContainEqual({
        answer: '2/5',
        error: 'added the numerators and the denominators',
      });
      expect(found!.working.join(' ')).toContain('3/6');
    });

    const fractionSum: MathsExercise = {
      skill: 'fractions.add_unlike',
      question: 'Work out 1/2 + 1/3. Give your answer in its simplest form.',
      answer: '5/6',
      working: ['1/2 = 3/6 and 1/3 = 2/6.', '3/6 + 2/6 = 5/6'],
      distractors: [
        { answer: '2/5', error: 'added the numerators and the denominators' },
        { answer: '2/6', error: 'changed the denominators but not the numerators' },
      ],
      bloom: 'apply',
      difficulty: 'medium',
      check: { kind: 'value', expression: '1/2 + 1/3', simplest: true },
    };

    it('verifies a right exercise and rejects a wrong key, an unsimplified key and an equal distractor', () => {
      expect(verifyMathsExercise(fractionSum)).toBe(true);
      expect(
        verifyMathsExercise({
          ...fractionSum,
          answer: '2/5',
          distractors: [{ answer: '5/6', error: 'x' }, fractionSum.distractors[1]],
        }),
      ).toBe(false);
      expect(verifyMathsExercise({ ...fractionSum, answer: '10/12' })).toBe(false);
      expect(
        verifyMathsExercise({
          ...fractionSum,
          distractors: [...fractionSum.distractors, { answer: '10/12', error: 'did not simplify' }],
        }),
      ).toBe(false);
      expect(
        verifyMathsExercise({
          ...fractionSum,
          distractors: [fractionSum.distractors[0], { answer: '4/10', error: 'same as 2/5' }],
        }),
      ).toBe(false);
      expect(verifyMathsExercise({ ...fractionSum, check: undefined })).toBe(false);
      expect(
        verifyMathsExercise({ ...fractionSum, distractors: [fractionSum.distractors[0]] }),
      ).toBe(false);
    });

    it('checks equations by substituting the answer', () => {
      const equation: MathsExercise = {
        ...fractionSum,
        skill: 'algebra.solve_two_step',
        question: 'Solve 3x + 5 = 20.',
        answer: 'x = 5',
        distractors: [
          { answer: 'x = 25/3', error: 'added 5 to both sides instead of subtracting it' },
          { answer: 'x = −5', error: 'got the sign wrong' },
        ],
        check: { kind: 'equation', equation: '3*x + 5 = 20', variable: 'x' },
      };
      expect(verifyMathsExercise(equation)).toBe(true);
      expect(verifyMathsExercise({ ...equation, answer: 'x = 6' })).toBe(false);
    });

    it('checks simplified expressions at several points, not by their text', () => {
      const simplify: MathsExercise = {
        ...fractionSum,
        skill: 'algebra.simplify',
        question: 'Simplify 3a + 5b − a + 2b.',
        answer: '2a + 7b',
        distractors: [
          { answer: '4a + 7b', error: 'ignored the minus signs in front of terms' },
          { answer: '9ab', error: 'combined unlike terms into one' },
        ],
        check: { kind: 'equivalent', expression: '3*a + 5*b - a + 2*b', variables: ['a', 'b'] },
      };
      expect(verifyMathsExercise(simplify)).toBe(true);
      expect(verifyMathsExercise({ ...simplify, answer: '7b + 2a' })).toBe(true);
      expect(verifyMathsExercise({ ...simplify, answer: '2a + 3b' })).toBe(false);
    });

    it('names the classic errors in other skills', () => {
      const subtraction = mathsExercises('whole.subtract', {
        grade: 3,
        difficulty: 'medium',
        count: 10,
        seed: 'classic',
      });
      expect(
        subtraction.some((e) =>
          e.distractors.some((d) => d.error.includes('smaller digit from the larger')),
        ),
      ).toBe(true);
      const decimals = mathsExercises('decimals.compare', {
        grade: 5,
        difficulty: 'medium',
        count: 10,
        seed: 'classic',
      });
      expect(
        decimals.some((e) =>
          e.distractors.some((d) =>
            /after the point as whole numbers|more digits is larger/.test(d.error),
          ),
        ),
      ).toBe(true);
      const circles = mathsExercises('mensuration.circle', {
        grade: 8,
        difficulty: 'hard',
        count: 10,
        seed: 'classic',
      });
      for (const e of circles) expect(e.question).toMatch(/Use π = (3\.14|22\/7)\./);
    });
  });
});
