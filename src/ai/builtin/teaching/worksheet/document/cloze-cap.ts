import type { QuestionType } from 'src/ai/ports/teaching-content.port';
import type { Slot } from 'src/ai/builtin/teaching/worksheet/slot-plan';
import { BLANK } from 'src/ai/builtin/teaching/worksheet/text-kit';
import type { Draft, WriterContext } from 'src/ai/builtin/teaching/worksheet/writer-context';

/** Sentences with a blank a document's sheet prints at most, its fill-in slots included. */
export const MAX_CLOZE = 2;

/** An item already on the sheet: what it asks and which slot type it filled. */
export interface Placed {
  type: QuestionType;
  draft: Draft;
}

/** Whether an item just copies a sentence of the text with a word blanked out. */
export function isCloze(draft: Pick<Draft, 'question'>): boolean {
  return draft.question.includes(BLANK);
}

/**
 * Whether a blanked sentence may take a slot of a document's sheet: the fill-in slots the
 * teacher asked for always may; any other slot only while the sheet's blanks, counting the
 * fill-ins still to come, stay under the cap. The student then reads the text for causes,
 * definitions and events instead of copying sentence after sentence.
 */
export function clozeAllowed(
  ctx: WriterContext,
  slot: Slot,
  draft: Draft,
  placed: readonly Placed[],
): boolean {
  if (ctx.analysis.origin !== 'documents' || slot.type === 'fill_in_the_blanks') return true;
  if (!isCloze(draft)) return true;
  const fills = ctx.sheet?.slots.fill_in_the_blanks ?? 0;
  const fillsDone = placed.filter((item) => item.type === 'fill_in_the_blanks').length;
  const blanks = placed.filter((item) => isCloze(item.draft)).length;
  return blanks + (fills - fillsDone) < MAX_CLOZE;
}
