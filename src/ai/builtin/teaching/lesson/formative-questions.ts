import {
  INSTRUCTIONAL_BLOCKS,
  type BloomLevel,
  type InstructionalBlock,
  type PlanningInput,
} from 'src/ai/ports/teaching-content.port';
import { blockBlooms } from './block-plan';
import type { Concept, LessonFacts } from './lesson-facts';
import { fillTemplate, mentions, sentenceAbout, spokenList, textKey } from './lesson-text';

/**
 * Formative questions come from the worksheet's question generator (wired in by the provider),
 * so lesson questions and worksheet questions are built the same way from the same sources.
 */
export interface FormativeQuestion {
  question: string;
  answer: string;
}

export interface FormativeQuestionSource {
  questionsAbout(
    input: PlanningInput,
    concept: string,
    bloom: BloomLevel,
    count: number,
  ): Promise<FormativeQuestion[]>;
}

export interface PlannedQuestion extends FormativeQuestion {
  concept: string;
  bloom: BloomLevel;
}

export interface QuestionPlan {
  byBlock: Record<InstructionalBlock, PlannedQuestion[]>;
  /** Questions the source gave beyond what the blocks took, for components left without one. */
  spares: PlannedQuestion[];
}

/** Extra questions asked per request, so a block can skip one another block already used. */
const SPARE = 2;

/**
 * Questions for every block: the lesson's concepts in turn (so every concept is checked), at the
 * block's Bloom levels in turn, never the same question twice in a lesson. One request per
 * concept and level, in a fixed order, keeps the source's answers reproducible.
 */
export async function questionsForBlocks(
  source: FormativeQuestionSource,
  input: PlanningInput,
  facts: LessonFacts,
  counts: Record<InstructionalBlock, number>,
): Promise<QuestionPlan> {
  const wanted: { block: InstructionalBlock; concept: Concept; bloom: BloomLevel }[] = [];
  let turn = 0;
  for (const block of INSTRUCTIONAL_BLOCKS) {
    const levels = blockBlooms(block, facts);
    for (let i = 0; i < counts[block]; i += 1, turn += 1) {
      const concept = facts.concepts[turn % facts.concepts.length];
      wanted.push({ block, concept, bloom: levels[i % levels.length] });
    }
  }

  const totals = new Map<string, number>();
  for (const w of wanted) {
    const key = pairKey(w.concept.name, w.bloom);
    totals.set(key, (totals.get(key) ?? 0) + 1);
  }
  const queues = new Map<string, FormativeQuestion[]>();
  const pairs = new Map<string, { concept: string; bloom: BloomLevel }>();
  for (const w of wanted) {
    const key = pairKey(w.concept.name, w.bloom);
    if (queues.has(key)) continue;
    const count = (totals.get(key) ?? 0) + SPARE;
    queues.set(key, [...(await source.questionsAbout(input, w.concept.name, w.bloom, count))]);
    pairs.set(key, { concept: w.concept.name, bloom: w.bloom });
  }

  const seen = new Set<string>();
  const take = (queue: FormativeQuestion[] | undefined): FormativeQuestion | undefined => {
    while (queue && queue.length > 0) {
      const next = queue.shift()!;
      const key = textKey(next.question);
      if (key && !seen.has(key)) {
        seen.add(key);
        return next;
      }
    }
    return undefined;
  };

  const nextQuestion = (concept: Concept, bloom: BloomLevel): PlannedQuestion | undefined => {
    // The source ran dry for this concept: borrow a spare at the same level, else use a stem.
    for (const c of [concept, ...facts.concepts]) {
      const found = take(queues.get(pairKey(c.name, bloom)));
      if (found) return { ...found, concept: c.name, bloom };
    }
    const stem = stemQuestion(concept, bloom, facts);
    if (seen.has(textKey(stem.question))) return undefined;
    seen.add(textKey(stem.question));
    return stem;
  };

  const out = Object.fromEntries(INSTRUCTIONAL_BLOCKS.map((b) => [b, []])) as unknown as Record<
    InstructionalBlock,
    PlannedQuestion[]
  >;
  for (const w of wanted) {
    const question = nextQuestion(w.concept, w.bloom);
    if (question) out[w.block].push(question);
  }
  const spares: PlannedQuestion[] = [];
  for (const [key, queue] of queues) {
    for (let next = take(queue); next; next = take(queue))
      spares.push({ ...next, ...pairs.get(key)! });
  }
  return { byBlock: out, spares };
}

function pairKey(concept: string, bloom: BloomLevel): string {
  return `${textKey(concept)}\u0000${bloom}`;
}

/** Bloom question stems, the last resort when the source has nothing more to ask. */
const STEMS: Record<BloomLevel, string> = {
  remember: 'What is meant by {concept}?',
  understand: 'How would you explain {concept} in your own words?',
  apply: 'How would you use {concept} to solve a new problem?',
  analyze: 'How is {concept} related to {other}?',
  evaluate: 'What is the strongest evidence for what we learned about {concept}, and why?',
  create: 'How could you use {concept} to design something new?',
};

function stemQuestion(concept: Concept, bloom: BloomLevel, facts: LessonFacts): PlannedQuestion {
  const other =
    concept.subConcepts[0] ??
    facts.concepts.find((c) => c.name !== concept.name)?.name ??
    facts.topic;
  const question = fillTemplate(STEMS[bloom], { concept: concept.name, other });
  return { question, answer: groundedResponse(concept, facts), concept: concept.name, bloom };
}

/**
 * What a good answer mentions: a sentence of the teacher's documents about the term the question
 * names (else about the concept or one of its parts), or else the concept's parts.
 */
export function groundedResponse(concept: Concept, facts: LessonFacts, term?: string): string {
  const texts = facts.sources.map((p) => p.text);
  for (const name of [term, concept.name, ...concept.subConcepts]) {
    const sentence = name ? sentenceAbout(texts, name) : null;
    if (sentence) return sentence;
  }
  if (concept.subConcepts.length > 0) {
    return `Mentions ${concept.name} and how it involves ${spokenList(concept.subConcepts)}.`;
  }
  return `Uses ${concept.name} accurately, with an example from the lesson on ${facts.topic}.`;
}

/**
 * The expected response for a question the teacher may have kept, edited or written: the
 * source's answer when the question is one it asked, else a response grounded in the concept
 * the question names.
 */
export function expectedResponse(
  question: string,
  answers: ReadonlyMap<string, string>,
  facts: LessonFacts,
  fallback: Concept,
): string {
  const known = answers.get(textKey(question));
  if (known) return known;
  for (const concept of [...facts.concepts].sort((a, b) => b.name.length - a.name.length)) {
    if (mentions(question, concept.name)) return groundedResponse(concept, facts, concept.name);
    const part = concept.subConcepts.find((s) => mentions(question, s));
    if (part) return groundedResponse(concept, facts, part);
  }
  return groundedResponse(fallback, facts);
}
