import { AiProviderError } from 'src/ai/ports/ai-provider.error';
import {
  BLOOM_LEVELS,
  QUESTION_TYPES,
  type BloomLevel,
  type PlanningInput,
  type QuestionType,
  type WorksheetBlueprint,
  type WorksheetQuestion,
  type WorksheetQuestions,
} from 'src/ai/ports/teaching-content.port';
import { type Objective } from 'src/ai/builtin/teaching/objectives';
import { seededRandom } from 'src/ai/builtin/seeded-random';
import type { SourceAnalysis } from 'src/ai/builtin/teaching/source/source-model';
import { planSlots, type Slot } from 'src/ai/builtin/teaching/worksheet/slot-plan';
import {
  isFalseSlot,
  FILL_TEMPLATES,
  MATCH_TEMPLATES,
  TRUE_FALSE_TEMPLATES,
} from 'src/ai/builtin/teaching/worksheet/templates/closed.templates';
import { MCQ_MULTIPLE_TEMPLATES } from 'src/ai/builtin/teaching/worksheet/templates/mcq-multiple.templates';
import { MCQ_SINGLE_TEMPLATES } from 'src/ai/builtin/teaching/worksheet/templates/mcq-single.templates';
import {
  LONG_TEMPLATES,
  SHORT_TEMPLATES,
  VERY_SHORT_TEMPLATES,
} from 'src/ai/builtin/teaching/worksheet/templates/open.templates';
import {
  READING_LONG_TEMPLATES,
  READING_MATCH_TEMPLATES,
  READING_MCQ_TEMPLATES,
  READING_SHORT_TEMPLATES,
  READING_VERY_SHORT_TEMPLATES,
} from 'src/ai/builtin/teaching/worksheet/templates/reading.templates';
import {
  STORY_LONG_TEMPLATES,
  STORY_MCQ_TEMPLATES,
  STORY_SHORT_TEMPLATES,
  STORY_VERY_SHORT_TEMPLATES,
} from 'src/ai/builtin/teaching/worksheet/document/story.templates';
import { STORY_MCQ_MULTIPLE_TEMPLATES } from 'src/ai/builtin/teaching/worksheet/document/story-sequence.templates';
import {
  EXPOSITORY_LONG_TEMPLATES,
  EXPOSITORY_SHORT_TEMPLATES,
  EXPOSITORY_VERY_SHORT_TEMPLATES,
} from 'src/ai/builtin/teaching/worksheet/document/expository.templates';
import { COMPARE_DEFINED_TEMPLATES } from 'src/ai/builtin/teaching/worksheet/document/compare-defined.templates';
import { CLASSIFY_TEMPLATES } from 'src/ai/builtin/teaching/worksheet/document/classify.templates';
import { demands, honestTags, type Tagged } from 'src/ai/builtin/teaching/worksheet/honest-tags';
import { fitsDocument } from 'src/ai/builtin/teaching/worksheet/document/document-rules';
import { clozeAllowed } from 'src/ai/builtin/teaching/worksheet/document/cloze-cap';
import { withTwins } from 'src/ai/builtin/teaching/worksheet/sentence-twins';
import { isNarrative } from 'src/ai/builtin/teaching/worksheet/document/narration';

export { isNarrative };
import { BLANK, contentTokens, jaccard } from 'src/ai/builtin/teaching/worksheet/text-kit';
import type {
  Draft,
  Template,
  WriterContext,
} from 'src/ai/builtin/teaching/worksheet/writer-context';
import type { WordNet } from 'src/ai/builtin/language/wordnet/word-net';

/** Reading-comprehension templates first: they ask about the text, not about its vocabulary. */
const TEMPLATES: Record<QuestionType, Template[]> = {
  mcq_single_answer: [...READING_MCQ_TEMPLATES, ...MCQ_SINGLE_TEMPLATES],
  mcq_multiple_answer: MCQ_MULTIPLE_TEMPLATES,
  true_false: TRUE_FALSE_TEMPLATES,
  fill_in_the_blanks: FILL_TEMPLATES,
  very_short_answer: [...READING_VERY_SHORT_TEMPLATES, ...VERY_SHORT_TEMPLATES],
  short_answer: [...READING_SHORT_TEMPLATES, ...SHORT_TEMPLATES],
  long_answer: [...READING_LONG_TEMPLATES, ...LONG_TEMPLATES],
  match_the_column: [...MATCH_TEMPLATES, ...READING_MATCH_TEMPLATES],
};

/** Focus items (terms, sentences) each template tries before the next template is asked. */
const ATTEMPTS = 12;
/** Questions sharing this share of their content words are the same question twice. */
export const NEAR_DUPLICATE = 0.7;

