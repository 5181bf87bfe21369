import { MAGNETS } from 'src/ai/builtin/teaching/__fixtures__/passages';
import {
  documentContext,
  sheetFrom,
} from 'src/ai/builtin/teaching/worksheet/sheet-from-document.spec-helper';

/** A sheet heavy in judging items, so the text's own sentences are put up to be judged. */
const BLUEPRINT = {
  questionTypes: {
    mcq_single_answer: 1,
    mcq_multiple_answer: 0,
    true_false: 2,
    fill_in_the_blanks: 1,
    very_short_answer: 1,
    short_answer: 4,
    long_answer: 1,
    match_the_column: 0,
  },
  difficulties: { easy: 3, medium: 3, hard: 4 },
  blooms: { remember: 2, understand: 2, apply: 1, analyze: 1, evaluate: 4, create: 0 },
};

describe('honest tags of a document sheet', () => {
  it('tags a statement copied word for word from the text as recall, never evaluate or hard', async () => {
    const items = await sheetFrom(
      documentContext(MAGNETS, { grade: 'Grade 7', subject: 'Science', topic: 'Magnets' }),
      BLUEPRINT,
    );
    const flat = MAGNETS.replace(/\s+/g, ' ');
    const copied = items.filter((q) => {
      const claim = /^Is the following statement accurate\? "(.+)"\. Give a reason/.exec(
        q.question,
      )?.[1];
      const agree = /^"(.+)"\. How far do you agree\?/.exec(q.question)?.[1];
      const quoted = claim ?? agree;
      return !!quoted && flat.includes(quoted);
    });
    expect(copied.length).toBeGreaterThan(0);
    for (const item of copied) {
      expect(item.tags?.bloom).toBe('remember');
      expect(item.tags?.difficulty).not.toBe('hard');
    }
  });
});
