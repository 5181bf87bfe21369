/** The lesson component that reads the teacher's attached documents, with its questions. */
import {
  answersQuestion,
  askedTerm,
  definesTerm,
} from 'src/ai/builtin/teaching/curriculum/answer-guard';
import { listWords, questionsBelow } from 'src/ai/builtin/teaching/curriculum/draft';
import type { CheckQuestion } from 'src/ai/builtin/teaching/curriculum/lesson-questions';
import type { PlannedComponent } from 'src/ai/builtin/teaching/curriculum/lesson-planning';

/** The teacher's attached documents, read in class beside the curriculum's teaching. */
export interface DocumentReading {
  documents: string[];
  /** Questions on the documents' own text, with their answers. */
  questions: CheckQuestion[];
  /** The documents' sentences: an objective's teaching comes from them first. */
  sentences?: string[];
  /** The same sentences by paragraph: a quoted explanation is a run of one paragraph. */
  paragraphs?: string[][];
}

/**
 * A reading question as its answer answers it: a "what is meant by X" answered by a line that only
 * mentions X takes the documents' line that defines X instead; none, and it is not asked.
 */
function answeredReading(q: CheckQuestion, lines: readonly string[]): CheckQuestion | null {
  if (answersQuestion(q.question, q.answer)) return q;
  const term = askedTerm(q.question);
  const line = term ? lines.find((l) => definesTerm(l, term)) : undefined;
  return line ? { question: q.question, answer: `"${line}"` } : null;
}

export function readingComponent(reading: DocumentReading, asked: Set<string>): PlannedComponent {
  const questions = reading.questions
    .filter((q) => !asked.has(q.question))
    .map((q) => answeredReading(q, reading.sentences ?? []))
    .filter((q): q is CheckQuestion => q !== null)
    .slice(0, 4);
  for (const q of questions) asked.add(q.question);
  const names = listWords(reading.documents.map((d) => `"${d}"`));
  return {
    name: `Reading the document: ${reading.documents[0]}`,
    description: `Pairs read ${names} and answer questions on its text.`,
    script: [
      `Pairs read ${names} (attached), underlining the key terms from the board, and answer ${questionsBelow(questions.length)}.`,
      'Take answers from two pairs per question and point to the line of the text that gives it.',
    ],
    questions,
    notes: 'Read the first paragraph aloud for weaker readers before pairs go on alone.',
    weight: 3,
  };
}
