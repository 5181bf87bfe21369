import type { SubjectMatterDraft } from 'src/ai/ports/teaching-content.port';
import type { TopicKnowledge } from 'src/ai/builtin/teaching/curriculum/topic-knowledge';
import { capitalise, distinct, inSentence } from 'src/ai/builtin/teaching/curriculum/draft';
import { focusFirst } from 'src/ai/builtin/teaching/curriculum/focus';
import { settableOutcomes } from 'src/ai/builtin/teaching/curriculum/lesson-objectives';

const MAX_TOPICS = 5;
const MAX_CONCEPTS = 5;
const MAX_SUB = 4;
const MAX_OBJECTIVES = 4;

/** Key terms stated in the same facts as `term`: what is taught beside it. */
function taughtWith(k: TopicKnowledge, term: string): string[] {
  const lower = term.toLowerCase();
  return distinct(
    k.facts
      .filter((fact) => fact.terms.some((t) => t.toLowerCase() === lower))
      .flatMap((fact) => fact.terms)
      .filter((t) => t.toLowerCase() !== lower)
      .map(capitalise),
  ).slice(0, MAX_SUB);
}

/**
 * "By the end of the lesson, students will be able to state the raw materials …": the outcomes
 * the topic's data can teach (an objective nothing in the lesson teaches is not set), those on the
 * teacher's focus first. `document`: the attached documents' sentences, which teach it first.
 */
export function objectivesFromOutcomes(
  k: TopicKnowledge,
  document: readonly string[] = [],
): string[] {
  const outcomes = distinct(k.topics.flatMap((topic) => topic.outcomes));
  const taught = settableOutcomes(k, outcomes, document);
  return focusFirst(taught.length > 0 ? taught : outcomes, (outcome) => outcome, k.focus)
    .slice(0, MAX_OBJECTIVES)
    .map((outcome) => `By the end of the lesson, students will be able to ${inSentence(outcome)}.`);
}

/**
 * Step 1 from the curriculum: the topics (the resolved entries, their processes), the key terms as
 * concepts with the terms taught beside them, and the entries' outcomes as objectives.
 */
export function subjectMatterFromCurriculum(
  k: TopicKnowledge,
  document: readonly string[] = [],
): SubjectMatterDraft {
  const topics = distinct([
    ...k.topics.map((topic) => topic.title),
    ...k.processes.map((process) => capitalise(process.name)),
    ...k.terms.slice(0, MAX_TOPICS).map((item) => capitalise(item.term)),
  ]).slice(0, MAX_TOPICS);
  const concepts = k.terms.slice(0, MAX_CONCEPTS).map((item) => ({
    topic: capitalise(item.term),
    sub_topic: taughtWith(k, item.term),
  }));
  return {
    subject_matter: {
      topics_to_be_covered: { topic: topics },
      key_concepts_and_subconcepts: { topics: concepts },
    },
    learning_standards: {
      smart_learning_objectives: {
        objects: { ai_recommendations: objectivesFromOutcomes(k, document) },
      },
    },
  };
}
