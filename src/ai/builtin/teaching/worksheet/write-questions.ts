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
import {
  EXPOSITORY_LONG_TEMPLATES,
  EXPOSITORY_SHORT_TEMPLATES,
  EXPOSITORY_VERY_SHORT_TEMPLATES,
} from 'src/ai/builtin/teaching/worksheet/document/expository.templates';
import { demands, honestTags, type Tagged } from 'src/ai/builtin/teaching/worksheet/honest-tags';
import { fitsDocument } from 'src/ai/builtin/teaching/worksheet/document/document-rules';
import { contentTokens, jaccard } from 'src/ai/builtin/teaching/worksheet/text-kit';
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
  very_short_answer: STORY_VERY_SHORT_TEMPLATES,
  short_answer: STORY_SHORT_TEMPLATES,
  long_answer: STORY_LONG_TEMPLATES,
};
const EXPOSITORY: Partial<Record<QuestionType, Template[]>> = {
  very_short_answer: EXPOSITORY_VERY_SHORT_TEMPLATES,
  short_answer: EXPOSITORY_SHORT_TEMPLATES,
  long_answer: EXPOSITORY_LONG_TEMPLATES,
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

/** A story rather than expository text: people speak in it. */
export function isNarrative(analysis: SourceAnalysis): boolean {
  const said = analysis.text.match(/\b(said|cried|asked|answered|replied)\b/gi)?.length ?? 0;
  // A tale told with little speech still follows "he" and "she" through it.
  const persons = analysis.text.match(/\b(he|she|him|her)\b/gi)?.length ?? 0;
  return said >= 3 || persons >= 0.5 * Math.max(1, analysis.sentences.length);
}

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
  draft: Draft;
  tokens: Set<string>;
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
): Promise<{ draft: Draft; template: string }> {
  const all = templatesFor(slot, isNarrative(ctx.analysis));
  // The one long answer takes the best template whatever the shorter items used.
  const fresh = (t: Template) =>
    slot.type === 'long_answer' || (kinds.get(t.name) ?? 0) < SAME_KIND;
  const ordered = [...all.filter(fresh), ...all.filter((t) => !fresh(t))];
  for (const strict of [true, false]) {
    for (const template of ordered) {
      for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
        ctx.random = seededRandom(`${seed}|${slot.type}|${slot.index}|${template.name}|${attempt}`);
        const draft = await template.write(ctx, slot, attempt);
        if (draft && fitsDocument(ctx, draft) && !isDuplicate(draft, written, strict)) {
          kinds.set(template.name, (kinds.get(template.name) ?? 0) + 1);
          return { draft, template: template.name };
        }
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
    const { draft, template } = await writeSlot(ctx, slot, written, seed, kinds);
    written.push({ draft, tokens: questionTokens(draft) });
    tagged.push({ type: slot.type, template, bloom: slot.bloom, difficulty: slot.difficulty });
    for (const key of draft.terms) ctx.termUse.set(key, (ctx.termUse.get(key) ?? 0) + 1);
    for (const id of draft.sentences) ctx.sentenceUse.set(id, (ctx.sentenceUse.get(id) ?? 0) + 1);
  }
  const tags = honestTags(tagged);
  written.forEach(({ draft }, i) => {
    const labels = draft.terms.map(
      (key) => analysis.terms.find((t) => t.key === key)?.label ?? key,
    );
    const { terms: _terms, sentences: _sentences, ...shown } = draft;
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
