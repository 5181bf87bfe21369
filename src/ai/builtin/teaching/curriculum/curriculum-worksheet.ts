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
import { contentTokens, jaccard } from 'src/ai/builtin/teaching/worksheet/text-kit';
import type { Builder, CurriculumDraft, DraftNote } from 'src/ai/builtin/teaching/curriculum/draft';
import type { TopicKnowledge } from 'src/ai/builtin/teaching/curriculum/topic-knowledge';
import { BUILDERS } from 'src/ai/builtin/teaching/curriculum/worksheet-builders';
import { honestTags } from 'src/ai/builtin/teaching/curriculum/worksheet-tags';
import { unit } from 'src/ai/builtin/teaching/curriculum/worksheet-stems';
import { spreadsMaths } from 'src/ai/builtin/teaching/curriculum/maths-sheet';
import {
  revealedBy,
  sameAsk,
  type SheetItem,
} from 'src/ai/builtin/teaching/curriculum/answer-giveaway';
import {
  DEFINING,
  FOCUS,
  definedTerms,
  focusCounts,
  termsOf,
} from 'src/ai/builtin/teaching/curriculum/worksheet-terms';

/** Items each builder tries before the next builder is asked. */
const ATTEMPTS = 12;
/** Questions sharing this share of their content words are the same question twice. */
const NEAR_DUPLICATE = 0.7;

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

function tokens(draft: CurriculumDraft): Set<string> {
  return contentTokens(
    [draft.question, ...draft.options, ...(draft.column_a ?? []), ...(draft.column_b ?? [])].join(
      ' ',
    ),
  );
}

/** Whether a question leans on a misconception (as its statement or as a distractor). */
const wrongKeys = (draft: CurriculumDraft) => draft.keys.filter((key) => key.startsWith('wrong:'));

/** The misconception an item states (a false statement, "a student says"), not a distractor. */
const restsOn = (draft: CurriculumDraft) =>
  draft.keys[0]?.startsWith('wrong:') ? draft.keys[0] : null;

/** The maths skill an item exercises (`skill:` key), if it is a calculation. */
const skillOf = (draft: CurriculumDraft) => draft.keys.find((key) => key.startsWith('skill:'));

/**
 * Whether a calculation would make the sheet a drill while other items can be written: a third
 * of one skill, or a sixth calculation in all (six copies of one subtraction is no worksheet);
 * `loose`, a fourth of one skill or an eighth in all.
 */
function drills(draft: CurriculumDraft, written: readonly Written[], loose = false): boolean {
  const skill = skillOf(draft);
  if (!skill) return false;
  const sums = written.filter((w) => skillOf(w.draft));
  const [all, one] = loose ? [7, 3] : [5, 2];
  return sums.length >= all || sums.filter((w) => skillOf(w.draft) === skill).length >= one;
}

/** A key a match row stands on: a term, a cause or a stage (not the builder or the process). */
const isRow = (key: string) => /^(term|cause|stage):/.test(key);

/** A Column B row without its label, lower-case ("C. A base that …" → "a base that …"). */
const rowText = (row: string) =>
  row
    .replace(/^[A-F]\.\s*/, '')
    .trim()
    .toLowerCase();

/** A fill-in-the-blank's clue: its sentence without the lead-in and the blank. */
function clue(draft: CurriculumDraft): Set<string> | null {
  if (!draft.question.startsWith('Fill in the blank:')) return null;
  const words = contentTokens(draft.question.replace('Fill in the blank:', '').replace(/_+/g, ' '));
  return words.size >= 3 ? words : null;
}

/** The words that say how a question asks, not what: "name", "word", "meant", "term". */
const ASKING = new Set([
  'name',
  'word',
  'give',
  'meant',
  'mean',
  'term',
  'called',
  'define',
  'state',
]);

/** A question's own content words, without its asking words. */
const stemWords = (question: string) =>
  new Set([...contentTokens(question)].filter((word) => !ASKING.has(word)));

/** A question already on the sheet: its words without the key (for near twins) and with it. */
interface Written {
  draft: CurriculumDraft;
  tokens: Set<string>;
  full: Set<string>;
  units: string[];
}

