import type { BloomLevel, PlanningInput } from 'src/ai/ports/teaching-content.port';
import type {
  FormativeQuestion,
  FormativeQuestionSource,
} from 'src/ai/builtin/teaching/lesson/formative-questions';

/**
 * A small real question source for tests: questions about a concept's sub-concepts (from the
 * input's subject matter) at the requested Bloom level, answers from the same subject matter.
 * It records what it was asked so tests can check the levels each block asks for.
 */
export class ConceptQuestionSource implements FormativeQuestionSource {
  readonly asked = new Map<string, { concept: string; bloom: BloomLevel }>();
  calls = 0;

  questionsAbout(
    input: PlanningInput,
    concept: string,
    bloom: BloomLevel,
    count: number,
  ): Promise<FormativeQuestion[]> {
    this.calls += 1;
    const entry = input.subjectMatter.key_concepts_and_subconcepts.topics.find(
      (t) => t.topic === concept,
    );
    const parts = entry && entry.sub_topic.length > 0 ? entry.sub_topic : [concept];
    const out: FormativeQuestion[] = [];
    for (let i = 0; i < count; i += 1) {
      const part = parts[i % parts.length];
      const round = Math.floor(i / parts.length);
      const suffix = round > 0 ? ` (example ${round + 1})` : '';
      const question = `${STEMS[bloom](part, concept)}${suffix}`;
      this.asked.set(question, { concept, bloom });
      out.push({ question, answer: `${part} is part of ${concept}.` });
    }
    return Promise.resolve(out);
  }
}

const STEMS: Record<BloomLevel, (part: string, concept: string) => string> = {
  remember: (part, concept) => `What is ${part} in ${concept}?`,
  understand: (part, concept) => `Explain the role of ${part} in ${concept}.`,
  apply: (part, concept) => `Use ${part} to work through an example of ${concept}.`,
  analyze: (part, concept) => `How does ${part} affect the rest of ${concept}?`,
  evaluate: (part, concept) => `How important is ${part} to ${concept}? Justify your view.`,
  create: (part, concept) => `Design a task that shows ${part} within ${concept}.`,
};
