import { BLUEPRINT_REVIEW } from 'src/ai/builtin/teaching/__fixtures__/passages';
import {
  curriculumContext,
  curriculumSheet,
} from 'src/ai/builtin/teaching/curriculum/curriculum-sheet.spec-helper';
import { QUESTION_TYPES } from 'src/ai/ports/teaching-content.port';

/** Every common-mistakes line of a sheet, with the question it belongs to. */
async function mistakeLines(subject: string, grade: string, topic: string) {
  const blueprint = {
    questionTypes: { ...BLUEPRINT_REVIEW.questionTypes, fill_in_the_blanks: 6 },
    difficulties: { easy: 6, medium: 8, hard: 4 },
    blooms: { remember: 8, understand: 4, apply: 3, analyze: 1, evaluate: 1, create: 1 },
  };
  const { questions, notes } = await curriculumSheet(
    curriculumContext(subject, grade, topic),
    blueprint,
  );
  return QUESTION_TYPES.flatMap((type) =>
    (questions[type] ?? []).map((q, at) => ({
      question: q,
      mistakes: notes[type][at].common_mistakes,
    })),
  );
}

const SHEETS: [string, string, string][] = [
  ['Science', 'Grade 9', 'Atoms and molecules'],
  ['Science', 'Grade 9', 'Gravitation'],
  ['Geography', 'Grade 8', 'Manufacturing industries'],
  ['History', 'Grade 7', 'The Mughal Empire'],
  ['Science', 'Grade 7', 'Nutrition in plants'],
];

describe('common-mistakes lines a marker can use', () => {
  it.each(SHEETS)(
    'name the confusion, never a template verdict (%s, %s, %s)',
    async (subject, grade, topic) => {
      const lines = await mistakeLines(subject, grade, topic);
      expect(lines.length).toBeGreaterThan(10);
      for (const { mistakes } of lines) {
        expect(mistakes).not.toMatch(/not yet secure/);
        expect(mistakes).not.toMatch(/or another word/);
        expect(mistakes).not.toMatch(/neighbouring term/);
      }
    },
  );

  it('gives the meaning of the term a blank is confused with, so the marker can judge it', async () => {
    const lines = await mistakeLines('Science', 'Grade 9', 'Atoms and molecules');
    const blanks = lines.filter(({ mistakes }) => /^Students may confuse /.test(mistakes));
    expect(blanks.length).toBeGreaterThan(0);
    for (const { question, mistakes } of blanks) {
      const [, near] = /with "([^"]+)" \(/.exec(mistakes) ?? [];
      expect(near).toBeDefined();
      // The confused term is not the key, and its meaning is printed in the brackets.
      expect(question.answer.toLowerCase()).not.toBe(near.toLowerCase());
      expect(mistakes).toMatch(/\([a-z][^)]{8,}\): mark "/);
    }
  });
});
