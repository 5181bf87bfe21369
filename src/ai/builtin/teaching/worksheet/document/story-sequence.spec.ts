import { seededRandom } from 'src/ai/builtin/seeded-random';
import type { SourceAnalysis } from 'src/ai/builtin/teaching/source/source-model';
import type { Slot } from 'src/ai/builtin/teaching/worksheet/slot-plan';
import type { WriterContext } from 'src/ai/builtin/teaching/worksheet/writer-context';
import { isEvent } from 'src/ai/builtin/teaching/worksheet/document/narration';
import {
  STORY_MCQ_MULTIPLE_TEMPLATES,
  storyEvents,
} from 'src/ai/builtin/teaching/worksheet/document/story-sequence.templates';
import { READING_LONG_TEMPLATES } from 'src/ai/builtin/teaching/worksheet/templates/reading.templates';
import { LONG_TEMPLATES } from 'src/ai/builtin/teaching/worksheet/templates/open.templates';
import {
  analysisOf,
  documentContext,
  wordnet,
} from 'src/ai/builtin/teaching/worksheet/sheet-from-document.spec-helper';

/** A tale told in order, with a speech whose middle lines carry no quotation marks. */
const BAKER = `The Baker's Boy

Once there lived a baker who had one son, called Pip. Every morning Pip carried the bread to the castle. One day a crow stole a loaf from his basket. Pip chased the crow across the meadow to the river. The crow dropped the loaf into the water, and Pip waded in after it.

An old woman on the bank called to him and said:

"Come out of the cold water, boy. The river is deep here. It took my own goat last winter."

Pip climbed out and thanked the old woman. She gave him a dry cloak and a magic whistle. Pip blew the whistle, and the crow flew back with a golden ring. He took the ring to the castle. The king rewarded Pip with a bag of silver. Pip bought his father a new oven, and they baked bread together for many years.`;

function writer(analysis: SourceAnalysis): WriterContext {
  return {
    wordnet,
    analysis,
    topic: '',
    random: seededRandom('sequence'),
    termUse: new Map(),
    sentenceUse: new Map(),
  };
}

const slot = {
  type: 'mcq_multiple_answer',
  index: 0,
  bloom: 'understand',
  difficulty: 'medium',
} as unknown as Slot;

describe("a story's sequence items", () => {
  it('takes no line that opens a speech, or one said inside it, as an event', async () => {
    const analysis = await analysisOf(
      documentContext(BAKER, { grade: 'Grade 5', subject: 'English', topic: null }),
    );
    const opener = analysis.sentences.find((s) => /said:$/.test(s.text))!;
    expect(isEvent(opener, analysis.speech)).toBe(false);
    const events = storyEvents(writer(analysis)).map((s) => s.text);
    expect(events.some((t) => /^One day a crow stole/.test(t))).toBe(true);
    for (const line of [/river is deep/, /took my own goat/, /said:$/])
      expect(events.some((t) => line.test(t))).toBe(false);
  });

  it('asks what happened before an event, keyed by earlier events, apart from each other', async () => {
    const analysis = await analysisOf(
      documentContext(BAKER, { grade: 'Grade 5', subject: 'English', topic: null }),
    );
    const draft = await STORY_MCQ_MULTIPLE_TEMPLATES[0].write(writer(analysis), slot, 0);
    expect(draft).not.toBeNull();
    expect(draft!.question).toMatch(
      /^Read this from the story: ".+\." Which of these happened before it\?/,
    );
    const id = (text: string) =>
      analysis.sentences.find((s) =>
        s.text.startsWith(text.replace(/^[A-F]\.\s*/, '').slice(0, 30)),
      )!.id;
    const anchor = id(/"(.+)"/.exec(draft!.question)![1]);
    const keyed = draft!.answer.split('; ');
    expect(keyed).toHaveLength(2);
    const ids = keyed.map(id);
    for (const right of ids) expect(right).toBeLessThan(anchor);
    expect(Math.abs(ids[0] - ids[1])).toBeGreaterThanOrEqual(2);
    for (const option of draft!.options.filter((o) => !keyed.includes(o)))
      expect(id(option)).toBeGreaterThan(anchor);
  });

  it('orders events two sentences apart or more, never two back-to-back lines', async () => {
    const short = `The Lost Kite

Mina made a red kite. She ran up the hill with it. The wind lifted the kite high. The string snapped. The kite flew over the wood. Mina searched the wood all day. A farmer found the kite in his field. He carried it back to Mina.`;
    const analysis = await analysisOf(
      documentContext(short, { grade: 'Grade 4', subject: 'English', topic: null }),
    );
    const order = READING_LONG_TEMPLATES.find((t) => t.name === 'event-order')!;
    let drafts = 0;
    for (const attempt of [0, 1, 2]) {
      const draft = await order.write(writer(analysis), { ...slot, type: 'long_answer' }, attempt);
      if (!draft) continue;
      drafts += 1;
      const ids = [...draft.sentences].sort((a, b) => a - b);
      for (let i = 1; i < ids.length; i += 1) expect(ids[i] - ids[i - 1]).toBeGreaterThanOrEqual(2);
    }
    expect(drafts).toBeGreaterThan(0);
  });

  it("never lists the events to order already in the story's order", async () => {
    const analysis = await analysisOf(
      documentContext(BAKER, { grade: 'Grade 5', subject: 'English', topic: null }),
    );
    const order = READING_LONG_TEMPLATES.find((t) => t.name === 'event-order')!;
    const keys: string[] = [];
    for (let seed = 0; seed < 24; seed += 1) {
      const ctx = { ...writer(analysis), random: seededRandom(`order-${seed}`) };
      const draft = await order.write(ctx, { ...slot, type: 'long_answer' }, 0);
      if (draft) keys.push(draft.answer);
    }
    expect(keys.length).toBeGreaterThan(20);
    // A student who copies the list as printed scores nothing.
    expect(keys).not.toContain('A, B, C, D');
  });

  it('answers "How far do you agree?" of a story with a position and its evidence, not the text', async () => {
    // Told with speech ("said", "asked"), so it reads as a story.
    const told = `${BAKER}\n\n"Where did you find it?" asked the king. "By the river," said Pip. "Keep it," said the king.`;
    const analysis = await analysisOf(
      documentContext(told, { grade: 'Grade 5', subject: 'English', topic: null }),
    );
    const claim = LONG_TEMPLATES.find((t) => t.name === 'evaluate-claim')!;
    const slotted = { ...slot, type: 'long_answer', bloom: 'evaluate' } as Slot;
    let drafts = 0;
    for (const attempt of [0, 1, 2, 3, 4, 5]) {
      const draft = await claim.write(writer(analysis), slotted, attempt);
      if (!draft) continue;
      drafts += 1;
      expect(draft.answer).toMatch(
        /^I agree, because the story tells that .+; (later|earlier), it tells that .+\.$/,
      );
      // No sentence of the story stands in the answer as it stands in the text.
      for (const id of draft.sentences)
        expect(draft.answer).not.toContain(analysis.sentences[id].text);
    }
    expect(drafts).toBeGreaterThan(0);
  });
});
