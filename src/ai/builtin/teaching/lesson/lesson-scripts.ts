import type { BloomLevel, InstructionalBlock } from 'src/ai/ports/teaching-content.port';
import { blockBlooms } from './block-plan';
import type { Concept, LessonFacts, Objective } from './lesson-facts';
import { fillTemplate, sharedWords, spokenList } from './lesson-text';
import type { TeachingStrategy } from './teaching-strategy';

/**
 * The teacher's script for one component: the strategy's steps filled with the lesson's own
 * concept, sub-concepts, objective and question. A component the teacher named themselves (not
 * in the catalogue) gets a plain script built from its name and description, so their choice is
 * kept rather than replaced.
 */
export interface ComponentPlan {
  block: InstructionalBlock;
  name: string;
  description: string;
  strategy: TeachingStrategy | undefined;
  minutes: number;
  concept: Concept;
  objective: Objective;
  questions: string[];
}

const CUSTOM_STEPS = [
  'Introduce the activity: {description}',
  'Students work on {concept}, covering {subconcepts}.',
  'Check understanding with the question: "{question}"',
  'Link what students produced back to the objective: {objective}',
];

export function componentScript(plan: ComponentPlan, facts: LessonFacts): string {
  const vars = scriptVars(plan, facts);
  const steps = plan.strategy?.steps ?? CUSTOM_STEPS;
  return [
    `${plan.name} (${plan.minutes} min), focus: ${plan.concept.name}`,
    `Objective: ${plan.objective.text}`,
    ...steps.map((step, i) => `${i + 1}. ${fillTemplate(step, vars)}`),
  ].join('\n');
}

export function teacherNotes(plan: ComponentPlan, facts: LessonFacts, extra: string[]): string {
  const vars = scriptVars(plan, facts);
  const note = plan.strategy
    ? fillTemplate(plan.strategy.note, vars)
    : `Keep the activity tied to ${plan.concept.name} and check it against the objective.`;
  const levels = servedLevels(plan, facts);
  return [note, `Thinking level: ${levels.join(', ')}.`, ...extra].join(' ');
}

/** The levels this component works at: the strategy's, narrowed to what the lesson asks for. */
export function servedLevels(plan: ComponentPlan, facts: LessonFacts): BloomLevel[] {
  const wanted = new Set([...facts.objectiveBlooms, ...blockBlooms(plan.block, facts)]);
  const own = plan.strategy?.blooms ?? blockBlooms(plan.block, facts);
  const served = own.filter((level) => wanted.has(level));
  return served.length > 0 ? served : [...own];
}

/**
 * The objective a component serves best: one at a level the strategy works at and about the
 * component's concept; among equals, the next in turn so that every objective is taught.
 */
export function objectiveFor(
  strategy: TeachingStrategy | undefined,
  block: InstructionalBlock,
  index: number,
  concept: Concept,
  facts: LessonFacts,
): Objective {
  const levels = strategy?.blooms ?? blockBlooms(block, facts);
  const about = [concept.name, ...concept.subConcepts].join(' ');
  const scored = facts.objectives.map((o) => ({
    o,
    score: (o.bloom && levels.includes(o.bloom) ? 2 : 0) + (sharedWords(o.text, about) > 0 ? 1 : 0),
  }));
  const top = Math.max(...scored.map((s) => s.score));
  const best = scored.filter((s) => s.score === top);
  return best[index % best.length].o;
}

function scriptVars(plan: ComponentPlan, facts: LessonFacts): Record<string, string> {
  const others = facts.concepts.filter((c) => c !== plan.concept).map((c) => c.name);
  const parts = plan.concept.subConcepts.length > 0 ? plan.concept.subConcepts : others;
  const question =
    plan.questions[0] ?? `What is the most important idea about ${plan.concept.name}?`;
  return {
    topic: facts.topic,
    subject: facts.subject,
    grade: facts.grade,
    concept: plan.concept.name,
    concepts: spokenList(facts.concepts.map((c) => c.name)),
    subconcept: parts[0] ?? plan.concept.name,
    subconcepts: parts.length > 0 ? spokenList(parts) : plan.concept.name,
    objective: plan.objective.text,
    question,
    minutes: String(plan.minutes),
    description: plan.description || plan.name,
  };
}
