import { AiProviderError } from 'src/ai/ports/ai-provider.error';
import {
  BLOOM_LEVELS,
  QUESTION_TYPES,
  type BloomLevel,
  type QuestionType,
  type WorksheetBlueprint,
  type WorksheetQuestions,
} from 'src/ai/ports/teaching-content.port';
import type { Objective } from 'src/ai/builtin/teaching/objectives';
import { seededRandom } from 'src/ai/builtin/seeded-random';
import { planSlots, type Slot } from 'src/ai/builtin/teaching/worksheet/slot-plan';
import type { Builder, CurriculumDraft, DraftNote } from 'src/ai/builtin/teaching/curriculum/draft';
import type { TopicKnowledge } from 'src/ai/builtin/teaching/curriculum/topic-knowledge';
import { BUILDERS } from 'src/ai/builtin/teaching/curriculum/worksheet-builders';
import { honestTags } from 'src/ai/builtin/teaching/curriculum/worksheet-tags';
import {
  revealedBy,
  sameAsk,
  type SheetItem,
} from 'src/ai/builtin/teaching/curriculum/answer-giveaway';
import {
  fits,
  shownUnits,
  tokens,
  withKey,
  type Written,
} from 'src/ai/builtin/teaching/curriculum/sheet-fit';

/** Items each builder tries before the next builder is asked. */
const ATTEMPTS = 12;

/** A worksheet's questions with, per type and in order, what step 4 says about each. */
export interface CurriculumWorksheet {
  questions: WorksheetQuestions;
  notes: Record<QuestionType, DraftNote[]>;
}

/**
 * Builders that truly test the slot's level first (by how near their levels are), the ones this
 * worksheet has used least first among equals (so three MCQs are not three of a kind), then the
 * rest.
 */
function buildersFor(k: TopicKnowledge, slot: Slot): Builder[] {
  const rank = BLOOM_LEVELS.indexOf(slot.bloom);
  const distance = (builder: Builder) =>
    Math.min(...builder.blooms.map((level) => Math.abs(BLOOM_LEVELS.indexOf(level) - rank)));
  const used = (builder: Builder) => k.use.get(`builder:${builder.name}`) ?? 0;
  return [...BUILDERS[slot.type]]
    .map((builder, order) => ({ builder, order, distance: distance(builder), used: used(builder) }))
    .sort((a, b) => a.distance - b.distance || a.used - b.used || a.order - b.order)
    .map(({ builder }) => builder);
}

/** Whether a slot asks for more than recall and understanding (apply and above). */
const higher = (bloom: BloomLevel) => BLOOM_LEVELS.indexOf(bloom) >= BLOOM_LEVELS.indexOf('apply');

/**
 * The passes a slot's search makes, each a fit level and the builders tried at it: a slot above
 * "understand" first asks only the builders that test its level, while the sheet may still differ
 * a little less strictly (levels 0–2), so the item is one that earns its tag; then every builder
 * at every level, nearest the slot's level first.
 */
function passes(k: TopicKnowledge, slot: Slot): { level: number; builders: Builder[] }[] {
  const all = buildersFor(k, slot);
  const testing = all.filter((builder) => builder.blooms.includes(slot.bloom));
  const first = higher(slot.bloom) && testing.length > 0 ? [0, 1, 2] : [];
  return [
    ...first.map((level) => ({ level, builders: testing })),
    ...[0, 1, 2, 3, 4, 5, 6, 7, 8].map((level) => ({ level, builders: all })),
  ];
}

/**
 * The first draft the slot's search finds that fits the sheet (and `clean` admits), or null. A
 * builder writes the same draft at every level (the level only says how strictly it must fit),
 * so each is written once.
 */
