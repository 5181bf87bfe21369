import { gradeOne, short } from 'src/ai/builtin/grading/__fixtures__/grading-questions';
import { otherSubstance } from 'src/ai/builtin/grading/sister-terms';

describe('sister terms: another term, not a near match', () => {
  it('tells another substance of the same root from a spelling slip', () => {
    expect(otherSubstance('chloride', 'chlorine')).toBe(true);
    expect(otherSubstance('sulfate', 'sulfite')).toBe(true);
    expect(otherSubstance('iodide', 'iodine')).toBe(true);
    expect(otherSubstance('chloride', 'chlorid')).toBe(false);
    expect(otherSubstance('chloride', 'chlorides')).toBe(false);
    expect(otherSubstance('define', 'definite')).toBe(false);
  });

  it('gives nothing for a named term with a sister word in place of one of its words', async () => {
    const tropic = short(
      'Which line of latitude passes through the middle of India?',
      'The Tropic of Cancer',
      2,
    );
    const capricorn = await gradeOne(tropic, 'The Tropic of Capricorn');
    expect(capricorn.score).toBe(0);
    expect(capricorn.stepMarks[0].status).toBe('contradicted');
    expect((await gradeOne(tropic, 'Tropic of Cancer')).score).toBe(2);
    expect((await gradeOne(tropic, 'the tropic of cancer passes through India')).score).toBe(2);

    const salt = short(
      'Name the compound formed when sodium reacts with chlorine.',
      'sodium chloride',
    );
    expect((await gradeOne(salt, 'sodium chlorine')).score).toBe(0);
    expect((await gradeOne(salt, 'sodium chloride')).score).toBe(1);
    // A slip in the spelling is still the compound.
    expect((await gradeOne(salt, 'sodium cloride')).score).toBe(1);
  });

  it('gives nothing for a one-word term answered by its sister', async () => {
    const division = short('Name the type of cell division that makes body cells.', 'mitosis');
    expect((await gradeOne(division, 'meiosis')).score).toBe(0);
    expect((await gradeOne(division, 'mitosis')).score).toBe(1);
    const change = short('What is the change from liquid to gas called?', 'evaporation');
    expect((await gradeOne(change, 'condensation')).score).toBe(0);
    expect((await gradeOne(change, 'evaporation')).score).toBe(1);
    expect((await gradeOne(change, 'it evaporates')).score).toBe(1);
  });

  it('takes a sister the model answer names for another of its points', async () => {
    const weather = short('Name two forms of precipitation.', 'Rain and snow.', 2);
    const one = await gradeOne(weather, 'Rain');
    expect(one.score).toBe(1);
    expect(one.stepMarks.map((step) => step.status)).toEqual(['earned', 'missing']);
    expect((await gradeOne(weather, 'sleet')).stepMarks.map((step) => step.status)).not.toContain(
      'earned',
    );
  });

  it('leaves a sentence that says a point with a related word alone', async () => {
    const pitch = short(
      'What happens to the pitch when the string is made shorter?',
      'When the string is shorter, the pitch is higher.',
    );
    expect((await gradeOne(pitch, 'The sound would be higher.')).score).toBe(1);
  });
});
