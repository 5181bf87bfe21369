import {
  BLOOM_LEVELS,
  type BloomLevel,
  type PlanningInput,
  type SourcePage,
} from 'src/ai/ports/teaching-content.port';
import { bloomOfObjective } from './bloom-verbs';
import { sharedWords, spokenList, textKey } from './lesson-text';
import { hashOf } from './seeded';
import { subjectFamily, type SubjectFamily } from './subject-families';

/**
 * What the planner knows about a lesson, read once from the teacher's confirmed input. Every
 * later step builds from these facts, so nothing about a topic is invented: concepts and
 * sub-concepts are the teacher's (as spelt), objectives are the teacher's SMART objectives.
 */
export interface Concept {
  name: string;
  subConcepts: string[];
}

export interface Objective {
  text: string;
  /** From the objective's verb; null when it has none the table knows. */
  bloom: BloomLevel | null;
}

export interface LessonFacts {
  topic: string;
  subject: string;
  grade: string;
  /** The first number in the grade's name ("Grade 7" → 7), 0 for nursery/KG, null if none. */
  gradeNumber: number | null;
  family: SubjectFamily;
  /** Never empty: falls back to the topic, then the subject. */
  concepts: Concept[];
  /** Never empty: one objective is composed from the concepts when the teacher sent none. */
  objectives: Objective[];
  /** The objectives' distinct levels in Bloom order; ["understand", "apply"] when none is known. */
  objectiveBlooms: BloomLevel[];
  sources: readonly SourcePage[];
  seed: number;
}

export function lessonFacts(input: PlanningInput): LessonFacts {
  const concepts = conceptsOf(input);
  const objectives = objectivesOf(input, concepts);
  const known = new Set(objectives.flatMap((o) => (o.bloom ? [o.bloom] : [])));
  const objectiveBlooms = BLOOM_LEVELS.filter((level) => known.has(level));
  const topic = input.topic?.trim() || spokenList(concepts.map((c) => c.name));
  return {
    topic,
    subject: input.subject.trim(),
    grade: input.grade.trim(),
    gradeNumber: gradeNumberOf(input.grade),
    family: subjectFamily(input.subject),
    concepts,
    objectives,
    objectiveBlooms: objectiveBlooms.length > 0 ? objectiveBlooms : ['understand', 'apply'],
    sources: input.sources,
    seed: hashOf([input.board, input.grade, input.subject, topic].join('|')),
  };
}

/** Teacher-edited JSON may hold blanks or non-strings; keep the real entries, once each. */
function cleanList(values: unknown): string[] {
  if (!Array.isArray(values)) return [];
  const seen = new Set<string>();
  const out: string[] = [];
  for (const value of values) {
    if (typeof value !== 'string') continue;
    const text = value.trim();
    const key = textKey(text);
    if (key && !seen.has(key)) {
      seen.add(key);
      out.push(text);
    }
  }
  return out;
}

/** Key concepts first (they carry sub-concepts), then topics to be covered not yet named. */
function conceptsOf(input: PlanningInput): Concept[] {
  const byKey = new Map<string, Concept>();
  const keyed = input.subjectMatter?.key_concepts_and_subconcepts?.topics;
  for (const entry of Array.isArray(keyed) ? keyed : []) {
    const [name] = cleanList([entry?.topic]);
    if (!name) continue;
    const existing = byKey.get(textKey(name));
    const subConcepts = cleanList(entry.sub_topic).filter((s) => textKey(s) !== textKey(name));
    if (existing) existing.subConcepts = cleanList([...existing.subConcepts, ...subConcepts]);
    else byKey.set(textKey(name), { name, subConcepts });
  }
  // The lesson's own title among its topics is the umbrella, not one more concept beside the rest.
  const umbrella = byKey.size > 0 ? textKey(input.topic ?? '') : '';
  for (const name of cleanList(input.subjectMatter?.topics_to_be_covered?.topic)) {
    const key = textKey(name);
    if (!byKey.has(key) && key !== umbrella) byKey.set(key, { name, subConcepts: [] });
  }
  if (byKey.size === 0) {
    // The desktop app joins several topics with ", "; each is a concept of its own.
    const names = cleanList((input.topic ?? '').split(','));
    for (const name of names.length > 0 ? names : [input.subject.trim()]) {
      byKey.set(textKey(name), { name, subConcepts: [] });
    }
  }
  return [...byKey.values()];
}

function objectivesOf(input: PlanningInput, concepts: Concept[]): Objective[] {
  const texts = cleanList(
    input.learningStandards?.smart_learning_objectives?.objects?.ai_recommendations,
  );
  if (texts.length > 0) return texts.map((text) => ({ text, bloom: bloomOfObjective(text) }));
  const names = spokenList(concepts.map((c) => c.name));
  return [{ text: `Students will be able to explain ${names}.`, bloom: 'understand' }];
}

function gradeNumberOf(grade: string): number | null {
  const digits = /\d+/.exec(grade);
  if (digits) return Number(digits[0]);
  return /\b(kg|kindergarten|nursery|reception|pre-?k|lkg|ukg)\b/i.test(grade) ? 0 : null;
}

/** The concept an objective is about: the one sharing most words with it, else the next in turn. */
export function conceptOfObjective(
  objective: Objective,
  facts: LessonFacts,
  turn: number,
): Concept {
  let best = facts.concepts[turn % facts.concepts.length];
  let bestScore = 0;
  for (const concept of facts.concepts) {
    const score = sharedWords(objective.text, [concept.name, ...concept.subConcepts].join(' '));
    if (score > bestScore) [best, bestScore] = [concept, score];
  }
  return best;
}
