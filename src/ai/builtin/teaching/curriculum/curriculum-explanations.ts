import {
  QUESTION_TYPES,
  type QuestionExplanation,
  type QuestionType,
  type WorksheetQuestion,
  type WorksheetQuestions,
} from 'src/ai/ports/teaching-content.port';
import type { DraftNote } from 'src/ai/builtin/teaching/curriculum/draft';
import type { TopicKnowledge } from 'src/ai/builtin/teaching/curriculum/topic-knowledge';
import { contentTokens } from 'src/ai/builtin/teaching/worksheet/text-kit';

/** Where the topic meets life outside school, the line nearest the question least used first. */
function realWorld(
  k: TopicKnowledge,
  question: WorksheetQuestion,
  used: Map<string, number>,
): string {
  const lines = k.topics.flatMap((topic) => topic.real_world);
  const words = contentTokens(`${question.question} ${question.answer}`);
  const scored = lines
    .map((line, order) => {
      const shared = [...contentTokens(line)].filter((word) => words.has(word)).length;
      return { line, order, score: shared - 3 * (used.get(line) ?? 0) };
    })
    .sort((a, b) => b.score - a.score || a.order - b.order);
  const line = scored[0]?.line ?? k.main.summary;
  used.set(line, (used.get(line) ?? 0) + 1);
  return line;
}

/** For a question the curriculum writer did not write (or no longer writes): its key stated. */
function fallbackNote(k: TopicKnowledge, question: WorksheetQuestion): DraftNote {
  const words = contentTokens(`${question.question} ${question.answer}`);
  const fact = [...k.facts]
    .map((item) => ({
      item,
      shared: [...contentTokens(item.text)].filter((word) => words.has(word)).length,
    }))
    .sort((a, b) => b.shared - a.shared)[0]?.item;
  const terms = k.terms.filter((item) => words.has(item.term.toLowerCase())).map((t) => t.term);
  return {
    why: `The answer is ${question.answer}.${fact ? ` ${fact.text}` : ''}`,
    mistakes: k.misconceptions[0]
      ? `A common misconception is "${k.misconceptions[0].wrong}" In fact: ${k.misconceptions[0].correct}`
      : 'Answering from memory of a similar topic instead of this one.',
    concepts: terms.length > 0 ? terms.slice(0, 4) : [k.main.title],
  };
}

/**
 * Worksheet step 4 from the curriculum: each question's note (why the key is right, what each
 * wrong option reflects, the concepts), the objective it was tagged with and a real-world link
 * chosen for it. `written` are the notes of the same worksheet written again, keyed by question.
 */
export function explainFromCurriculum(
  k: TopicKnowledge,
  questions: WorksheetQuestions,
  written: ReadonlyMap<string, DraftNote>,
): Record<QuestionType, QuestionExplanation[]> {
  const used = new Map<string, number>();
  return Object.fromEntries(
    QUESTION_TYPES.map((type) => [
      type,
      (questions[type] ?? []).map((question) => {
        const note = written.get(question.question) ?? fallbackNote(k, question);
        return {
          learning_objective: question.tags.learning_objectives,
          explanation: note.why,
          key_concepts: note.concepts.length > 0 ? note.concepts : [k.main.title],
          common_mistakes: note.mistakes,
          real_world_application: realWorld(k, question, used),
        };
      }),
    ]),
  ) as Record<QuestionType, QuestionExplanation[]>;
}
