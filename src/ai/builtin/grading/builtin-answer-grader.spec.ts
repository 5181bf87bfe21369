import {
  BULBS,
  EVAPORATION,
  gradeOne,
  short,
} from 'src/ai/builtin/grading/__fixtures__/grading-questions';

describe('BuiltinAnswerGrader: open answers against the key points', () => {
  it('grades on the "1 mark for" lines of a model answer sent without a scheme', async () => {
    const question = short(
      'How could you get the salt back from salty water?',
      '1 mark for heating the water until it evaporates\n1 mark for the salt crystals left behind',
      2,
    );
    const grade = await gradeOne(question, 'Heat it so the water evaporates.');
    expect(grade.score).toBe(1);
    expect(grade.stepMarks.map((step) => step.point)).toEqual([
      'heating the water until it evaporates',
      'the salt crystals left behind',
    ]);
  });

  it('gives a mark for each thing a listing model answer names', async () => {
    const question = short('Name two forms of precipitation.', 'Rain and snow.', 2);
    const one = await gradeOne(question, 'Rain');
    expect(one.score).toBe(1);
    expect(one.feedback).toBe(
      '1 out of 2 marks. Right: "Rain". Next step: add the part about snow (1 mark).',
    );
    expect((await gradeOne(question, 'rain and snow')).score).toBe(2);
    expect((await gradeOne(question, 'hail')).score).toBe(0);
  });

  it('gives full marks to the point made in other words, quoting the student', async () => {
    const answer = 'The other bulbs stay lit, since every bulb has its own branch.';
    const grade = await gradeOne(BULBS, answer);
    expect(grade.score).toBe(2);
    expect(grade.stepMarks).toEqual([
      {
        point: BULBS.modelAnswer,
        marks: 2,
        awarded: 2,
        status: 'earned',
        evidence: 'The other bulbs stay lit, since every bulb has its own branch.',
        misconception: null,
      },
    ]);
    expect(grade.feedback).toBe(`2 out of 2 marks. All correct: "${answer.replace(/\.$/, '')}".`);
  });

  it('does not give the marks of "the bulbs stay lit" to "the bulbs will go out"', async () => {
    const grade = await gradeOne(BULBS, 'The bulbs will go out.');
    expect(grade.score).toBe(0);
    expect(grade.stepMarks[0].status).toBe('contradicted');
    expect(grade.stepMarks[0].evidence).toBe('The bulbs will go out.');
    expect(grade.stepMarks[0].misconception).toEqual({
      statement: 'The bulbs will go out.',
      correction: BULBS.modelAnswer,
      topicId: null,
    });
    expect(grade.feedback).toContain(
      'Not right: you wrote "The bulbs will go out". The correct idea: The other bulbs stay lit',
    );
  });

  it('treats a negated point as contradicted, not made', async () => {
    const grade = await gradeOne(BULBS, 'The other bulbs do not stay lit.');
    expect(grade.score).toBe(0);
    expect(grade.stepMarks[0].status).toBe('contradicted');
  });

  it('contradicts a point the answer says whole but the wrong way round', async () => {
    const motor = short('Will the motor run? Why?', 'The circuit is not complete.');
    const grade = await gradeOne(motor, 'No, the circuit is complete.');
    expect(grade.score).toBe(0);
    expect(grade.stepMarks[0].status).toBe('contradicted');
    expect(grade.feedback).toContain(
      'Not right: you wrote "No, the circuit is complete". The correct idea: The circuit is not complete.',
    );
    // An answer that says more than the point, in another clause, is read for its point.
    const more = short(
      'Which part of the circuit will work? Why?',
      'There is a complete circuit connecting the motor to the battery.',
    );
    const both = await gradeOne(
      more,
      'The motor is in a complete circuit with the battery, but the bulb is not connected.',
    );
    expect(both.score).toBe(1);
  });

  it('reads "positively" against "negatively"', async () => {
    const balloon = short(
      'What charge does the balloon get when it is rubbed on hair?',
      'The balloon becomes negatively charged.',
    );
    const grade = await gradeOne(balloon, 'It becomes positively charged.');
    expect(grade.score).toBe(0);
    expect(grade.stepMarks[0].status).toBe('contradicted');
  });

  it('reads a phrase opposing a phrase as one opposite ("go out" against "stay lit")', async () => {
    const bulbs = short('What happens to the other bulbs?', 'The other bulbs stay lit.');
    const grade = await gradeOne(bulbs, 'The other bulbs go out.');
    expect(grade.score).toBe(0);
    expect(grade.stepMarks[0].status).toBe('contradicted');
    expect(grade.stepMarks[0].evidence).toBe('The other bulbs go out.');
  });

  it('gives the marks to an opposite said the other way round', async () => {
    const motor = short('Will the motor run? Why?', 'The circuit is not complete.');
    expect((await gradeOne(motor, 'No, the circuit is incomplete.')).score).toBe(1);
    const hands = short(
      'Why did Greta and Andre get different results when they measured with their hands?',
      'Greta and Andre have different sized hands.',
    );
    expect((await gradeOne(hands, 'Because their hands are not the same size.')).score).toBe(1);
    const contrary = await gradeOne(hands, 'Because their hands are the same size.');
    expect(contrary.score).toBe(0);
    expect(contrary.stepMarks[0].status).toBe('contradicted');
  });

  it('contradicts an explanation of another choice than the model answer opens with', async () => {
    const soil = short(
      'Which container had the dry soil, A or B? Explain how the graph helped you decide.',
      'A. Dry soil heats more quickly and cools off more quickly than water, and the graph shows A heats and cools more quickly than B.',
    );
    const other = await gradeOne(soil, 'B. Dry soil heats more quickly than water.');
    expect(other.score).toBe(0);
    expect(other.stepMarks[0].status).toBe('contradicted');
    expect(other.stepMarks[0].evidence).toBe('B. Dry soil heats more quickly than water.');
    const same = await gradeOne(
      soil,
      'A, because dry soil heats up and cools off more quickly than water and A does that on the graph.',
    );
    expect(same.score).toBe(1);
  });

  it('does not give a point for its words said of what another point is about', async () => {
    const spoons = short(
      'Why does a metal spoon feel colder than a wooden spoon at the same temperature?',
      'Metal is a good conductor of heat, so it takes heat away from your hand faster. Wood is an insulator.',
      2,
    );
    const right = await gradeOne(
      spoons,
      'Because metal conducts heat away from your hand quickly but wood is an insulator.',
    );
    expect(right.score).toBe(2);
    const swapped = await gradeOne(spoons, 'Metal is an insulator and wood is a conductor.');
    expect(swapped.score).toBe(0);
    expect(swapped.stepMarks.map((step) => step.status)).toEqual(['contradicted', 'contradicted']);
    // Nothing said of wood: the wood point is missing, not made by the metal point's words.
    const metalOnly = await gradeOne(spoons, 'Metal is not a good conductor of heat.');
    expect(metalOnly.stepMarks.map((step) => step.status)).toEqual(['contradicted', 'missing']);
  });

  it('reads a question word said the other way round as the answer it is', async () => {
    const bulb = short(
      'Will the bulb light?',
      'The bulb does not light because the circuit is broken.',
    );
    const wrong = await gradeOne(bulb, 'The bulb lights because the circuit is complete.');
    expect(wrong.score).toBe(0);
    expect(wrong.stepMarks[0].status).toBe('contradicted');
    expect(
      (await gradeOne(bulb, "No, the bulb doesn't light up since the circuit is broken.")).score,
    ).toBe(1);
  });

  it('reads "cannot … without" as the need it states, not as two negations', async () => {
    const dark = short(
      'Does a plant grow in the dark?',
      'No. Plants need light to make food, so they cannot grow in the dark.',
      2,
    );
    const grade = await gradeOne(
      dark,
      'No, plants cannot make food without light so they do not grow in the dark.',
    );
    expect(grade.score).toBe(2);
  });

  it('reads a comparison followed by "so …"', async () => {
    const thunder = short(
      'Why do we see lightning before we hear thunder?',
      'Light travels faster than sound.',
    );
    expect((await gradeOne(thunder, 'Sound is slower than light so we hear it after.')).score).toBe(
      1,
    );
  });

  it('tells which thing an opposite is said of ("the temperature increases")', async () => {
    const mountain = short(
      'Describe how the temperature changes as you go up a mountain.',
      'The temperature decreases as altitude increases.',
    );
    const wrong = await gradeOne(mountain, 'The temperature increases as altitude increases.');
    expect(wrong.score).toBe(0);
    expect(wrong.stepMarks[0].status).toBe('contradicted');
    expect(
      (await gradeOne(mountain, 'The temperature goes down as the altitude goes up.')).score,
    ).toBe(1);
  });

  it('contradicts who did what to whom said the other way round, not the passive', async () => {
    const hastings = short(
      'Who won the Battle of Hastings in 1066?',
      'William of Normandy defeated Harold.',
    );
    const wrong = await gradeOne(hastings, 'Harold defeated William.');
    expect(wrong.score).toBe(0);
    expect(wrong.stepMarks[0].status).toBe('contradicted');
    expect(wrong.feedback).toContain(
      'you wrote "Harold defeated William". The correct idea: William of Normandy defeated Harold.',
    );
    expect((await gradeOne(hastings, 'Harold was defeated by William.')).score).toBe(1);
  });

  it('reads "if it sticks … if it does not stick …" as the point says it', async () => {
    const key = short(
      'How can you use a magnet to find out if the key is iron or aluminium?',
      'If the key sticks, the key is iron; if the key does not stick, the key is aluminium.',
    );
    const grade = await gradeOne(
      key,
      'If the key sticks to the magnet it is iron, and if it does not stick it is aluminium.',
    );
    expect(grade.score).toBe(1);
    expect(grade.stepMarks[0].status).toBe('earned');
  });

  it('tells a comparison said the other way round from the same comparison in other words', async () => {
    const thunder = short(
      'Why do we see lightning before we hear thunder?',
      'Light travels faster than sound.',
    );
    const reversed = await gradeOne(thunder, 'Because sound travels faster than light.');
    expect(reversed.score).toBe(0);
    expect(reversed.stepMarks[0].status).toBe('contradicted');
    expect(reversed.feedback).toContain('The correct idea: Light travels faster than sound.');
    expect((await gradeOne(thunder, 'Because sound is slower than light.')).score).toBe(1);
    expect((await gradeOne(thunder, 'Sound does not travel faster than light.')).score).toBe(1);
    expect((await gradeOne(thunder, 'Light does not travel faster than sound.')).score).toBe(0);

    const boxes = short(
      'Which box warms up faster in the sun, and why?',
      'The black box heats up faster than the white box because black absorbs more heat than white.',
      2,
    );
    expect((await gradeOne(boxes, 'The white box heats up faster than the black box.')).score).toBe(
      0,
    );
    const inOtherWords = await gradeOne(
      boxes,
      'The white box heats up slower than the black box, as white absorbs less heat than black.',
    );
    expect(inOtherWords.score).toBe(2);
  });

  it('gives no credit for repeating the question', async () => {
    const grade = await gradeOne(
      BULBS,
      'One bulb in a parallel circuit is removed, the other bulbs.',
    );
    expect(grade.score).toBe(0);
    expect(grade.stepMarks[0].status).toBe('missing');
  });

  it('gives a share of the marks for each of "any two" listed answers, up to the marks', async () => {
    const metals = short(
      'Give two properties of metals.',
      'Any two from: conducts heat; conducts electricity; shiny; malleable (2 marks)',
      2,
    );
    expect((await gradeOne(metals, 'They are shiny and conduct electricity.')).score).toBe(2);
    expect((await gradeOne(metals, 'Shiny, malleable and they conduct heat.')).score).toBe(2);
    const one = await gradeOne(metals, 'They are shiny.');
    expect(one.score).toBe(1);
    expect(one.feedback).toContain('Right: "They are shiny".');
    expect(one.feedback).toContain('Next step: add the part about heat and electricity (1 mark).');
    expect((await gradeOne(metals, 'They are heavy.')).score).toBe(0);
  });

  it("gives no listed answer for the question's words alone, or for another thing it names", async () => {
    const cells = short(
      'Give two differences between plant and animal cells.',
      'Any two from: plant cells have a cell wall; plant cells have chloroplasts; plant cells have a large permanent vacuole',
      2,
    );
    expect((await gradeOne(cells, 'Plant cells have a cell wall and chloroplasts.')).score).toBe(2);
    expect((await gradeOne(cells, 'Plant cells are green.')).score).toBe(0);
    expect((await gradeOne(cells, 'Animal cells have a cell wall.')).score).toBe(0);
    expect(
      (await gradeOne(cells, 'Plant cells have chloroplasts but animal cells do not.')).score,
    ).toBe(1);
  });

  it('marks each key point on its own and names the missing one in the feedback', async () => {
    const grade = await gradeOne(EVAPORATION, 'You heat it until all the water evaporates.');
    expect(grade.stepMarks.map((s) => [s.point, s.status, s.awarded])).toEqual([
      ['Heat the solution so the water evaporates.', 'earned', 1],
      ['The salt crystals are left behind.', 'missing', 0],
    ]);
    expect(grade.score).toBe(1);
    expect(grade.feedback).toBe(
      '1 out of 2 marks. Right: "You heat it until all the water evaporates". Next step: add the part about crystals (1 mark).',
    );
    expect(grade.feedback).not.toContain('The salt crystals are left behind');
  });

  it('matches British spellings with the model answer’s American ones', async () => {
    const question = short(
      'How should the class record and compare the results?',
      'Analyze the data in a table and compare the colors of the samples.',
      2,
    );
    const british = await gradeOne(
      question,
      'Analyse the data in a table and compare the colours of the samples.',
    );
    expect(british.score).toBe(2);
  });

  it('tolerates spelling slips, more so when the OCR was unsure', async () => {
    const question = short(
      'Why does the water level in an open dish drop?',
      'The water evaporates into the air.',
    );
    expect((await gradeOne(question, 'The watter evapirates into the air.', 45)).score).toBe(1);
    expect((await gradeOne(question, 'The sand sinks to the bottom.', 45)).score).toBe(0);
  });

  it('gives nothing more for repeating a word many times', async () => {
    const question = short(
      'Why does the ball stop?',
      'Friction converts its kinetic energy into heat.',
      2,
    );
    const once = await gradeOne(question, 'energy');
    const stuffed = await gradeOne(question, 'energy '.repeat(500));
    expect(stuffed.score).toBe(once.score);
    expect(once.score).toBeLessThan(2);
  });

  it('grades a question without a model answer as 0 and says why', async () => {
    const grade = await gradeOne(short('Explain your reasoning.', ''), 'Because it is so.');
    expect(grade.score).toBe(0);
    expect(grade.stepMarks).toEqual([]);
    expect(grade.feedback).toMatch(/no model answer or marking scheme/);
  });

  it('judges an OCR reading with its sure misreads put right, a typed answer as written', async () => {
    const question = short(
      'A shopkeeper buys a bag for ₹800 and sells it for ₹920. Find the profit.',
      'Profit = 920 − 800 = ₹120 [1]',
      1,
    );
    expect((await gradeOne(question, 'Profit = 920-800 = l20', 48)).score).toBe(1);
    expect((await gradeOne(question, 'Profit = 920-800 = l20')).score).toBeLessThan(1);
    const kinetic = short(
      'State the equation that links kinetic energy, mass and speed.',
      'KE = ½mv² [1]',
      1,
    );
    expect((await gradeOne(kinetic, 'KE=12mv2', 45)).score).toBe(1);
    expect((await gradeOne(kinetic, 'KE = 1/2 x m x v²')).score).toBe(1);
  });

  it('scores a blank answer 0 and says so', async () => {
    const grade = await gradeOne(EVAPORATION, '   ');
    expect(grade.score).toBe(0);
    expect(grade.stepMarks.every((s) => s.status === 'missing' && s.evidence === null)).toBe(true);
    expect(grade.feedback).toBe('No answer was written, so none of the 2 marks could be awarded.');
  });
});
