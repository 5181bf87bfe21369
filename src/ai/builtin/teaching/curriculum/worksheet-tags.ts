import {
  BLOOM_LEVELS,
  DIFFICULTIES,
  type BloomLevel,
  type Difficulty,
} from 'src/ai/ports/teaching-content.port';
import { type Slot, TYPE_DEPTH } from 'src/ai/builtin/teaching/worksheet/slot-plan';
import type { CurriculumDraft } from 'src/ai/builtin/teaching/curriculum/draft';
import { builderOf } from 'src/ai/builtin/teaching/curriculum/worksheet-builders';

/**
 * The level an item truly tests: its slot's when its builder tests that level, else the
 * builder's level nearest it (the lower of two as near). A one-line recall is "remember" even in
 * a slot planned as "evaluate".
 */
export function demandOf(draft: CurriculumDraft, wanted: BloomLevel): BloomLevel {
  const levels = builderOf(draft)?.blooms ?? [wanted];
  if (levels.includes(wanted)) return wanted;
  const rank = BLOOM_LEVELS.indexOf(wanted);
  return [...levels].sort(
    (a, b) =>
      Math.abs(BLOOM_LEVELS.indexOf(a) - rank) - Math.abs(BLOOM_LEVELS.indexOf(b) - rank) ||
      BLOOM_LEVELS.indexOf(a) - BLOOM_LEVELS.indexOf(b),
  )[0];
}

/** The highest level an item's builder can test: of two as demanding, it takes a higher tag. */
export function reach(draft: CurriculumDraft): number {
  const levels = builderOf(draft)?.blooms ?? [];
  return Math.max(0, ...levels.map((level) => BLOOM_LEVELS.indexOf(level)));
}

/** The lowest level an item's builder tests: a recall builder is passed over for a high tag. */
function floor(draft: CurriculumDraft): number {
  const levels = builderOf(draft)?.blooms ?? [];
  return Math.min(BLOOM_LEVELS.length, ...levels.map((level) => BLOOM_LEVELS.indexOf(level)));
}

/**
 * Tags that follow what each item demands while the sheet keeps the blueprint's counts: the
 * blueprint's Bloom levels go, lowest first, to the items in order of the level they truly test
 * (then how much writing their type asks for), so a recall item takes "remember" and the design
 * task "create"; difficulty then rises with the level given. A maths exercise keeps the
 * difficulty its numbers were chosen for.
 */
export function honestTags(
  drafts: readonly { slot: Slot; draft: CurriculumDraft }[],
): { bloom: BloomLevel; difficulty: Difficulty }[] {
  const rank = (level: BloomLevel) => BLOOM_LEVELS.indexOf(level);
  const items = drafts.map(({ slot, draft }, order) => ({
    order,
    slot,
    demand: demandOf(draft, slot.bloom),
    top: reach(draft),
    low: floor(draft),
    maths: draft.keys.some((key) => key.startsWith('maths:')),
  }));
  const blooms = drafts.map(({ slot }) => slot.bloom).sort((a, b) => rank(a) - rank(b));
  const byDemand = [...items].sort(
    (a, b) =>
      rank(a.demand) - rank(b.demand) ||
      a.top - b.top ||
      a.low - b.low ||
      TYPE_DEPTH[a.slot.type] - TYPE_DEPTH[b.slot.type] ||
      a.order - b.order,
  );
  const bloom = new Map(byDemand.map((item, i) => [item.order, blooms[i]]));
  const difficulty = new Map<number, Difficulty>(
    items.filter((item) => item.maths).map((item) => [item.order, item.slot.difficulty]),
  );
  const left = items
    .filter((item) => !item.maths)
    .map((item) => item.slot.difficulty)
    .sort((a, b) => DIFFICULTIES.indexOf(a) - DIFFICULTIES.indexOf(b));
  items
    .filter((item) => !item.maths)
    .sort(
      (a, b) =>
        rank(bloom.get(a.order)!) - rank(bloom.get(b.order)!) ||
        TYPE_DEPTH[a.slot.type] - TYPE_DEPTH[b.slot.type] ||
        a.order - b.order,
    )
    .forEach((item, i) => difficulty.set(item.order, left[i]));
  return items.map((item) => ({
    bloom: bloom.get(item.order)!,
    difficulty: difficulty.get(item.order)!,
  }));
}
