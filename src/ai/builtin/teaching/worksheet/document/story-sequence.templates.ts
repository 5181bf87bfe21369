import type { SourceSentence } from 'src/ai/builtin/language/text/page-sentences';
import { shuffle } from 'src/ai/builtin/seeded-random';
import { capitalise, labelOptions } from 'src/ai/builtin/teaching/worksheet/text-kit';
import type { Template, WriterContext } from 'src/ai/builtin/teaching/worksheet/writer-context';
import { isEvent, passage, stop } from 'src/ai/builtin/teaching/worksheet/document/narration';

/**
 * A story's multiple-answer item on its sequence: "Read this from the story: "…". Which of these
 * happened before it?" Every option is a narrated event of the story (never a line of speech or
 * the line that opens one), so each is true and the reader places it, and no option is made
 * false by an edit a sarcastic or ironic line would survive.
 */

/** Events this many sentences apart or more are two moments, not one told in two sentences. */
const APART = 2;
const LONGEST = 40;
const RIGHT = 2;
const WRONG = 2;

const event = (s: SourceSentence) =>
  `${capitalise(stop(s.text.replace(/^(then|and|so|but)\b,?\s*/i, '')))}.`;

/** Up to `count` events of the list, each `APART` sentences from the others and from `anchor`. */
function spread(list: SourceSentence[], anchor: number, count: number): SourceSentence[] {
  const chosen: SourceSentence[] = [];
  for (const s of list) {
    if (chosen.length >= count) break;
    if ([anchor, ...chosen.map((c) => c.id)].every((id) => Math.abs(s.id - id) >= APART))
      chosen.push(s);
  }
  return chosen;
}

/** Events of an ordering item: at most this long, and this many. */
const ORDER_WORDS = 25;
const TO_ORDER = 4;

/**
 * Four events of the text to put in order, spread through it and each `APART` sentences or more
 * from the last: two back-to-back lines are one moment ("So the King set out …" and "The Fairy
 * said to him …"), ordered by where they stand, not by what happened.
 */
export function eventsToOrder(ctx: WriterContext, attempt: number): SourceSentence[] | null {
  const candidates = ctx.analysis.statements
    // Something done in the story, not a remark such as "For everyone knows that …".
    .filter((s) => isEvent(s, ctx.analysis.speech) && s.words.length <= ORDER_WORDS)
    .sort((a, b) => a.id - b.id);
  const step = Math.max(1, Math.floor(candidates.length / TO_ORDER));
  const chosen: SourceSentence[] = [];
  for (let i = 0; i < TO_ORDER; i += 1) {
    const last = chosen[chosen.length - 1];
    const pick = candidates.slice(i * step + attempt).find((s) => !last || s.id - last.id >= APART);
    if (!pick) return null;
    chosen.push(pick);
  }
  return chosen;
}

/** The story's narrated events, in its order. */
export function storyEvents(ctx: WriterContext): SourceSentence[] {
  return ctx.analysis.sentences
    .filter((s) => isEvent(s, ctx.analysis.speech) && s.words.length <= LONGEST)
    .sort((a, b) => a.id - b.id);
}

const happenedBefore: Template = {
  name: 'story-happened-before',
  blooms: ['understand', 'analyze', 'remember'],
  write(ctx, _slot, attempt) {
    const events = storyEvents(ctx);
    // Anchors from the middle of the story outwards, so both sides have events to offer.
    const middle = Math.floor(events.length / 2);
    const anchors = [...events].sort(
      (a, b) => Math.abs(events.indexOf(a) - middle) - Math.abs(events.indexOf(b) - middle),
    );
    const use = (s: SourceSentence) => ctx.sentenceUse.get(s.id) ?? 0;
    const ranked = anchors.filter((s) => use(s) === 0).concat(anchors.filter((s) => use(s) > 0));
    let tries = 0;
    for (const anchor of ranked) {
      // Nearest first on each side: the events a reader must place, not the story's two ends.
      const before = spread(events.filter((s) => s.id < anchor.id).reverse(), anchor.id, RIGHT);
      const after = spread(
        events.filter((s) => s.id > anchor.id),
        anchor.id,
        WRONG,
      );
      if (before.length < RIGHT || after.length < WRONG) continue;
      if (tries++ < attempt) continue;
      const right = before.map(event);
      const options = shuffle([...right, ...after.map(event)], ctx.random);
      const labelled = labelOptions(options);
      const answer = labelled.filter((_, i) => right.includes(options[i])).join('; ');
      const shown = [...before].reverse();
      return Promise.resolve({
        question: `Read this from the story: "${stop(anchor.text)}." Which of these happened before it? Choose all that apply.`,
        options: labelled,
        answer,
        grounding: passage(...shown, anchor),
        terms: [],
        sentences: [anchor.id, ...shown.map((s) => s.id), ...after.map((s) => s.id)],
      });
    }
    return Promise.resolve(null);
  },
};

export const STORY_MCQ_MULTIPLE_TEMPLATES: Template[] = [happenedBefore];
