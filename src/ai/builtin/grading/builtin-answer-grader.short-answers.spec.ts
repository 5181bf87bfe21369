import type {
  GradingQuestion,
  GradingRequest,
  RubricCriterionInput,
} from 'src/ai/ports/answer-grading.port';
import type { BuiltinAnswerGrader } from 'src/ai/builtin/grading/builtin-answer-grader';
import {
  BULBS,
  builtinGrader,
  EVAPORATION,
  gradeOne,
  short,
} from 'src/ai/builtin/grading/__fixtures__/grading-questions';

let grader: BuiltinAnswerGrader;
beforeAll(async () => {
  grader = await builtinGrader();
});

describe('BuiltinAnswerGrader: short answers matched after normalisation', () => {
  const gravity = short(
    'What is the acceleration due to gravity near the Earth’s surface?',
    '9.8 m/s²',
    2,
  );

  it('accepts a number with its unit written out or converted', async () => {
    expect((await gradeOne(gravity, '9.8 metres per second squared')).score).toBe(2);
    expect((await gradeOne(gravity, 'g = 9.8 m s^-2')).score).toBe(2);
    expect((await gradeOne(gravity, '980 cm/s²')).score).toBe(2);
    // "5 m" opening a model answer is five metres, not "5 marks".
    const speed = short('Calculate the speed of a car that travels 100 m in 20 s.', '5 m/s', 2);
    expect((await gradeOne(speed, 'speed = 100/20 = 5 metres per second')).score).toBe(2);
    expect((await gradeOne(speed, '2000 m/s')).score).toBe(0);
    const boiling = short('At what temperature does water boil at sea level?', '100 °C');
    expect((await gradeOne(boiling, '212 °F')).score).toBe(1);
    expect((await gradeOne(boiling, '373 K')).score).toBe(1);
    expect((await gradeOne(boiling, '90 degrees Celsius')).score).toBe(0);
  });

  it('reads working as maths mark schemes do: the result is the answer, and implies the method', async () => {
    const solve = short('Solve 2x + 3 = 13.', '2x = 10\nx = 5', 2);
    const answerOnly = await gradeOne(solve, 'x = 5');
    expect(answerOnly.score).toBe(2);
    expect(answerOnly.stepMarks.map((step) => step.status)).toEqual(['earned', 'earned']);
    const wrong = await gradeOne(solve, 'x = 6');
    expect(wrong.score).toBe(0);
    // The wrong result contradicts the result, not the step of working it never wrote.
    expect(wrong.stepMarks.map((step) => step.status)).toEqual(['missing', 'contradicted']);
    expect((await gradeOne(solve, '2x = 10, x = 6')).score).toBe(1);

    // "Show that" gives the result away: only working earns, and the result alone nothing.
    const showThat = short('Show that x = 5 when 2x + 3 = 13.', '2x = 10\nx = 5', 2);
    const resultOnly = await gradeOne(showThat, 'x = 5');
    expect(resultOnly.score).toBe(0);
    expect(resultOnly.stepMarks.map((step) => step.status)).toEqual(['missing', 'missing']);
    expect((await gradeOne(showThat, '2x = 13 - 3 = 10, so x = 5')).score).toBe(2);

    // Two answers are not working: one does not imply the other.
    const water = short('At what temperatures does water boil and freeze?', '100 °C\n0 °C', 2);
    const freezing = await gradeOne(water, 'It freezes at 0 °C.');
    expect(freezing.score).toBe(1);
    expect(freezing.stepMarks.map((step) => step.status)).toEqual(['missing', 'earned']);
    expect((await gradeOne(water, '90 °C and 0 °C')).stepMarks[0].status).toBe('contradicted');

    const percent = short('Work out 15% of 80.', '0.15 × 80 = 12', 2);
    expect((await gradeOne(percent, '15/100 x 80 = 12')).score).toBe(2);
    const method = await gradeOne(percent, '0.15 x 80');
    expect(method.score).toBe(1);
    expect(method.stepMarks[0].status).toBe('partial');
  });

  it('wants a fraction in its simplest form when the question says so, in figures or words', async () => {
    const simplify = short('Simplify 6/8.', '3/4');
    expect((await gradeOne(simplify, '3/4')).score).toBe(1);
    expect((await gradeOne(simplify, 'three quarters')).score).toBe(1);
    expect((await gradeOne(simplify, '6/8')).score).toBe(0);
    const share = short('What fraction of the pizza is left?', '3/4');
    expect((await gradeOne(share, '6/8')).score).toBe(1);
  });

  it('accepts a number written in words, and a negative said in a word', async () => {
    const light = short('How long does light take to reach us from the Sun?', '8 minutes');
    expect((await gradeOne(light, 'about eight minutes')).score).toBe(1);
    expect((await gradeOne(light, 'nine minutes')).score).toBe(0);
    const war = short('In which year did the Second World War end?', '1945');
    expect((await gradeOne(war, 'nineteen forty-five')).score).toBe(1);
    expect((await gradeOne(war, '1944')).score).toBe(0);
    const night = short('What was the lowest temperature?', '-5 °C');
    expect((await gradeOne(night, 'minus 5 degrees Celsius')).score).toBe(1);
    expect((await gradeOne(night, '5 degrees Celsius')).score).toBe(0);
  });

  it('gives half the marks for the right number without its unit, none for another number', async () => {
    const bare = await gradeOne(gravity, '9.8');
    expect(bare.score).toBe(1);
    expect(bare.stepMarks[0].status).toBe('partial');
    const wrong = await gradeOne(gravity, '10.8 m/s²');
    expect(wrong.score).toBe(0);
    expect(wrong.stepMarks[0]).toMatchObject({ status: 'contradicted', evidence: '10.8 m/s²' });
  });

  it('matches an option letter however it is written', async () => {
    const mcq = short(
      'Which gas do plants take in for photosynthesis? A. oxygen B. carbon dioxide C. nitrogen',
      'B',
    );
    for (const written of ['B', '(b)', 'b)', 'Option B', 'The answer is B.']) {
      expect((await gradeOne(mcq, written)).score).toBe(1);
    }
    const wrong = await gradeOne(mcq, 'C');
    expect(wrong.score).toBe(0);
    expect(wrong.stepMarks[0].status).toBe('contradicted');
  });

  it('matches true/false and its abbreviations', async () => {
    const tf = short('Metals are good conductors of electricity. True or false?', 'True');
    expect((await gradeOne(tf, 'T')).score).toBe(1);
    expect((await gradeOne(tf, 'true.')).score).toBe(1);
    expect((await gradeOne(tf, 'False')).score).toBe(0);
  });

  it('gives half the marks to a word described by its definition rather than named', async () => {
    const thermometer = short('What does a thermometer measure?', 'Temperature');
    const described = await gradeOne(thermometer, 'how hot or cold something is');
    expect(described.score).toBe(0.5);
    expect(described.stepMarks[0].status).toBe('partial');
    expect(described.feedback).toContain(
      'Right: "how hot or cold something is". Next step: add the part about temperature',
    );
    expect((await gradeOne(thermometer, 'how much it weighs in grams')).score).toBe(0);
    expect((await gradeOne(thermometer, 'temperature')).score).toBe(1);
  });

  it('matches a single word by its forms, synonyms and spelling, not by a different word', async () => {
    const word = short('Name the process by which water turns into vapour.', 'Evaporation');
    expect((await gradeOne(word, 'evaporating')).score).toBe(1);
    expect((await gradeOne(word, 'vaporization')).score).toBe(1);
    expect((await gradeOne(word, 'evaparation')).score).toBe(1);
    expect((await gradeOne(word, 'condensation')).score).toBe(0);
  });

  it('accepts either name of a short answer with another in brackets', async () => {
    const unit = short('What is the unit of force?', 'Newton (N)');
    expect((await gradeOne(unit, 'newtons')).score).toBe(1);
    expect((await gradeOne(unit, 'N')).score).toBe(1);
    expect((await gradeOne(unit, 'joules')).score).toBe(0);
  });

  it('matches a chemical formula and the name it stands for, either way round', async () => {
    const gas = 'Which gas do plants take in for photosynthesis?';
    const named = short(gas, 'Carbon dioxide.');
    expect((await gradeOne(named, 'CO2')).score).toBe(1);
    expect((await gradeOne(named, 'CO₂')).score).toBe(1);
    expect((await gradeOne(named, 'Oxygen')).score).toBe(0);
    const formula = short(gas, 'CO2');
    expect((await gradeOne(formula, 'carbon dioxide')).score).toBe(1);
    expect((await gradeOne(formula, 'O2')).score).toBe(0);
    const water = short('What forms when hydrogen burns?', 'H₂O');
    expect((await gradeOne(water, 'water')).score).toBe(1);
    const open = short(
      'What makes the bubbles when vinegar is added to baking soda?',
      'Carbon dioxide gas is given off.',
    );
    const formulaAnswer = await gradeOne(open, 'CO₂ gas is given off.');
    expect(formulaAnswer.score).toBe(1);
    expect(formulaAnswer.feedback).toContain('CO₂ gas is given off');
  });
});

