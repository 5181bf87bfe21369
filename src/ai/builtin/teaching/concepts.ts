import type { PlanningInput, TeachingContext } from 'src/ai/ports/teaching-content.port';

/**
 * What the lesson is about, most central first: the topic (or section, or subject), then what
 * the teacher kept or added in the subject matter. Order matters: it is also the order in which
 * WordNet is asked when there are no documents.
 */
export function planningConcepts(input: TeachingContext & Partial<PlanningInput>): string[] {
  const matter = input.subjectMatter;
  const listed = [
    input.topic,
    input.section,
    ...(matter?.topics_to_be_covered?.topic ?? []),
    ...(matter?.key_concepts_and_subconcepts?.topics ?? []).flatMap((item) => [
      item?.topic,
      ...(item?.sub_topic ?? []),
    ]),
  ];
  const seen = new Set<string>();
  const concepts: string[] = [];
  for (const item of listed) {
    if (typeof item !== 'string') continue;
    const concept = item.trim();
    const key = concept.toLowerCase();
    if (concept.length === 0 || concept.length > 80 || seen.has(key)) continue;
    seen.add(key);
    concepts.push(concept);
  }
  return concepts.length > 0 ? concepts : [input.subject];
}
