import {
  mathsExercises,
  verifyMathsExercise,
  type MathsDifficulty,
  type MathsExercise,
} from 'src/ai/builtin/curriculum/maths';

const base: MathsExercise = {
  skill: 'test',
  question: 'q',
  answer: '',
  working: ['w'],
  distractors: [],
  bloom: 'apply',
  difficulty: 'medium',
};

const many = (skill: string, difficulty: MathsDifficulty, grade = 10) =>
  ['a', 'b', 'c', 'd'].flatMap((seed) =>
    mathsExercises(skill, { grade, difficulty, count: 6, seed }),
  );

const errors = (exercises: MathsExercise[]) =>
  exercises.flatMap((e) => e.distractors.map((d) => d.error));

describe('a factorised answer is checked for its form as well as its value', () => {
  const factorise: MathsExercise = {
    ...base,
    question: 'Factorise 6x + 9 completely.',
    answer: '3(2x + 3)',
    distractors: [
      { answer: '3(2x + 9)', error: 'divided only the first term by the common factor' },
      { answer: '3(6x + 3)', error: 'divided only the second term by the common factor' },
    ],
    check: { kind: 'equivalent', expression: '6*x + 9', variables: ['x'], form: 'factorised' },
  };

  it('accepts a product of factors, in any order', () => {
    expect(verifyMathsExercise(factorise)).toBe(true);
    expect(verifyMathsExercise({ ...factorise, answer: '(2x + 3)3' })).toBe(true);
  });

  it('rejects the expression left as a sum, equal in value', () => {
    expect(verifyMathsExercise({ ...factorise, answer: '6x + 9' })).toBe(false);
    expect(
      verifyMathsExercise({
        ...factorise,
        answer: '6x + 9',
        check: { ...factorise.check!, form: undefined } as MathsExercise['check'],
      }),
    ).toBe(true);
  });

  it('rejects a bracket that still has a common factor', () => {
    const square = {
      ...factorise,
      answer: '6x(x + 2)',
      check: {
        kind: 'equivalent' as const,
        expression: '6*x^2 + 12*x',
        variables: ['x'],
        form: 'factorised' as const,
      },
    };
    expect(verifyMathsExercise(square)).toBe(true);
    expect(verifyMathsExercise({ ...square, answer: '2(3x² + 6x)' })).toBe(false);
    expect(verifyMathsExercise({ ...square, answer: '3x(2x + 4)' })).toBe(false);
  });

  it('every algebra.factorise key is a product', () => {
    for (const difficulty of ['easy', 'medium', 'hard'] as const)
      for (const e of many('algebra.factorise', difficulty, 8)) expect(e.answer).toMatch(/\)$/);
  });
});

describe('roots, pairs, degrees and the nature of roots are recomputed', () => {
  const roots: MathsExercise = {
    ...base,
    question: 'Solve x² − 7x + 10 = 0 by factorising.',
    answer: 'x = 2 or x = 5',
    distractors: [
      { answer: 'x = −2 or x = −5', error: 'signs' },
      { answer: 'x = 2', error: 'gave only one of the two roots' },
    ],
    check: {
      kind: 'roots',
      expression: 'x^2 - 7*x + 10',
      variable: 'x',
      count: 2,
      separator: ' or ',
      prefix: 'x = ',
    },
  };

  it('takes the roots in either order, and not one root alone', () => {
    expect(verifyMathsExercise(roots)).toBe(true);
    expect(verifyMathsExercise({ ...roots, answer: 'x = 5 or x = 2' })).toBe(true);
    expect(verifyMathsExercise({ ...roots, answer: 'x = 5' })).toBe(false);
    expect(verifyMathsExercise({ ...roots, answer: 'x = 2 or x = 6' })).toBe(false);
  });

  it('checks a pair by putting both values into both equations', () => {
    const pair: MathsExercise = {
      ...base,
      question: 'Solve x + y = 10 and x − y = 4 by elimination.',
      answer: 'x = 7, y = 3',
      distractors: [
        { answer: 'x = 3, y = 7', error: 'gave the values of x and y the wrong way round' },
        { answer: 'x = 7', error: 'stopped after finding x and did not find y' },
      ],
      check: { kind: 'solution', equations: ['x + y = 10', 'x - y = 4'], variables: ['x', 'y'] },
    };
    expect(verifyMathsExercise(pair)).toBe(true);
    expect(verifyMathsExercise({ ...pair, answer: 'x = 6, y = 4' })).toBe(false);
    expect(verifyMathsExercise({ ...pair, answer: 'x = 7' })).toBe(false);
  });

  it('expands the polynomial to find its degree', () => {
    const degree: MathsExercise = {
      ...base,
      question: 'What is the degree of the polynomial 3x² + 5x⁴ − 1?',
      answer: '4',
      distractors: [
        { answer: '2', error: 'took the power of the first term' },
        { answer: '3', error: 'counted the terms' },
      ],
      check: { kind: 'degree', expression: '3x^2 + 5x^4 - 1', variable: 'x' },
    };
    expect(verifyMathsExercise(degree)).toBe(true);
    expect(
      verifyMathsExercise({
        ...degree,
        answer: '2',
        distractors: [
          { answer: '4', error: 'e' },
          { answer: '3', error: 'e' },
        ],
      }),
    ).toBe(false);
  });

  it('names the nature of the roots from the sign of b² − 4ac', () => {
    const nature: MathsExercise = {
      ...base,
      question: 'Use the discriminant to find the nature of the roots of 2x² − 4x + 3 = 0.',
      answer: 'no real roots',
      distractors: [
        {
          answer: 'two different real roots',
          error: 'added 4ac instead of subtracting it, getting 40',
        },
        { answer: 'two equal real roots', error: 'read a negative discriminant as zero' },
      ],
      check: { kind: 'nature', a: '2', b: '-4', c: '3' },
    };
    expect(verifyMathsExercise(nature)).toBe(true);
    expect(
      verifyMathsExercise({ ...nature, check: { kind: 'nature', a: '1', b: '-4', c: '4' } }),
    ).toBe(false);
  });
});

