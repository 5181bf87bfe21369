import {
  BLOOM_LEVELS,
  DIFFICULTIES,
  type BloomLevel,
  type Difficulty,
} from 'src/ai/ports/teaching-content.port';
import { type Slot, TYPE_DEPTH } from 'src/ai/builtin/teaching/worksheet/slot-plan';
import type { CurriculumDraft } from 'src/ai/builtin/teaching/curriculum/draft';
import { builderOf } from 'src/ai/builtin/teaching/curriculum/worksheet-builders';

const rank = (level: BloomLevel) => BLOOM_LEVELS.indexOf(level);

/**
 * The level an item truly tests: the level its draft names (`demand:` key, as a writing task
 * does), else its slot's when its builder tests that level, else the builder's level nearest it
 * (the lower of two as near). A one-line recall is "remember" even in a slot planned as
 * "evaluate".
 */
export function demandOf(draft: CurriculumDraft, wanted: BloomLevel): BloomLevel {
  const named = draft.keys.find((key) => key.startsWith('demand:'))?.slice('demand:'.length);
  if (named && (BLOOM_LEVELS as readonly string[]).includes(named)) return named as BloomLevel;
  const levels = builderOf(draft)?.blooms ?? [wanted];
  if (levels.includes(wanted)) return wanted;
  return [...levels].sort(
    (a, b) =>
      Math.abs(rank(a) - rank(wanted)) - Math.abs(rank(b) - rank(wanted)) || rank(a) - rank(b),
  )[0];
}

/** A task that rewrites a quoted sentence ("Rewrite using 'if': 'I didn't know …'"). */
const TRANSFORMS = /^(rewrite|change|combine|join|turn|transform|report)\b[^'"‘“]*['"‘“]/i;

/**
 * Whether an item is a routine use of a method: a worked example of two steps or fewer ("A
 * regular polygon with n sides has n lines of symmetry. A hexagon has 6 sides."). It takes the
 * easiest difficulty left, never "hard" before a real problem does. Rewriting a sentence in
 * another form is never routine, however short its key: it is the hardest work on a grammar sheet.
 */
export function routine(draft: CurriculumDraft): boolean {
  if (!draft.keys.includes('builder:worked-example')) return false;
  if (TRANSFORMS.test(draft.question.trim())) return false;
  const working = draft.answer.split(/\s*Answer:/)[0];
  return working.split(/(?<=[.!?])\s+/).filter((step) => step.trim().length > 0).length <= 2;
}

/**
 * Each item's tags as a teacher would give them: its Bloom level is the one it truly tests
 * (`demandOf`), so a sheet whose topic cannot carry an "evaluate" item does not call a recall
 * item one; the blueprint's difficulties keep their counts and go, easiest first, to the items in
 * order of that level, routine items first (then of how much writing their type asks for). A maths exercise keeps the
 * difficulty its numbers were chosen for.
 */
export function honestTags(
  drafts: readonly { slot: Slot; draft: CurriculumDraft }[],
): { bloom: BloomLevel; difficulty: Difficulty }[] {
  const items = drafts.map(({ slot, draft }, order) => ({
    order,
    slot,
    bloom: demandOf(draft, slot.bloom),
    routine: routine(draft),
    maths: draft.keys.some((key) => key.startsWith('maths:')),
  }));
  const difficulty = new Map<number, Difficulty>(
    items.filter((item) => item.maths).map((item) => [item.order, item.slot.difficulty]),
  );
  const words = items.filter((item) => !item.maths);
  const left = words
    .map((item) => item.slot.difficulty)
    .sort((a, b) => DIFFICULTIES.indexOf(a) - DIFFICULTIES.indexOf(b));
  [...words]
    .sort(
      (a, b) =>
        Number(b.routine) - Number(a.routine) ||
        rank(a.bloom) - rank(b.bloom) ||
        TYPE_DEPTH[a.slot.type] - TYPE_DEPTH[b.slot.type] ||
        a.order - b.order,
    )
    .forEach((item, i) => difficulty.set(item.order, left[i]));
  return items.map((item) => ({ bloom: item.bloom, difficulty: difficulty.get(item.order)! }));
}
