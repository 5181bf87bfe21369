import { BuiltinAnswerGrader } from 'src/ai/builtin/grading/builtin-answer-grader';
import { namedPart, readConventions } from 'src/ai/builtin/grading/scheme-conventions';
import type { GradingQuestion } from 'src/ai/ports/answer-grading.port';

describe('mark-scheme conventions', () => {
  it('reads accept, reject, ignore and the marker notes off a point', () => {
    expect(readConventions('glucose (accept sugar or starch) (reject sucrose)')).toMatchObject({
      core: 'glucose',
      accept: ['sugar', 'starch'],
      reject: ['sucrose'],
    });
    expect(readConventions('Area = 96 cm² ft from their b')).toMatchObject({
      core: 'Area = 96 cm²',
      followThrough: true,
    });
    expect(readConventions('copper conducts better than glass ORA')).toMatchObject({
      core: 'copper conducts better than glass',
      reverse: true,
    });
    expect(readConventions('erosion by rivers owtte').core).toBe('erosion by rivers');
    expect(readConventions('(mainly) by friction; ignore sound').core).toBe('by friction');
    expect(readConventions('evaporation/boiling')).toMatchObject({
      core: 'evaporation',
      accept: ['boiling'],
    });
    expect(readConventions('speed in m/s').core).toBe('speed in m/s');
    expect(readConventions('Plants make food, not from the soil').core).toBe(
      'Plants make food, not from the soil',
    );
  });

  it('reads long and odd lines whole', () => {
    for (const unit of ['(', ' ', '; reject x', 'accept ', '/ab', 'ft from their ']) {
      const text = `${unit.repeat(40000 / unit.length)} max]`;
      expect(readConventions(text).core.length).toBeGreaterThan(0);
      expect(namedPart(text, text)).toBeNull();
    }
  });

  it('finds what a point names in the model answer', () => {
    const model = 'carbon dioxide + water → glucose + oxygen\nKE = ½ × 2 × 3² = 9 J';
    expect(namedPart('the word equation', model)).toEqual({
      kind: 'text',
      text: 'carbon dioxide + water → glucose + oxygen',
    });
    expect(namedPart('a correct unit', model)).toEqual({ kind: 'unit', unit: 'J' });
    expect(namedPart('light and water', model)).toBeNull();
  });

  describe('graded', () => {
    let grader: BuiltinAnswerGrader;
    beforeAll(async () => {
      grader = await BuiltinAnswerGrader.create();
    });
    const question = (
      modelAnswer: string,
      markingScheme: GradingQuestion['markingScheme'],
      maxMarks = 1,
    ): GradingQuestion => ({
      questionId: 'q',
      questionNumber: '1',
      questionText: 'Photosynthesis',
      maxMarks,
      modelAnswer,
      markingScheme,
    });
    const score = async (q: GradingQuestion, text: string) =>
      (await grader.gradeQuestion(q, { questionId: 'q', text, confidence: null })).score;

    it('gives full marks to the main answer and to each accepted one; nothing to a rejected one', async () => {
      const q = question('glucose', [
        { text: 'glucose (accept sugar or starch) (reject sucrose)', marks: 1 },
      ]);
      expect(await score(q, 'glucose')).toBe(1);
      expect(await score(q, 'starch')).toBe(1);
      expect(await score(q, 'sucrose')).toBe(0);
    });

    it('lets a rejected item in a list cost only itself, unless the scheme says it cancels the list', async () => {
      const seeds = (line: string) => question(line, [{ text: line, marks: 3 }], 3);
      const list = seeds(
        'Any three from: water; air (oxygen); a suitable temperature (warmth); a living seed (Do not accept soil or sunlight)',
      );
      expect(await score(list, 'soil, water and sunlight')).toBe(1);
      expect(await score(list, 'water, air and warmth')).toBe(3);
      expect(await score(list, 'soil and sunlight')).toBe(0);
      const cancels = seeds(
        'Any three from: water; air (oxygen); a suitable temperature (warmth); a living seed (Do not accept soil or sunlight; a list containing a wrong answer scores 0)',
      );
      expect(await score(cancels, 'soil, water and sunlight')).toBe(0);
      expect(await score(cancels, 'water, air and warmth')).toBe(3);
      // A single answer given with a rejected one still earns nothing.
      const gas = question('oxygen', [{ text: 'oxygen (reject carbon dioxide)', marks: 1 }]);
      expect(await score(gas, 'oxygen and carbon dioxide')).toBe(0);
      expect(await score(gas, 'oxygen')).toBe(1);
    });

    it('matches "1 mark for the word equation" to the equation', async () => {
      const q = question(
        'carbon dioxide + water → glucose + oxygen',
        [
          { text: 'the word equation', marks: 1 },
          { text: 'light or chlorophyll written over the arrow', marks: 1 },
        ],
        2,
      );
      expect(await score(q, 'carbon dioxide + water → glucose + oxygen')).toBeGreaterThanOrEqual(1);
      expect(await score(q, 'Plants need sunlight.')).toBe(0);
    });

    it('gives the word equation only when every reactant and product is on its side', async () => {
      const q = question(
        'carbon dioxide + water → glucose + oxygen',
        [
          { text: 'the word equation', marks: 1 },
          { text: 'light or chlorophyll written over the arrow', marks: 1 },
        ],
        2,
      );
      expect(await score(q, 'water + carbon dioxide → oxygen + glucose')).toBe(1);
      expect(await score(q, 'carbon dioxide and water make glucose and oxygen')).toBe(1);
      expect(await score(q, 'water + carbon dioxide gives sugar')).toBe(0);
      expect(await score(q, 'glucose + oxygen → carbon dioxide + water')).toBe(0);
    });

    it('gives "a correct unit" to a quantity in that unit only', async () => {
      const q = question(
        '½ × 2 × 3² = 9 J',
        [
          { text: '½ × 2 × 3²', marks: 1 },
          { text: 'a correct unit', marks: 1 },
        ],
        2,
      );
      const withUnit = await grader.gradeQuestion(q, {
        questionId: 'q',
        text: '9 J',
        confidence: null,
      });
      const without = await grader.gradeQuestion(q, {
        questionId: 'q',
        text: '9',
        confidence: null,
      });
      expect(withUnit.stepMarks[1].awarded).toBe(1);
      expect(without.stepMarks[1].awarded).toBe(0);
    });
  });
});