function searchSlot(
  k: TopicKnowledge,
  slot: Slot,
  written: Written[],
  seed: string,
  clean: (draft: CurriculumDraft) => boolean = () => true,
  most = Infinity,
  lenient = false,
): { draft: CurriculumDraft; level: number } | null {
  const drafts = new Map<string, CurriculumDraft | null>();
  const draftOf = (builder: Builder, attempt: number) => {
    const at = `${builder.name}|${attempt}`;
    if (!drafts.has(at)) {
      const random = seededRandom(`${seed}|${slot.type}|${slot.index}|${builder.name}|${attempt}`);
      const draft = builder.write({ k, slot, attempt, random, seed, lenient });
      drafts.set(at, draft ? { ...draft, keys: [...draft.keys, `builder:${builder.name}`] } : null);
    }
    return drafts.get(at) ?? null;
  };
  const judged = new Map<CurriculumDraft, boolean>();
  for (const { level, builders } of passes(k, slot)) {
    if (level > most) continue;
    for (const builder of builders) {
      for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
        const draft = draftOf(builder, attempt);
        if (!draft) continue;
        // `fits` reads the draft's own keys only, never the builder's mark on them.
        const bare = { ...draft, keys: draft.keys.slice(0, -1) };
        if (!fits(k, bare, builder.name, tokens(bare), written, level)) continue;
        if (!judged.has(draft)) judged.set(draft, clean(draft));
        if (judged.get(draft)) return { draft, level };
      }
    }
  }
  return null;
}

function writeSlot(
  k: TopicKnowledge,
  slot: Slot,
  written: Written[],
  seed: string,
): { draft: CurriculumDraft; level: number } {
  // Every preference first; a slot nothing else fills takes what only `lenient` builders allow.
  const found =
    searchSlot(k, slot, written, seed) ??
    searchSlot(k, slot, written, seed, undefined, Infinity, true);
  if (found) return found;
  throw new AiProviderError(
    `The curriculum entry "${k.main.title}" has too little to write ${slot.type.replace(/_/g, ' ')} questions for this worksheet; lower that count, attach a document, or use an LLM provider`,
  );
}

/** A draft as the sheet keeps it, its keys and shown statements counted as used. */
function record(k: TopicKnowledge, draft: CurriculumDraft, sign = 1): Written {
  const units = shownUnits(draft);
  for (const key of [...draft.keys, ...units.map((u) => `shown:${u}`)])
    k.use.set(key, (k.use.get(key) ?? 0) + sign);
  return { draft, tokens: tokens(draft), full: withKey(draft), units };
}

/** A draft as a student reads it: its stem, options, rows, key and notes. */
const readAs = (draft: CurriculumDraft): SheetItem => ({
  ...draft,
  notes: [draft.note.why, draft.note.mistakes],
});

/**
 * Whether two items clash: one prints the other's key (an option, a row, a key or a note that
 * states it), or both ask one key.
 */
function clash(a: SheetItem, b: SheetItem): boolean {
  return revealedBy(a, b) !== null || revealedBy(b, a) !== null || sameAsk(a, b);
}

/**
 * The items of a sheet written one after another cannot see what a later slot prints, so once
 * every slot is written each clash is mended: the item whose key is given away (or, asking what
 * another asks, the later of the two) is written again against all the other items, with another
 * term, fact or cause for the same slot; failing that, the item that gives it away is. A clash
 * neither rewrite mends is left to `replaceClashes`.
 */
function repairGiveaways(
  k: TopicKnowledge,
  drafts: { slot: Slot; draft: CurriculumDraft; level: number }[],
  written: Written[],
  seed: string,
): void {
  const items = drafts.map(({ draft }) => readAs(draft));
  const position = (i: number) =>
    QUESTION_TYPES.indexOf(drafts[i].slot.type) * 1000 + drafts[i].slot.index;
  const stuck = new Set<string>();
  const clashes = (item: SheetItem, i: number) =>
    items.filter((other, j) => j !== i && clash(item, other)).length;
  // A rewrite must clash with fewer items than the draft it replaces (none, if it can), so the
  // sheet's clashes only fall and the pass ends.
  const rewrite = (i: number): boolean => {
    const now = clashes(items[i], i);
    record(k, drafts[i].draft, -1);
    const others = written.filter((_, j) => j !== i);
    let fewer: CurriculumDraft | null = null;
    const clean = (candidate: CurriculumDraft) => {
      const count = clashes(readAs(candidate), i);
      if (count > 0 && count < now && !fewer) fewer = candidate;
      return count === 0;
    };
    // At the level the slot was written at or a stricter one: a rewrite keeps every rule the
    // draft it replaces kept (no statement shown twice, no misconception twice, …).
    const draft =
      searchSlot(k, drafts[i].slot, others, seed, clean, drafts[i].level)?.draft ?? fewer;
    if (!draft) {
      record(k, drafts[i].draft);
      return false;
    }
    drafts[i] = { ...drafts[i], draft };
    written[i] = record(k, draft);
    items[i] = readAs(draft);
    return true;
  };
  for (;;) {
    const pair = firstClash(items, position, stuck);
    if (!pair) return;
    const [asker, printer] = pair;
    // A clash neither rewrite mends may be mendable once another item has changed.
    if (rewrite(asker) || rewrite(printer)) stuck.clear();
    else stuck.add(`${asker}|${printer}`);
  }
}