describe('Class 9–10 generators name the errors students make', () => {
  it('quadratic equations: the root lost by dividing by x, the negative square root, the signs of the brackets', () => {
    const all = errors(many('quadratic.solve_factorising', 'medium'));
    expect(all).toContain('divided both sides by x and lost the root x = 0');
    expect(all.some((e) => /took only the positive square root/.test(e))).toBe(true);
    expect(all).toContain(
      'took the numbers in the brackets as the roots without changing their signs',
    );
    for (const e of many('quadratic.solve_factorising', 'easy'))
      expect(e.answer).toMatch(/^x = −?\d+ or x = −?\d+$/);
  });

  it('the discriminant: a number in easy questions, the nature of the roots with its value in the working after', () => {
    for (const e of many('quadratic.discriminant', 'easy')) expect(e.answer).toMatch(/^−?\d+$/);
    for (const e of many('quadratic.discriminant', 'medium')) {
      expect(['two different real roots', 'two equal real roots', 'no real roots']).toContain(
        e.answer,
      );
      expect(e.working.join(' ')).toMatch(/b² − 4ac = .* = −?\d+ [<=>] 0, so the equation has /);
    }
    expect(
      errors(many('quadratic.discriminant', 'hard')).some((e) =>
        /without bringing it to the left-hand side/.test(e),
      ),
    ).toBe(true);
  });

  it('arithmetic progressions: a + nd for the nth term, n − 1 steps, the sum not halved', () => {
    expect(
      errors(many('ap.nth_term', 'easy')).some((e) =>
        /^used a \+ \d+d instead of a \+ \(\d+ − 1\)d$/.test(e),
      ),
    ).toBe(true);
    expect(errors(many('ap.nth_term', 'hard'))).toContain('used a + nd instead of a + (n − 1)d');
    expect(errors(many('ap.which_term', 'easy')).some((e) => /^forgot to add 1/.test(e))).toBe(
      true,
    );
    expect(errors(many('ap.sum_of_terms', 'medium'))).toContain('forgot to divide by 2');
    const [e] = mathsExercises('ap.nth_term', {
      grade: 10,
      difficulty: 'easy',
      count: 1,
      seed: 'a',
    });
    expect(e.working.join(' ')).toMatch(/a[₀-₉]+ = a \+ \(\d+ − 1\)d = /);
  });

  it('every Class 9–10 stem ends with its own stop or question mark, so it can be quoted whole', () => {
    for (const skill of [
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
    ])
      for (const difficulty of ['easy', 'medium', 'hard'] as const)
        for (const e of many(skill, difficulty)) expect(e.question).toMatch(/[^.…][.?]$/);
  });

  it('polynomials: the power of the first term, p(−a) for x − a, the remainder theorem named', () => {
    expect(errors(many('polynomials.degree', 'medium', 9))).toContain(
      'took the power of the first term',
    );
    const remainders = many('polynomials.remainder_theorem', 'medium', 9);
    expect(remainders.every((e) => /^By the remainder theorem/.test(e.working[0]))).toBe(true);
    expect(
      errors(remainders).some((e) => /^worked out p\(−?\d\) instead of p\(−?\d\)$/.test(e)),
    ).toBe(true);
    for (const e of many('polynomials.zeroes', 'medium', 9))
      expect(e.answer).toMatch(/^−?[\d/]+ and −?[\d/]+$/);
  });

  it('pairs of equations: both values in the answer, stopping at x and swapping them as errors', () => {
    for (const skill of ['linear_pair.substitution', 'linear_pair.elimination']) {
      const exercises = many(skill, 'medium');
      for (const e of exercises) expect(e.answer).toMatch(/^x = −?\d+, y = −?\d+$/);
      expect(errors(exercises)).toContain('stopped after finding x and did not find y');
      expect(errors(exercises)).toContain('gave the values of x and y the wrong way round');
    }
  });

  it('solids state π, and a cone is a third of its cylinder, not a half', () => {
    const solids = ['easy', 'medium', 'hard'].flatMap((d) =>
      many('solids.surface_area_volume', d as MathsDifficulty),
    );
    for (const e of solids) {
      expect(e.question).toMatch(
        /^A (cylinder|cone|sphere|hemisphere) has .* Use π = (22\/7|3\.14)\.$/,
      );
      expect(e.answer).toMatch(/ cm[²³]$/);
    }
    expect(errors(solids)).toContain('took a cone as half of the cylinder instead of a third');
    expect(errors(many('solids.cone_slant_height', 'easy'))).toContain(
      'added the radius and the height',
    );
  });
});
