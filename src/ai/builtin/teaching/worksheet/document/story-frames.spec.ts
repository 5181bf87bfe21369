import { seededRandom } from 'src/ai/builtin/seeded-random';
import type { SourceAnalysis } from 'src/ai/builtin/teaching/source/source-model';
import type { Slot } from 'src/ai/builtin/teaching/worksheet/slot-plan';
import type { WriterContext } from 'src/ai/builtin/teaching/worksheet/writer-context';
import { isEvent, passage } from 'src/ai/builtin/teaching/worksheet/document/narration';
import {
  STORY_MCQ_MULTIPLE_TEMPLATES,
  storyEvents,
} from 'src/ai/builtin/teaching/worksheet/document/story-sequence.templates';
import { STORY_MCQ_TEMPLATES } from 'src/ai/builtin/teaching/worksheet/document/story.templates';
import { READING_LONG_TEMPLATES } from 'src/ai/builtin/teaching/worksheet/templates/reading.templates';
import {
  analysisOf,
  documentContext,
  wordnet,
} from 'src/ai/builtin/teaching/worksheet/sheet-from-document.spec-helper';

/** A made-up legend told inside a present-day frame: a building today, a belief, a result. */
const BELL = `The Bell of Marden

There stands in the village of Marden an old stone tower, which giants built long ago. The people of the village believe that its bell will never ring true again. The reason is said to be as follows:

Long ago a smith came to Marden to cast a new bell for the tower. He built a furnace beside the tower and melted copper and tin for many days. One evening a traveller stopped at the forge and asked for water. The smith sent him away without a drink.

"Go and drink from the river," he said. "I have no time for beggars."

The traveller struck the cooling bell with his staff and walked off into the hills. When the bell was hung, it rang with a harsh, cracked note. The smith tried to mend it, but the crack only grew wider. At last he left the village in shame. Since then the bell has never rung true, and it hangs silent in the tower to this day.`;

function writer(analysis: SourceAnalysis): WriterContext {
  return {
    wordnet,
    analysis,
    topic: '',
    random: seededRandom('frames'),
    termUse: new Map(),
    sentenceUse: new Map(),
  };
}

const slot = (type: string) =>
  ({ type, index: 0, bloom: 'understand', difficulty: 'medium' }) as unknown as Slot;

/** The frame's lines: what stands today, and what has been so ever since. */
const FRAME = [/^There stands/, /^Since then the bell has never rung/];

const bell = () =>
  analysisOf(documentContext(BELL, { grade: 'Grade 6', subject: 'English', topic: null }));

describe("a story's present-day frame is no event of the story", () => {
  it('a sentence told in the present is no event; the tale told in the past is', async () => {
    const analysis = await bell();
    const events = storyEvents(writer(analysis)).map((s) => s.text);
    for (const line of FRAME) expect(events.filter((t) => line.test(t))).toEqual([]);
    expect(events.some((t) => /^The smith sent him away/.test(t))).toBe(true);
    const stands = analysis.sentences.find((s) => FRAME[0].test(s.text))!;
    expect(isEvent(stands, analysis.speech)).toBe(false);
  });

  it('"what happened next" is never asked of the frame, nor keyed on it', async () => {
    const analysis = await bell();
    const next = STORY_MCQ_TEMPLATES.find((t) => t.name === 'story-what-next')!;
    let drafts = 0;
    for (const attempt of [0, 1, 2, 3, 4]) {
      const draft = await next.write(writer(analysis), slot('very_short_answer'), attempt);
      if (!draft) continue;
      drafts += 1;
      for (const line of FRAME) {
        expect(/"(.+)"/.exec(draft.question)![1]).not.toMatch(line);
        expect(draft.answer).not.toMatch(line);
      }
    }
    expect(drafts).toBeGreaterThan(0);
  });

  it('an ordering or "happened before" item lists no frame line as an event', async () => {
    const analysis = await bell();
    const order = READING_LONG_TEMPLATES.find((t) => t.name === 'event-order')!;
    const before = STORY_MCQ_MULTIPLE_TEMPLATES[0];
    for (const attempt of [0, 1]) {
      const drafts = [
        await order.write(writer(analysis), slot('long_answer'), attempt),
        await before.write(writer(analysis), slot('mcq_multiple_answer'), attempt),
      ];
      for (const draft of drafts.filter((d) => d !== null))
        for (const line of FRAME)
          expect([draft.question, ...draft.options].filter((t) => line.test(t))).toEqual([]);
    }
  });

  it('a quotation of two sentences apart marks the gap with "…", never joins them', async () => {
    const analysis = await bell();
    const find = (start: string) => analysis.sentences.find((s) => s.text.startsWith(start))!;
    const sent = find('The smith sent him away');
    const struck = find('The traveller struck');
    const stopped = find('One evening a traveller');
    expect(passage(sent, struck)).toBe(`${sent.text} … ${struck.text}`);
    expect(passage(stopped, sent)).toBe(`${stopped.text} ${sent.text}`);
    const next = STORY_MCQ_TEMPLATES.find((t) => t.name === 'story-what-next')!;
    for (const attempt of [0, 1, 2, 3, 4]) {
      const draft = await next.write(writer(analysis), slot('very_short_answer'), attempt);
      if (!draft) continue;
      const [a, b] = draft.sentences;
      expect(draft.grounding.includes(' … ')).toBe(Math.abs(b - a) > 1);
    }
  });
});