/**
 * What an item puts in front of the class as a statement of its own: each option, each match
 * row, a true/false statement and an open item's key. Two items showing one of them answer each
 * other (a true/false statement that was a wrong option; a definition keyed after it was shown).
 */
export function shownUnits(draft: CurriculumDraft): string[] {
  const statement = /true or false: (.*)$/i.exec(draft.question)?.[1];
  const open = draft.options.length === 0 && !draft.column_a && !statement;
  const key = open && !/^(Model answer|Success criteria)/.test(draft.answer) ? [draft.answer] : [];
  return [
    ...draft.options,
    ...(draft.column_a ?? []),
    ...(draft.column_b ?? []),
    ...(statement ? [statement] : []),
    // A statement quoted for judging ("A student says: \"…\"") is shown as much as an option;
    // a process named in quotes (`the process "How a leaf makes food"`) is a title, not a claim.
    ...[...draft.question.matchAll(/(?<!the process )"([^"]{12,})"/g)].map((m) => m[1]),
    ...key.map((text) => text.replace(/^(No|Yes)\.\s+/, '')),
  ]
    .map(unit)
    .filter((text) => text.length > 0);
}

/** Whether two shown statements are one: the same words, or a longer one containing the other. */
function sameUnit(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.split(' ').length >= 5 && long.includes(short);
}

/**
 * Whether a draft shows what an earlier item showed: at level 0 any option or statement, at
 * levels 1–3 only statements of more than three words (a term may be a wrong option twice).
 */
function reuses(units: readonly string[], written: readonly Written[], level: number): boolean {
  const counted = level === 0 ? units : units.filter((u) => u.split(' ').length > 3);
  return counted.some((u) => written.some((w) => w.units.some((other) => sameUnit(u, other))));
}

const withKey = (draft: CurriculumDraft) =>
  new Set([...tokens(draft), ...contentTokens(draft.answer)]);

/** Whether one question states another's blank sentence (its clue, nearly word for word). */
function givesAway(blank: CurriculumDraft, other: Set<string>): boolean {
  const words = clue(blank);
  if (!words) return false;
  let shared = 0;
  for (const word of words) if (other.has(word)) shared += 1;
  return shared / words.size >= 0.8;
}

/**
 * How strictly a draft must differ from the sheet so far: 0 = no option, row or statement another
 * item showed, not near another question, no misconception stated by two items or used in three,
 * no blank whose sentence another question states, no match row on an item another question
 * asked, no term's meaning asked twice, no drill of calculations; 1 = the same but a short
 * option (a term) may repeat; 2 = more calculations (a third sum of a skill beats a definition
 * asked again); 3 = a term's meaning may be asked once more, when only one item printed it;
 * 4 = without the shown-statement and drill rules; up to 6, no term is the focus of a third item
 * and no blank is on a sentence another item printed; 5 = match rows may repeat too; 6 = not
 * near another question; 7 = only nothing given away (no row's meaning stated, no blank
 * answered by another key) and no term's meaning a third time; 8 = not the same question.
 */