describe('BuiltinAnswerGrader: marks', () => {
  it('scores jumbled model answers and answers within the marks, in half marks', async () => {
    const pieces = [
      'than',
      'more',
      'less',
      'not',
      'faster',
      'slower',
      'the black box',
      'white',
      'minus',
      'eight',
      'one',
      '5',
      '°C',
      'degrees Celsius',
      'CO₂',
      'carbon dioxide',
      'Newton (N)',
      'Any two from:',
      ';',
      ',',
      '.',
      '\n',
      '- ',
      '(',
      ')',
      'and',
      'or',
      'sound',
      'light',
    ];
    let state = 7;
    const jumble = (length: number) =>
      Array.from({ length }, () => {
        state = (state * 1103515245 + 12345) % 2147483648;
        return pieces[state % pieces.length];
      }).join(' ');
    for (let round = 0; round < 40; round++) {
      const question = short('Why?', jumble(4 + (round % 9)), 1 + (round % 4));
      const grade = await gradeOne(question, jumble(1 + (round % 15)));
      expect(grade.score).toBeGreaterThanOrEqual(0);
      expect(grade.score).toBeLessThanOrEqual(question.maxMarks);
      expect(grade.score * 2).toBe(Math.round(grade.score * 2));
      expect(grade.feedback).not.toBe('');
    }
  });

  it('scores in half marks and never above the maximum', async () => {
    const generous: GradingQuestion = {
      ...EVAPORATION,
      maxMarks: 1.5,
      markingScheme: [
        { text: 'Heat the solution', marks: 1 },
        { text: 'The water evaporates', marks: 1 },
      ],
    };
    const grade = await gradeOne(generous, 'Heat the solution and the water evaporates.');
    expect(grade.stepMarks.map((s) => s.awarded)).toEqual([1, 1]);
    expect(grade.score).toBe(1.5);
  });

  it('keeps the questions in the request’s order, a missing answer counting as blank', async () => {
    const sheet = await grader.grade({
      subject: 'Science',
      questions: [BULBS, EVAPORATION],
      answers: [
        {
          questionId: EVAPORATION.questionId,
          text: 'The water evaporates and the salt is left behind.',
          confidence: null,
        },
      ],
      rubric: null,
    });
    expect(sheet.questions.map((q) => [q.questionId, q.score])).toEqual([
      ['q-bulbs', 0],
      ['q-salt', 2],
    ]);
    expect(sheet.rubricScores).toBeNull();
  });
});