/**
 * The first clash on the sheet not already found stuck: [the item whose key is given away or
 * which asks again, the item that gives it away or asked first].
 */
function firstClash(
  items: readonly SheetItem[],
  position: (i: number) => number,
  stuck: ReadonlySet<string>,
): [number, number] | null {
  const order = items.map((_, i) => i).sort((a, b) => position(a) - position(b));
  for (const [n, i] of order.entries())
    for (const j of order.slice(n + 1)) {
      const found: [number, number] | null =
        revealedBy(items[i], items[j]) !== null
          ? [j, i]
          : revealedBy(items[j], items[i]) !== null
            ? [i, j]
            : sameAsk(items[i], items[j])
              ? [j, i]
              : null;
      if (found && !stuck.has(`${found[0]}|${found[1]}`)) return found;
    }
  return null;
}

/** The objective at the level nearest the question's that names its concepts, else the nearest. */
export function objectiveFor(
  objectives: readonly Objective[],
  bloom: BloomLevel,
  concepts: readonly string[],
): string {
  const mentions = (objective: Objective) =>
    concepts.some((concept) => objective.text.toLowerCase().includes(concept.toLowerCase()));
  const distance = (objective: Objective) =>
    Math.abs(BLOOM_LEVELS.indexOf(objective.bloom) - BLOOM_LEVELS.indexOf(bloom));
  const ranked = [...objectives].sort(
    (a, b) => distance(a) - distance(b) || Number(mentions(b)) - Number(mentions(a)),
  );
  return ranked[0]?.text ?? '';
}

/**
 * Worksheet step 3 from the curriculum: one question per slot of the blueprint (so the counts per
 * type, Bloom level and difficulty are exact), each from the builder that best tests the slot's
 * level, on the least-asked items first; a question too like an earlier one is passed over.
 */
export function writeCurriculumWorksheet(
  k: TopicKnowledge,
  objectives: readonly Objective[],
  blueprint: WorksheetBlueprint,
  seed: string,
): CurriculumWorksheet {
  const questions = Object.fromEntries(
    QUESTION_TYPES.map((type) => [type, []]),
  ) as unknown as WorksheetQuestions;
  const notes = Object.fromEntries(QUESTION_TYPES.map((type) => [type, []])) as unknown as Record<
    QuestionType,
    DraftNote[]
  >;
  const written: Written[] = [];
  // The match is written first (the sheet still lists it last): its rows take terms, causes or
  // stages no other item has asked, and the items after it ask the least used ones.
  const slots = planSlots(blueprint);
  // Then the true/false and the long answer, which need a misconception no option has shown yet
  // (a false statement, an argument to settle), before the choices that could show it.
  const first: QuestionType[] = ['match_the_column', 'true_false', 'long_answer'];
  const order = [
    ...first.flatMap((type) => slots.filter((slot) => slot.type === type)),
    ...slots.filter((slot) => !first.includes(slot.type)),
  ];
  const drafts: { slot: Slot; draft: CurriculumDraft; level: number }[] = [];
  for (const slot of order) {
    const { draft, level } = writeSlot(k, slot, written, seed);
    drafts.push({ slot, draft, level });
    written.push(record(k, draft));
  }
  repairGiveaways(k, drafts, written, seed);
  const tags = honestTags(drafts);
  drafts.forEach(({ slot, draft }, i) => {
    const { keys: _keys, note, ...shown } = draft;
    const { bloom, difficulty } = tags[i];
    questions[slot.type].push({
      ...shown,
      tags: {
        learning_objectives: objectiveFor(objectives, bloom, note.concepts),
        bloom,
        difficulty,
      },
    });
    notes[slot.type].push(note);
  });
  return { questions, notes };
}
