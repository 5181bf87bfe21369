import type { SubjectMatterDraft, TeachingContext } from 'src/ai/ports/teaching-content.port';
import { planningConcepts } from 'src/ai/builtin/teaching/concepts';
import { writeObjectives } from 'src/ai/builtin/teaching/objectives';
import type { KeyTerm, SourceAnalysis } from 'src/ai/builtin/teaching/source/source-model';

const MAX_TOPICS = 5;
const MAX_CONCEPTS = 4;
const MAX_SUB_CONCEPTS = 4;

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Terms that share sentences with `term`, most shared first: what a lesson would teach with it. */
function subConcepts(term: KeyTerm, terms: readonly KeyTerm[]): string[] {
  const own = new Set(term.sentenceIds);
  return terms
    .filter((other) => other.key !== term.key && !other.key.includes(term.key))
    .map((other) => ({ other, shared: other.sentenceIds.filter((id) => own.has(id)).length }))
    .filter(({ shared }) => shared > 0)
    .sort((a, b) => b.shared - a.shared || b.other.score - a.other.score)
    .slice(0, MAX_SUB_CONCEPTS)
    .map(({ other }) => capitalise(other.label));
}

/**
 * Step 1 of both families: topics (the topic, the documents' headings, the key terms), key
 * concepts with the terms taught beside them, and one SMART objective per Bloom level.
 * Everything named comes from the source analysis; only the objective frames are fixed.
 */
export function draftSubjectMatter(
  context: TeachingContext,
  analysis: SourceAnalysis,
): SubjectMatterDraft {
  const concepts = planningConcepts(context);
  const central = analysis.terms.filter((term) => term.kind !== 'term').slice(0, MAX_CONCEPTS);
  const keyTerms = central.length > 0 ? central : analysis.terms.slice(0, MAX_CONCEPTS);
  const topics = [
    ...(context.topic ? [context.topic] : []),
    ...analysis.headings.slice(0, 3),
    ...keyTerms.map((term) => capitalise(term.label)),
  ];
  const unique = [...new Map(topics.map((topic) => [topic.toLowerCase(), topic])).values()];
  const named = keyTerms.map((term) => term.label);
  return {
    subject_matter: {
      topics_to_be_covered: { topic: unique.slice(0, MAX_TOPICS) },
      key_concepts_and_subconcepts: {
        topics: keyTerms.map((term) => ({
          topic: capitalise(term.label),
          sub_topic: subConcepts(term, analysis.terms),
        })),
      },
    },
    learning_standards: {
      smart_learning_objectives: {
        objects: {
          ai_recommendations: writeObjectives(
            context,
            named.length > 0 ? named : concepts.map((c) => c.toLowerCase()),
          ).map((objective) => objective.text),
        },
      },
    },
  };
}