describe('BuiltinAnswerGrader: rubric scores from the graded answers', () => {
  const criterion = (criterionId: string, name: string): RubricCriterionInput => ({
    criterionId,
    name,
    description: null,
    minScore: 0,
    maxScore: 4,
    levels: [
      { score: 0, descriptor: 'Not shown' },
      { score: 2, descriptor: 'Partly shown' },
      { score: 4, descriptor: 'Fully shown' },
    ],
  });

  it('scores each criterion from the questions it concerns, on the level reached', async () => {
    const request: GradingRequest = {
      subject: 'Science',
      questions: [BULBS, EVAPORATION],
      answers: [
        { questionId: BULBS.questionId, text: 'The bulbs will go out.', confidence: null },
        {
          questionId: EVAPORATION.questionId,
          text: 'The water evaporates and the salt is left behind.',
          confidence: null,
        },
      ],
      rubric: [
        criterion('c-circuits', 'Understanding of circuits'),
        criterion('c-all', 'Overall understanding'),
      ],
    };
    const sheet = await grader.grade(request);
    expect(sheet.rubricScores).toEqual([
      {
        criterionId: 'c-circuits',
        criterion: 'Understanding of circuits',
        score: 0,
        maxScore: 4,
        descriptor: 'Not shown',
        evidence: [],
      },
      {
        criterionId: 'c-all',
        criterion: 'Overall understanding',
        score: 2,
        maxScore: 4,
        descriptor: 'Partly shown',
        evidence: ['The water evaporates and the salt is left behind.'],
      },
    ]);
  });
});
