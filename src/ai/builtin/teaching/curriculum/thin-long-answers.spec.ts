import { BLUEPRINT_ALL_TYPES } from 'src/ai/builtin/teaching/__fixtures__/passages';
import {
  curriculumContext,
  curriculumSheet,
} from 'src/ai/builtin/teaching/curriculum/curriculum-sheet.spec-helper';

describe('a sheet of every type on a topic whose match takes most of its terms', () => {
  it.each([
    ['Social Science', 'Grade 3', 'Family and Community'],
    ['Social Science', 'Grade 6', 'The Vedic Period'],
  ])(
    '%s %s "%s": is written, its long answer a paragraph on the two terms left',
    async (subject, grade, topic) => {
      const { questions } = await curriculumSheet(
        curriculumContext(subject, grade, topic),
        BLUEPRINT_ALL_TYPES,
      );
      const [long] = questions.long_answer;
      expect(long.question).toMatch(
        /^Write a short paragraph about .+ that uses the terms [^,]+ and [^,]+\. For each term, say what it means and give one fact about it\.$/,
      );
      expect(long.answer).toMatch(/Marking scheme \(4 marks, 1 for each point\)/);
      const matched = (questions.match_the_column[0].column_a ?? []).join(' ').toLowerCase();
      const terms = / uses the terms (.+) and (.+)\. For each/.exec(long.question)!.slice(1);
      for (const term of terms) expect(matched).not.toContain(term.toLowerCase());
    },
  );
});