export function questionTokens(
  question: Pick<WorksheetQuestion, 'question' | 'options' | 'column_a' | 'column_b'>,
): Set<string> {
  return contentTokens(
    [
      question.question,
      ...question.options,
      ...(question.column_a ?? []),
      ...(question.column_b ?? []),
    ].join(' '),
  );
}

function objectiveFor(
  objectives: readonly Objective[],
  bloom: BloomLevel,
  labels: string[],
): string {
  const mentions = (objective: Objective) =>
    labels.some((label) => objective.text.toLowerCase().includes(label.toLowerCase()));
  const distance = (objective: Objective) =>
    Math.abs(BLOOM_LEVELS.indexOf(objective.bloom) - BLOOM_LEVELS.indexOf(bloom));
  const ranked = [...objectives].sort(
    (a, b) => distance(a) - distance(b) || Number(mentions(b)) - Number(mentions(a)),
  );
  return ranked[0]?.text ?? '';
}

const READING = new Set(
  [
    ...READING_LONG_TEMPLATES,
    ...READING_MATCH_TEMPLATES,
    ...READING_MCQ_TEMPLATES,
    ...READING_SHORT_TEMPLATES,
    ...READING_VERY_SHORT_TEMPLATES,
  ].map((t) => t.name),
);

/** What a story's and an expository text's own questions add to a type, tried first. */
const STORY: Partial<Record<QuestionType, Template[]>> = {
  mcq_single_answer: STORY_MCQ_TEMPLATES,
  mcq_multiple_answer: STORY_MCQ_MULTIPLE_TEMPLATES,
  very_short_answer: STORY_VERY_SHORT_TEMPLATES,
  short_answer: STORY_SHORT_TEMPLATES,
  long_answer: STORY_LONG_TEMPLATES,
};
const EXPOSITORY: Partial<Record<QuestionType, Template[]>> = {
  mcq_single_answer: CLASSIFY_TEMPLATES,
  mcq_multiple_answer: CLASSIFY_TEMPLATES,
  very_short_answer: EXPOSITORY_VERY_SHORT_TEMPLATES,
  short_answer: [...COMPARE_DEFINED_TEMPLATES, ...EXPOSITORY_SHORT_TEMPLATES],
  long_answer: [...COMPARE_DEFINED_TEMPLATES, ...EXPOSITORY_LONG_TEMPLATES],
};

/**
 * Term templates that ask nothing of a story ("How are king and daughter related?"), and the
 * reading template the story's own "what happened next" replaces (it keyed the rest of a
 * character's advice as the next event).
 */
const NOT_FOR_STORIES = new Set(['relate-terms', 'write-paragraph', 'what-next']);
/** A fact sheet has no events to put in order; "why is this so" replaces "why did this happen". */
const NOT_FOR_EXPOSITION = new Set(['event-order', 'why-it-happened']);
/** On any document these are the last resort: their keys are sentences copied from the text. */
const LAST = new Set(['relate-terms', 'write-paragraph']);

/**
 * Templates that suit the slot's Bloom level first, then the rest of the type's; for a story the
 * reading-comprehension ones lead whatever the level, and term templates that ask nothing of a
 * story are left out.
 */
function templatesFor(slot: Slot, narrative: boolean): Template[] {
  const own = (narrative ? STORY : EXPOSITORY)[slot.type] ?? [];
  const all = TEMPLATES[slot.type].filter((t) =>
    narrative ? !NOT_FOR_STORIES.has(t.name) : !NOT_FOR_EXPOSITION.has(t.name),
  );
  const suits = (t: Template) => t.blooms.includes(slot.bloom);
  // Among the templates that suit the level, one that asks its thinking leads.
  const asks = (t: Template) => demands(t.name, slot.bloom);
  const rank = (list: Template[]) => [
    ...list.filter((t) => suits(t) && asks(t)),
    ...list.filter((t) => suits(t) && !asks(t)),
    ...list.filter((t) => !suits(t)),
  ];
  const ranked = [...rank(own), ...rank(all.filter((t) => !LAST.has(t.name)))];
  const last = all.filter((t) => LAST.has(t.name));
  if (!narrative) return [...ranked, ...last];
  return [
    ...ranked.filter((t) => own.includes(t) || READING.has(t.name)),
    ...ranked.filter((t) => !own.includes(t) && !READING.has(t.name)),
    ...last,
  ];
}

interface Written {
  type: QuestionType;
  draft: Draft;
  tokens: Set<string>;
  /** Source sentences the item keys or quotes as its statement (see `claims`). */
  claims: Set<number>;
}

