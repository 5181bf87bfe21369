import type { InstructionalBlock, NamedOption } from 'src/ai/ports/teaching-content.port';
import type { LessonFacts } from './lesson-facts';
import { fillTemplate, mentions, spokenList, textKey } from './lesson-text';
import { SUBJECT_PROFILES, type MaterialTemplate } from './subject-profiles';
import type { TeachingStrategy } from './teaching-strategy';

/** What a material's `use` may name: materials are listed before any component has a focus. */
export const MATERIAL_PLACEHOLDERS = ['topic', 'concept', 'concepts', 'subconcepts'] as const;

/** A list a teacher can scan at a glance; the rest are in the strategies' own scripts. */
const MAX_MATERIALS = 8;

/**
 * Materials for the lesson: the teacher's own documents first (they are what the lesson is built
 * from), then what the subject usually needs, then what the chosen strategies need.
 */
export function materialsFor(
  facts: LessonFacts,
  strategies: Record<InstructionalBlock, TeachingStrategy[]>,
): NamedOption[] {
  const out: NamedOption[] = [];
  const seen = new Set<string>();
  const add = (name: string, description: string) => {
    const key = textKey(name);
    if (!key || seen.has(key) || out.length >= MAX_MATERIALS) return;
    seen.add(key);
    out.push({ name, description });
  };

  const pagesByDocument = new Map<string, string[]>();
  for (const page of facts.sources) {
    pagesByDocument.set(page.document, [...(pagesByDocument.get(page.document) ?? []), page.text]);
  }
  for (const [document, texts] of pagesByDocument) {
    const covered = facts.concepts.filter((c) => texts.some((t) => mentions(t, c.name)));
    const about = spokenList((covered.length > 0 ? covered : facts.concepts).map((c) => c.name));
    const pages = texts.length === 1 ? '1 page' : `${texts.length} pages`;
    add(document, `The teacher's document (${pages}), for reading and examples about ${about}.`);
  }

  const withParts = facts.concepts.find((c) => c.subConcepts.length > 0) ?? facts.concepts[0];
  const vars: Record<(typeof MATERIAL_PLACEHOLDERS)[number], string> = {
    topic: facts.topic,
    concept: facts.concepts[0].name,
    concepts: spokenList(facts.concepts.map((c) => c.name)),
    subconcepts: spokenList(withParts.subConcepts) || withParts.name,
  };
  const describe = (m: MaterialTemplate) =>
    add(m.name, `${capitalise(fillTemplate(m.use, vars))}.`);
  SUBJECT_PROFILES[facts.family].materials.forEach(describe);
  Object.values(strategies)
    .flat()
    .flatMap((s) => s.materials)
    .forEach(describe);
  return out;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
