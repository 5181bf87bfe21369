import { BLUEPRINT_ALL_TYPES } from 'src/ai/builtin/teaching/__fixtures__/passages';
import { FUNCTION_WORDS } from 'src/ai/builtin/teaching/worksheet/document/document-rules';
import { isKeyed } from 'src/ai/builtin/teaching/worksheet/explain-questions';
import { BLANK, findForm } from 'src/ai/builtin/teaching/worksheet/text-kit';
import {
  analysisOf,
  documentContext,
  flatten,
  notedSheetFrom,
} from 'src/ai/builtin/teaching/worksheet/sheet-from-document.spec-helper';

/** A story whose advice runs on into a second sentence ("Then he was to …"): the trap of S13 Q12. */
const STORY = `The Farmer and the Wolf

Once upon a time a young farmer named Tom lived near a dark forest. One night a wolf stole his best sheep. Tom stamped his feet and shouted at the forest, and then he went to the wise woman of the village. "What shall I do?" he asked.
The wise woman told him to build a strong fence around the field. Then he was to leave a lamp burning by the gate every night. Tom did as she told him, and built a fence of thick oak posts around the field. Since the wolf feared the light, it never came near the field again.
In the morning the farmer laughed when he saw his sheep safe behind the fence. "The wise woman was right," he said to his wife. His wife smiled and baked a cake for the wise woman. The next spring Tom bought ten more sheep at the market, and the flock grew larger every year.
One winter the wise woman fell ill. Tom carried wood to her cottage every day, because she had helped him when he needed it. "You are a good neighbour," she said.`;

const TEXT = `Rivers

A river is a large natural stream of water that flows into a sea, a lake or another river. The place where a river begins is called its source. The place where it meets the sea is called its mouth.

A young river flows fast down steep slopes, so it cuts a deep, narrow valley. An old river flows slowly across flat land, so it drops the mud and sand it carries. This mud is called silt. Silt makes the land beside the river very fertile.

A tributary is a smaller river that joins a larger one. Heavy rain can make a river overflow its banks. This is called a flood. Floods can destroy crops and homes, but they also spread fresh silt over the fields.`;

const story = documentContext(STORY, { grade: 'Grade 5', subject: 'English', topic: null });
const rivers = documentContext(TEXT, { grade: 'Grade 6', subject: 'Geography', topic: 'Rivers' });

const stripLabel = (option: string) => option.replace(/^[A-F]\.\s*/, '');

describe("a worksheet from a teacher's document, as a teacher reads it", () => {
  it('keys "what happened next" with a later narrated event, never the rest of what someone said', async () => {
    const analysis = await analysisOf(story);
    const items = (await notedSheetFrom(story, BLUEPRINT_ALL_TYPES)).filter(({ q }) =>
      /What happened next\?$/.test(q.question),
    );
    expect(items.length).toBeGreaterThan(0);
    for (const { q } of items) {
      const asked = /"(.+)\."/.exec(q.question)?.[1] ?? '';
      const stem = analysis.sentences.find((s) => s.text.startsWith(asked));
      const key = stripLabel(q.answer).replace(/\.$/, '');
      const event = analysis.sentences.find((s) => s.text.includes(key));
      expect(stem).toBeDefined();
      expect(event).toBeDefined();
      expect(event!.id).toBeGreaterThan(stem!.id);
      expect(event!.text).not.toMatch(/["“”]|\bwas to\b/);
    }
  });

  it.each([
    ['story', story],
    ['expository text', rivers],
  ])('blanks no function word, only a term of the document (%s)', async (_kind, context) => {
    const analysis = await analysisOf(context);
    const forms = new Set(analysis.terms.flatMap((t) => t.forms));
    const blanks = (await notedSheetFrom(context, BLUEPRINT_ALL_TYPES)).filter(({ q }) =>
      q.question.includes(BLANK),
    );
    expect(blanks.length).toBeGreaterThan(0);
    for (const { q } of blanks) {
      const key = stripLabel(q.answer).toLowerCase();
      expect(FUNCTION_WORDS.has(key)).toBe(false);
      expect(forms.has(key)).toBe(true);
    }
  });

  it.each([
    ['story', story, STORY],
    ['expository text', rivers, TEXT],
  ])(
    'offers in a completed sentence only words the %s itself uses',
    async (_kind, context, text) => {
      const flat = flatten(text);
      for (const { q } of await notedSheetFrom(context, BLUEPRINT_ALL_TYPES)) {
        if (!q.question.includes(BLANK) || q.options.length === 0) continue;
        for (const option of q.options) expect(findForm(flat, stripLabel(option))).not.toBeNull();
      }
    },
  );

  it('asks a story sheet at least one question a reader answers by inference', async () => {
    const items = await notedSheetFrom(story, BLUEPRINT_ALL_TYPES);
    const inferential = items.filter(({ q }) =>
      /\bWhy did\b|\bHow did .+ feel\b|\bpredict\b/.test(q.question),
    );
    expect(inferential.length).toBeGreaterThan(0);
  });

  it('answers a "why did" question with the reason the story gives', async () => {
    const items = await notedSheetFrom(story, BLUEPRINT_ALL_TYPES);
    const why = items.filter(({ q }) => /\bWhy did\b/.test(q.question));
    expect(why.length).toBeGreaterThan(0);
    for (const { q } of why) {
      const reason = stripLabel(q.answer)
        .replace(/^Because /, '')
        .replace(/\.$/, '');
      expect(flatten(STORY)).toContain(reason);
    }
  });

  it('asks an expository sheet what things are called, what causes lead to, and how two differ', async () => {
    const questions = (await notedSheetFrom(rivers, BLUEPRINT_ALL_TYPES)).map(({ q }) => q);
    const called = questions.find((q) => /called\?$/.test(q.question));
    const name = called!.answer.replace(/\.$/, '').toLowerCase();
    expect(TEXT.toLowerCase()).toMatch(new RegExp(`called (the |an? |its )?${name}\\b`));
    const differ = questions.find((q) => /difference between|Compare/.test(q.question));
    expect(differ?.answer).toMatch(/young river flows fast.+whereas an old river flows slowly/i);
  });

  it('never names the key as a common mistake, and names every wrong option', async () => {
    for (const context of [story, rivers])
      for (const { q, note } of await notedSheetFrom(context, BLUEPRINT_ALL_TYPES)) {
        if (q.options.length === 0) continue;
        for (const option of q.options) {
          const named = note.common_mistakes.includes(`"${stripLabel(option).replace(/\.$/, '')}"`);
          expect({ option, named }).toEqual({ option, named: !isKeyed(q.answer, option) });
        }
      }
  });

  it('reads a multiple-answer key option by option, even when an option holds "; "', () => {
    const first = 'A. He did not ride that way; but straight home.';
    const second = 'B. The horse fell.';
    expect(isKeyed(`${first}; ${second}`, first)).toBe(true);
    expect(isKeyed(`${first}; ${second}`, second)).toBe(true);
    expect(isKeyed(`${first}; ${second}`, 'C. But straight home.')).toBe(false);
  });
});