const LABEL = /^[A-F]\.\s*/;
/** A piece of an item that covers this share of a sentence's content words quotes it. */
const QUOTES = 0.8;
/** A piece this much longer than a sentence says more than it: a comparison of two, a summary. */
const LONGER = 1.2;

/** Stems that quote a sentence as the reader's context ("Read this from the story: …"), not as a claim. */
const CONTEXT = /^(Read|Imagine|Stop after)\b/;

/**
 * The source sentences an item keys or puts to the student as its statement: its key (each
 * keyed option), a true-or-false, fill-in or "is this accurate" statement (a blank filled with
 * the key), a question that rewords a sentence ("What is the place where it meets the sea
 * called? Its mouth."), every option of a "which statements are accurate" item (a wrong one is a
 * sentence edited) and the sentences a match item splits in two. A sentence quoted as context
 * ("Read this from the story: …") is no claim. A piece states a sentence when it covers nearly
 * all its content words and is not much longer (a long answer of two sentences states neither).
 */
export function claims(analysis: SourceAnalysis, draft: Draft): Set<number> {
  const options = draft.options.map((o) => o.replace(LABEL, ''));
  const keyed = draft.answer.split('; ').map((part) => part.replace(LABEL, ''));
  const filled = draft.question.split(BLANK).join(keyed[0] ?? '');
  const quotes = [...filled.matchAll(/["“]([^"“”]{12,})["”]/g)].map((m) => m[1]);
  const pieces = [
    ...keyed,
    ...(CONTEXT.test(draft.question) ? [] : quotes),
    // "Read: "X." Why was this done?" keyed with the rest of X's sentence states it whole.
    ...(/Why was this done\?$/.test(draft.question)
      ? [`${quotes.join(' ')} ${keyed.join(' ')}`]
      : []),
    ...(quotes.length === 0 && draft.options.length === 0 ? [`${filled} ${keyed.join(' ')}`] : []),
    /^(?:True or false|Fill in the blank):\s*(.+)$/.exec(filled)?.[1] ?? '',
    ...(/\bstatements\b.*\b(accurate|true|correct)\b/i.test(draft.question) ? options : []),
    // Sentences split in two to be matched: each row of the key is a sentence of the text.
    ...(/\bbeginning of each sentence\b/i.test(draft.question)
      ? (draft.column_a ?? []).flatMap((a) => (draft.column_b ?? []).map((b) => `${a} ${b}`))
      : []),
  ].filter((piece) => piece.length > 0);
  const found = new Set<number>();
  for (const piece of pieces) {
    const words = contentTokens(piece);
    for (const sentence of analysis.sentences) {
      const theirs = contentTokens(sentence.text);
      if (theirs.size < 4 || words.size > LONGER * theirs.size + 3) continue;
      let shared = 0;
      for (const word of theirs) if (words.has(word)) shared += 1;
      if (shared >= QUOTES * theirs.size) found.add(sentence.id);
    }
  }
  return withTwins(analysis, found);
}

/** A key long enough to be a claim ("The earth was frightened; …"), as a reader compares two. */
function longKey(draft: Draft): string | null {
  const key = draft.answer.replace(LABEL, '').trim().toLowerCase().replace(/\s+/g, ' ');
  return key.split(' ').length > 2 ? key : null;
}

/**
 * Two items of one sheet that key the same sentence, put the same source sentence as their
 * statement (a true-or-false item on the sentence a "which are accurate" option was edited
 * from) or give the same answer test one thing twice: the later is passed over.
 */
function sameClaim(draft: Draft, mine: Set<number>, written: readonly Written[]): boolean {
  const key = longKey(draft);
  return written.some(
    (other) =>
      (key !== null && longKey(other.draft) === key) ||
      [...mine].some((id) => other.claims.has(id)),
  );
}

/** A one- or two-word key without its option label ("D. Apples" → "apples"); null for longer. */
function shortKey(draft: Draft): string | null {
  const key = draft.answer
    .replace(/^[A-F]\.\s*/, '')
    .trim()
    .toLowerCase();
  return key.split(/\s+/).length <= 2 && !/^(true|false)$/.test(key) && !/[;,]/.test(key)
    ? key
    : null;
}

function isDuplicate(draft: Draft, written: readonly Written[], strict: boolean): boolean {
  const tokens = questionTokens(draft);
  const key = shortKey(draft);
  return written.some(
    (other) =>
      other.draft.question === draft.question ||
      (strict && jaccard(tokens, other.tokens) >= NEAR_DUPLICATE) ||
      // Three items whose answer is "apples" test one word three times.
      (strict && key !== null && shortKey(other.draft) === key),
  );
}

/** A kind of question asked this often on one sheet gives way to the others first. */
const SAME_KIND = 2;

async function writeSlot(
  ctx: WriterContext,
  slot: Slot,
  written: Written[],
  seed: string,
  kinds: Map<string, number>,
): Promise<{ draft: Draft; template: string; claims: Set<number> }> {
  const all = templatesFor(slot, isNarrative(ctx.analysis));
  // The one long answer takes the best template whatever the shorter items used.
  const fresh = (t: Template) =>
    slot.type === 'long_answer' || (kinds.get(t.name) ?? 0) < SAME_KIND;
  const ordered = [...all.filter(fresh), ...all.filter((t) => !fresh(t))];
  // A short text may have too few sentences for every slot: a sentence met twice is better
  // than the same question twice, and either is better than an empty slot.
  // A blank past the sheet's cap is the very last resort, after a sentence met twice.
  const passes = [true, false].flatMap((capped) => [
    { capped, strict: true, claim: true },
    { capped, strict: true, claim: false },
    { capped, strict: false, claim: true },
    { capped, strict: false, claim: false },
  ]);
  for (const { capped, strict, claim } of passes) {
    for (const template of ordered) {
      for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
        ctx.random = seededRandom(`${seed}|${slot.type}|${slot.index}|${template.name}|${attempt}`);
        const draft = await template.write(ctx, slot, attempt);
        if (!draft || !fitsDocument(ctx, draft) || isDuplicate(draft, written, strict)) continue;
        if (capped && !clozeAllowed(ctx, slot, draft, written)) continue;
        const mine = claims(ctx.analysis, draft);
        if (claim && sameClaim(draft, mine, written)) continue;
        // A false slot settles for a true statement only once sentences may be met twice: a
        // sheet needs its false statement more than a fresh sentence for it.
        if (claim && slot.type === 'true_false' && draft.answer === 'True')
          if (isFalseSlot(ctx, slot.index, attempt)) continue;
        kinds.set(template.name, (kinds.get(template.name) ?? 0) + 1);
        return { draft, template: template.name, claims: mine };
      }
    }
  }
  throw new AiProviderError(
    `Could not write a ${slot.type} question: the source has too little to ask about`,
  );
}

/**
 * Worksheet step 3: one question per slot of the blueprint, so type, Bloom and difficulty counts
 * are exactly the ones asked for. Each slot tries the templates that suit its Bloom level on the
 * least-used terms and sentences first; a question too like an earlier one is passed over.
 */
export async function writeQuestions(
  wordnet: WordNet,
  input: PlanningInput,
  analysis: SourceAnalysis,
  objectives: readonly Objective[],
  blueprint: WorksheetBlueprint,
  seed: string,
): Promise<WorksheetQuestions> {
  const ctx: WriterContext = {
    wordnet,
    analysis,
    topic: input.topic ?? analysis.terms[0]?.label ?? input.subject,
    random: seededRandom(seed),
    termUse: new Map(),
    sentenceUse: new Map(),
  };
  const slots = planSlots(blueprint);
  const counts: Record<string, number> = {};
  for (const slot of slots) counts[slot.type] = (counts[slot.type] ?? 0) + 1;
  ctx.sheet = { seed, slots: counts };
  const questions = Object.fromEntries(
    QUESTION_TYPES.map((type) => [type, []]),
  ) as unknown as WorksheetQuestions;
  const written: Written[] = [];
  const kinds = new Map<string, number>();
  const tagged: Tagged[] = [];
  for (const slot of slots) {
    const { draft, template, claims: quoted } = await writeSlot(ctx, slot, written, seed, kinds);
    written.push({ type: slot.type, draft, tokens: questionTokens(draft), claims: quoted });
    tagged.push({
      type: slot.type,
      template,
      bloom: slot.bloom,
      difficulty: slot.difficulty,
      recall: draft.recall,
    });
    for (const key of draft.terms) ctx.termUse.set(key, (ctx.termUse.get(key) ?? 0) + 1);
    for (const id of draft.sentences) ctx.sentenceUse.set(id, (ctx.sentenceUse.get(id) ?? 0) + 1);
  }
  const tags = honestTags(tagged);
  written.forEach(({ draft }, i) => {
    const labels = draft.terms.map(
      (key) => analysis.terms.find((t) => t.key === key)?.label ?? key,
    );
    const { terms: _terms, sentences: _sentences, recall: _recall, ...shown } = draft;
    questions[tagged[i].type].push({
      ...shown,
      tags: {
        learning_objectives: objectiveFor(objectives, tags[i].bloom, labels),
        bloom: tags[i].bloom,
        difficulty: tags[i].difficulty,
      },
    });
  });
  return questions;
}
