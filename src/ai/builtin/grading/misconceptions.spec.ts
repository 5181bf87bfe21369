import { BuiltinAnswerGrader } from 'src/ai/builtin/grading/builtin-answer-grader';
import { gradeOne, short } from 'src/ai/builtin/grading/__fixtures__/grading-questions';

/** The answers of issue #26 that earned marks for a misconception, and correct answers beside them. */
describe('an answer that states a known misconception earns nothing for the point', () => {
  const food = short(
    'How do green plants get their food?',
    'Green plants make their own food by photosynthesis.',
    2,
  );
  const spoons = short(
    'A metal spoon and a wooden spoon have been on the table all day. The metal spoon feels colder. Explain why.',
    'Both spoons are at the same temperature (1 mark)\nMetal conducts heat away from your hand faster (1 mark)',
    2,
  );
  const seasons = short(
    'Explain why it is hotter in summer than in winter.',
    [
      "The Earth's axis is tilted (1 mark)",
      'In summer our hemisphere is tilted towards the Sun (1 mark)',
      "The Sun's rays hit the ground more directly (1 mark)",
      'Days are longer so there are more hours of heating (1 mark)',
    ].join('\n'),
    4,
  );
  const equation = short(
    'Write the word equation for photosynthesis.',
    'carbon dioxide + water → glucose + oxygen\n1 mark for the word equation\n1 mark for light or chlorophyll written over the arrow',
    2,
  );

  it('"Plants get their food from the soil" does not earn "green plants make their own food"', async () => {
    const grade = await gradeOne(food, 'Plants get their food from the soil.');
    expect(grade.score).toBe(0);
    expect(grade.stepMarks[0]).toMatchObject({
      status: 'contradicted',
      evidence: 'Plants get their food from the soil.',
      misconception: {
        statement: 'Plants get their food from the soil.',
        topicId: 'science.photosynthesis',
      },
    });
    expect(grade.feedback).toContain('Misconception: "Plants get their food from the soil".');
    expect(grade.feedback).toContain('The correct idea: Plants make their own food');
  });

  it('does not flag a correct answer that uses the same words', async () => {
    for (const answer of [
      'Plants do not get their food from the soil; they make it by photosynthesis.',
      'Plants make their own food; they get water from the soil.',
    ]) {
      const grade = await gradeOne(food, answer);
      expect(grade.score).toBe(2);
      expect(grade.stepMarks.every((step) => !step.misconception)).toBe(true);
    }
  });

  it('"The metal spoon is at a lower temperature" does not earn "both spoons are at the same temperature"', async () => {
    const grade = await gradeOne(spoons, 'The metal spoon is at a lower temperature.');
    expect(grade.score).toBe(0);
    expect(grade.stepMarks[0].misconception?.topicId).toBe('science.heat-transfer');
    expect(grade.feedback).toContain('both spoons are at room temperature');
    const right = await gradeOne(
      spoons,
      'Both spoons are at the same temperature, but metal conducts heat away from the hand faster.',
    );
    expect(right.score).toBe(2);
    expect(right.stepMarks.every((step) => !step.misconception)).toBe(true);
  });

  it('"Earth is closer to the Sun in summer" earns 0, with no credit for a tilt it never mentions', async () => {
    const grade = await gradeOne(seasons, 'Earth is closer to the Sun in summer.');
    expect(grade.score).toBe(0);
    expect(grade.stepMarks.map((step) => step.awarded)).toEqual([0, 0, 0, 0]);
    expect(grade.stepMarks.some((s) => s.misconception?.topicId === 'science.seasons')).toBe(true);
    expect(grade.feedback).toContain('Seasons are caused by the tilt of the axis');
    // Saying it is not the cause, then the tilt, is the right answer.
    const right = await gradeOne(
      seasons,
      'It is not because the Earth is closer to the Sun. The axis of the Earth is tilted, so in summer our half leans towards the Sun and the days are longer.',
    );
    expect(right.score).toBeGreaterThanOrEqual(3);
    expect(right.stepMarks.every((step) => !step.misconception)).toBe(true);
  });

  it('keeps the marks the rest of the answer earns', async () => {
    const grade = await gradeOne(
      seasons,
      "The Earth's axis is tilted. Also the Earth is closer to the Sun in summer.",
    );
    expect(grade.stepMarks[0]).toMatchObject({ status: 'earned', awarded: 1 });
    expect(grade.stepMarks.some((s) => s.misconception?.topicId === 'science.seasons')).toBe(true);
  });

  it('"Plants breathe in oxygen and give out carbon dioxide" does not earn the photosynthesis equation', async () => {
    const grade = await gradeOne(equation, 'Plants breathe in oxygen and give out carbon dioxide.');
    expect(grade.score).toBe(0);
    expect(grade.stepMarks[0].misconception?.correction).toBe(
      'In photosynthesis plants take in carbon dioxide and give out oxygen.',
    );
    const gases = short(
      'What gases do plants take in and give out in photosynthesis?',
      'Plants take in carbon dioxide and give out oxygen.',
      2,
    );
    const right = await gradeOne(gases, 'Plants take in carbon dioxide and give out oxygen.');
    expect(right.score).toBe(2);
    expect(right.stepMarks[0].misconception).toBeNull();
  });

  it('reads who goes round whom, what others think and what "only" restricts', async () => {
    const sky = short(
      'Why does the Sun seem to move across the sky?',
      'The Earth spins on its axis.',
    );
    const named = async (answer: string, question = sky) =>
      (await gradeOne(question, answer)).stepMarks.find((s) => s.misconception?.topicId)
        ?.misconception?.statement ?? null;
    expect(await named('The Sun goes around the Earth.')).toBe('The Sun goes around the Earth.');
    expect(await named('The Earth goes around the Sun.')).toBeNull();
    expect(await named('I think plants get their food from the soil.', food)).toBe(
      'Plants get their food from the soil.',
    );
    expect(
      await named(
        'Some people think plants get their food from the soil, but they make their own food.',
        food,
      ),
    ).toBeNull();
    const breathing = short(
      'What gases do we breathe in and out?',
      'We breathe in air and use some of its oxygen; we breathe out air with more carbon dioxide.',
    );
    // "We breathe out only carbon dioxide" is the misconception; without "only" it is not.
    expect(
      await named('We breathe in oxygen and breathe out carbon dioxide.', breathing),
    ).toBeNull();
  });

  describe('a misconception said in other words', () => {
    const named = async (question: ReturnType<typeof short>, answer: string) =>
      (await gradeOne(question, answer)).stepMarks.find((s) => s.misconception?.topicId)
        ?.misconception?.statement ?? null;
    const organelles = short(
      'Explain why muscle cells contain many mitochondria.',
      'Muscle cells need a lot of energy (1 mark)\nMitochondria release energy in aerobic respiration (1 mark)',
      2,
    );
    const osmosis = short(
      'Outline the process of osmosis.',
      'Water molecules move across a partially permeable membrane (1 mark)\nfrom a dilute solution to a concentrated solution (1 mark)',
      2,
    );
    const closer = short(
      'Why is it hotter in summer than in winter?',
      "The Earth's axis is tilted.",
    );

    it('is found by its near-synonyms and paraphrases', async () => {
      for (const answer of [
        'Mitochondria make energy.',
        'Muscle cells need a lot of energy, and mitochondria produce energy.',
        'The mitochondria create energy for the muscle.',
      ])
        expect(await named(organelles, answer)).toBe('Mitochondria make energy.');
      for (const answer of [
        'Plants absorb food and water from the soil with their roots.',
        'They obtain their food from the soil.',
      ])
        expect(await named(food, answer)).toBe('Plants get their food from the soil.');
      expect(await named(closer, 'In summer the Earth is nearer to the Sun.')).toBe(
        'It is summer when the Earth is closer to the Sun.',
      );
      expect(await named(spoons, 'The metal spoon is colder than the wooden spoon.')).toBe(
        'The metal spoon is at a lower temperature than the wooden spoon.',
      );
      expect(
        await named(
          osmosis,
          'Osmosis is when salt moves from a concentrated solution to a dilute solution.',
        ),
      ).toBe('In osmosis, salt moves from a concentrated solution to a dilute solution.');
    });

    it('is not found in correct answers that use the same words', async () => {
      expect(
        await named(organelles, 'Mitochondria release energy from glucose in respiration.'),
      ).toBeNull();
      expect(await named(food, 'Plants take in water from the soil.')).toBeNull();
      expect(
        await named(
          spoons,
          'The metal spoon feels colder because it conducts heat away from your hand faster.',
        ),
      ).toBeNull();
      expect(
        await named(osmosis, 'Osmosis is water moving from a dilute to a concentrated solution.'),
      ).toBeNull();
      expect(
        await named(
          short(
            'Give two reasons why the Himalayas act as a climatic barrier for India.',
            'They block the cold winds from Central Asia.',
          ),
          'The Himalayas block the cold winds from Central Asia, so north India is warmer in winter.',
        ),
      ).toBeNull();
    });
  });

  it('names nothing from the curriculum when the paper has no subject it covers', async () => {
    const grader = await BuiltinAnswerGrader.create();
    const sheet = await grader.grade({
      subject: null,
      questions: [food],
      answers: [
        {
          questionId: food.questionId,
          text: 'Plants get their food from the soil.',
          confidence: null,
        },
      ],
      rubric: null,
    });
    expect(sheet.questions[0].stepMarks[0].misconception?.topicId ?? null).toBeNull();
  });
});
