import type {
  EnrichmentBlock,
  LessonAlignment,
  LessonContent,
  PlanningInput,
} from 'src/ai/ports/teaching-content.port';
import type { FormativeQuestionSource } from './formative-questions';
import { alignLesson } from './lesson-alignment';
import { enrichLesson } from './lesson-enrichment';
import { lessonFacts } from './lesson-facts';
import { writeLesson } from './lesson-writer';

export type { FormativeQuestion, FormativeQuestionSource } from './formative-questions';

/**
 * The builtin provider's lesson-plan steps (2–4 of docs/api-contract.md §5), offline and deterministic:
 * built from the teacher's confirmed subject matter and objectives, a catalogue of teaching
 * strategies, and formative questions from the question source (the worksheet generator).
 */
export class BuiltinLessonPlanner {
  constructor(private readonly questions: FormativeQuestionSource) {}

  alignLesson(input: PlanningInput, durationMinutes: number): Promise<LessonAlignment> {
    return alignLesson(this.questions, input, durationMinutes);
  }

  writeLesson(input: PlanningInput, alignment: LessonAlignment): Promise<LessonContent> {
    return writeLesson(this.questions, input, alignment);
  }

  enrichLesson(input: PlanningInput, content: LessonContent): Promise<EnrichmentBlock[]> {
    return Promise.resolve(enrichLesson(lessonFacts(input), content));
  }
}
