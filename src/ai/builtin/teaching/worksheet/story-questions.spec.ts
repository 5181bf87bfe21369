import { seededRandom } from 'src/ai/builtin/seeded-random';
import type { Slot } from 'src/ai/builtin/teaching/worksheet/slot-plan';
import { STORY_SHORT_TEMPLATES } from 'src/ai/builtin/teaching/worksheet/document/story.templates';
import { editStatement } from 'src/ai/builtin/teaching/worksheet/statement-edits';
import {
  analysisOf,
  documentContext,
  sheetFrom,
  wordnet,
} from 'src/ai/builtin/teaching/worksheet/sheet-from-document.spec-helper';

const STORY = `The Miller's Daughter

Once upon a time there lived a poor miller who had a clever daughter. One morning the miller said to his daughter, "We have no bread left." The daughter wept, because the last sack of flour had been stolen in the night.
The king's son rode past the mill on his white horse. "Why are you crying?" he asked. The daughter told him about the stolen flour. The prince laughed, and gave her a bag of gold so that the miller could buy new wheat.
The miller hurried to the market in the town. He bought ten sacks of wheat and a new millstone. When he came home, the daughter smiled and baked bread for the whole village.
The next day the prince came back to the mill. "Will you marry me?" he asked the daughter. She said yes, and the miller danced for joy in the yard.`;

/** A reading sheet of a short story: no match (four sentences split in the middle are too few). */
const BLUEPRINT = {
  questionTypes: {
    mcq_single_answer: 2,
    mcq_multiple_answer: 0,
    true_false: 2,
    fill_in_the_blanks: 1,
    very_short_answer: 3,
    short_answer: 2,
    long_answer: 1,
    match_the_column: 0,
  },
  difficulties: { easy: 4, medium: 4, hard: 3 },
  blooms: { remember: 3, understand: 3, apply: 2, analyze: 2, evaluate: 1, create: 0 },
};

const context = documentContext(STORY, {
  grade: 'Grade 5',
  subject: 'English',
  topic: null,
  document: 'story.txt',
});
const sheet = () => sheetFrom(context, BLUEPRINT);

describe('a worksheet from a story', () => {
  it('asks what a character felt from what they did, with the feeling and the evidence as the key', async () => {
    const items = await sheet();
    const feeling = items.find((q) =>
      /What does this tell us about how .+ felt\?/.test(q.question),
    );
    expect(feeling).toBeDefined();
    expect(feeling!.answer).toMatch(
      /was (sad or upset|happy or pleased|afraid)[^:]*: the text says "/,
    );
  });

  it('asks why a character did something, answered by the text', async () => {
    const items = await sheet();
    const why = items.filter((q) => /Why (did this happen|was this done)\?/.test(q.question));
    expect(why.length).toBeGreaterThan(0);
    for (const q of why)
      expect(STORY.replace(/\s+/g, ' ')).toContain(
        q.answer.replace(/^(Because|So that|To) /, '').replace(/\.$/, ''),
      );
  });

  it('never asks how two terms are related, and no two items share a one-word key', async () => {
    const items = await sheet();
    expect(items.some((q) => /related according to the text/.test(q.question))).toBe(false);
    const keys = items
      .map((q) => q.answer.replace(/^[A-F]\.\s*/, '').toLowerCase())
      .filter((key) => key.split(/\s+/).length === 1 && !/^(true|false)$/.test(key));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('never turns a statement false by swapping a word of a possessive ("the king\'s son")', async () => {
    const analysis = await analysisOf(context);
    for (const sentence of analysis.statements)
      for (const start of [0, 1, 2]) {
        const edit = await editStatement(wordnet, analysis, sentence, 'medium', start);
        if (!edit || edit.kind !== 'swap') continue;
        const at = sentence.text.indexOf(edit.from);
        expect(sentence.text.slice(at + edit.from.length)).not.toMatch(/^['’]s\b/);
        expect(sentence.text.slice(0, at)).not.toMatch(/['’]s\s+$/);
      }
  });
});

/** Reasons told after the deed ("…, because …", "…, since …"), and clauses that only look so. */
const REASONS = `The Jealous Sisters

Once there was a king who had a kind daughter called Ilse. The king mourned a long time for the queen, because he had loved her greatly; but in time he married again. The step-mother and her daughter were jealous of Ilse, because she was so handsome. One night Ilse warned the old servant to lock the gate, since the wolves had come down from the hills. The servant said that he would. She jumped down from the cart, and said it would not be needed, since the horse was tame. The people asked her why she wanted to go to church, since she had nothing to wear. The cat and the dog had long since gone on their way. "Where are you going?" asked the king. "To the church," said Ilse.`;

describe("a story's motive questions", () => {
  it('asks why a character did what the story gives a reason for, keyed by the reason', async () => {
    const analysis = await analysisOf(
      documentContext(REASONS, { grade: 'Grade 6', subject: 'English', topic: null }),
    );
    const motive = STORY_SHORT_TEMPLATES.find((t) => t.name === 'story-motive')!;
    const slot = { type: 'short_answer', index: 0, bloom: 'understand', difficulty: 'medium' };
    const asked: string[] = [];
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const ctx = {
        wordnet,
        analysis,
        topic: '',
        random: seededRandom(`motive-${attempt}`),
        termUse: new Map<string, number>(),
        sentenceUse: new Map<number, number>(),
      };
      const draft = await motive.write(ctx, slot as Slot, attempt);
      if (!draft) break;
      asked.push(`${draft.question} => ${draft.answer}`);
    }
    // The question names the character and the deed; the reason is left for the reader to find.
    expect(asked).toEqual(
      expect.arrayContaining([
        'Why did the king mourn a long time for the queen? => Because he had loved her greatly.',
        'Why were the step-mother and her daughter jealous of Ilse? => Because she was so handsome.',
        'Why did Ilse warn the old servant to lock the gate? => Because the wolves had come down from the hills.',
      ]),
    );
    // A reason that belongs to a later deed ("…, and said it would not be needed, since …"),
    // to a reported question ("asked her why …, since …") or "long since" is not asked.
    for (const item of asked) expect(item).not.toMatch(/jump down|ask her why|long since|had the cat/);
  });
});
