import type { SourceSentence } from 'src/ai/builtin/language/text/page-sentences';
import { shuffle } from 'src/ai/builtin/seeded-random';
import { capitalise, labelOptions } from 'src/ai/builtin/teaching/worksheet/text-kit';
import type { Template, WriterContext } from 'src/ai/builtin/teaching/worksheet/writer-context';
import { isEvent, stop } from 'src/ai/builtin/teaching/worksheet/document/narration';

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
        grounding: [...shown, anchor].map((s) => s.text).join(' '),
        terms: [],
        sentences: [anchor.id, ...shown.map((s) => s.id), ...after.map((s) => s.id)],
      });
    }
    return Promise.resolve(null);
  },
};

export const STORY_MCQ_MULTIPLE_TEMPLATES: Template[] = [happenedBefore];