function fits(
  k: TopicKnowledge,
  draft: CurriculumDraft,
  builder: string,
  mine: Set<string>,
  written: Written[],
  level: number,
): boolean {
  if (written.some((other) => other.draft.question === draft.question)) return false;
  if (level >= 8) return true;
  // A maths sheet spreads over the topic's methods, and no item prints another's value or
  // answer, shares its answer or shows a statement (a false "3⁴ × 3⁵ = 9⁹") another item showed.
  if (k.main.subject === 'mathematics') {
    if (!spreadsMaths(draft, written.map((w) => w.draft), level <= 2)) return false;
    const claims = shownUnits(draft).filter((u) => u.includes('=') || u.split(' ').length > 3);
    if (claims.some((u) => written.some((w) => w.units.some((other) => sameUnit(u, other)))))
      return false;
  }
  // Nor one that states a match row's meaning in its own words ("an alkali is a base that
  // dissolves…"): it gives the row away at every level but the last.
  const said = `${draft.question} ${draft.answer}`.toLowerCase();
  const meanings = written.flatMap((w) => w.draft.column_b ?? []).map(rowText);
  if (meanings.some((text) => said.includes(text))) return false;
  // Nor a match whose row an earlier item already stated: that item gives the row away.
  const rows = (draft.column_b ?? []).map(rowText);
  const stated = written.map((w) => `${w.draft.question} ${w.draft.answer}`.toLowerCase());
  if (rows.some((text) => stated.some((other) => other.includes(text)))) return false;
  // Nor one term the focus of a third item ("nest" named, matched, blanked and asked about):
  // a sheet whose terms run out asks facts, results and sums first, and at level 7 a fact
  // about the term ("Reducing, reusing and recycling are ways of practising _____") before
  // its meaning a third time or an item that gives another away.
  const focus = focusCounts(written);
  const third = draft.keys.some((key) => key.startsWith('term:') && (focus.get(key) ?? 0) >= FOCUS);
  if (third && (level < 7 || DEFINING.has(builder))) return false;
  // A key gives a blank away as much as a question does: worse than a near twin.
  const full = withKey(draft);
  if (written.some((other) => givesAway(draft, other.full) || givesAway(other.draft, full)))
    return false;
  if (level >= 7) return true;
  // One term's meaning asked once a sheet ("Which best describes X?" and "What is meant by X?"
  // are one question twice), and never after an option, a row or a stem printed it; when the
  // topic's terms run out, a meaning one item printed may be asked once more, never a third time.
  if (level <= 3 && DEFINING.has(builder)) {
    const defined = definedTerms(written);
    const most = level <= 2 ? 0 : 1;
    if (termsOf(draft).some((term) => (defined.get(term) ?? 0) > most)) return false;
  }
  // A blank on a sentence another item printed (an option, a statement) is answered there.
  if (builder === 'blank-fact' && (k.use.get(draft.keys[0]) ?? 0) > 0) return false;
  if (written.some((other) => jaccard(mine, other.tokens) >= NEAR_DUPLICATE)) return false;
  // Nor its stem another's in other words ("What is the name for …?" as "Give the word for …").
  const stem = stemWords(draft.question);
  if (written.some((other) => jaccard(stem, stemWords(other.draft.question)) >= NEAR_DUPLICATE))
    return false;
  if (level >= 6) return true;
  // No option, row or statement another item showed: items on one sheet do not answer each other.
  if (level <= 3 && reuses(shownUnits(draft), written, level)) return false;
  // No term asked or defined by two items: one item's key is not another's stem or option.
  const asked = new Set(written.flatMap((w) => termsOf(w.draft)));
  if (level === 0 && termsOf(draft).some((term) => asked.has(term))) return false;
  if (level <= 3 && drills(draft, written, level >= 2)) return false;
  // No cause asked by two items ("what it leads to" in a long answer and again in a short one).
  if (level <= 4 && draft.keys.some((key) => key.startsWith('cause:') && k.use.has(key)))
    return false;
  // No two items rest on one misconception (as their statement), and none is in three items.
  const own = restsOn(draft);
  if (own && written.some((other) => restsOn(other.draft) === own)) return false;
  // A misconception shown by two items answers one of them: allowed only once all else fails.
  const most = level <= 4 ? 1 : 2;
  if (wrongKeys(draft).some((key) => (k.use.get(key) ?? 0) >= most)) return false;
  // A match row another question asks gives its pair away: rows on items not yet asked, and
  // no item on a match's row (the match is written first).
  const strict = level !== 5;
  if (strict && draft.column_a && draft.keys.some((key) => (k.use.get(key) ?? 0) > 0)) return false;
  const matched = new Set(
    written.filter((w) => w.draft.column_a).flatMap((w) => w.draft.keys.filter(isRow)),
  );
  if (strict && !draft.column_a && draft.keys.some((key) => matched.has(key))) return false;
  return true;
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
): { draft: CurriculumDraft; level: number } | null {
  const drafts = new Map<string, CurriculumDraft | null>();
  const draftOf = (builder: Builder, attempt: number) => {
    const at = `${builder.name}|${attempt}`;
    if (!drafts.has(at)) {
      const random = seededRandom(`${seed}|${slot.type}|${slot.index}|${builder.name}|${attempt}`);
      const draft = builder.write({ k, slot, attempt, random, seed });
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
  const found = searchSlot(k, slot, written, seed);
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
