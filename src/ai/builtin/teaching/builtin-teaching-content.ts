import { BuiltinWorksheetWriter } from 'src/ai/builtin/teaching/builtin-worksheet-writer';
import { BuiltinLessonPlanner } from 'src/ai/builtin/teaching/lesson/builtin-lesson-planner';
import type {
  EnrichmentBlock,
  LessonAlignment,
  LessonContent,
  PlanningInput,
  QuestionExplanation,
  QuestionPlanSummary,
  QuestionType,
  SubjectMatterDraft,
  TeachingContentGenerator,
  TeachingContext,
  WorksheetBlueprint,
  WorksheetQuestions,
} from 'src/ai/ports/teaching-content.port';

/**
 * The offline teaching-content provider: the worksheet writer (source analysis, WordNet, the
 * question generator) and the lesson planner (strategy catalogue), whose formative questions come
 * from the same question generator. One per process: it holds WordNet's caches.
 */
export class BuiltinTeachingContent implements TeachingContentGenerator {
  readonly provider = 'builtin';

  private constructor(
    private readonly worksheets: BuiltinWorksheetWriter,
    private readonly lessons: BuiltinLessonPlanner,
  ) {}

  static create(): BuiltinTeachingContent {
    const worksheets = new BuiltinWorksheetWriter();
    return new BuiltinTeachingContent(worksheets, new BuiltinLessonPlanner(worksheets));
  }

  draftSubjectMatter(context: TeachingContext): Promise<SubjectMatterDraft> {
    return this.worksheets.draftSubjectMatter(context);
  }

  summariseQuestionPlan(
    input: PlanningInput,
    blueprint: WorksheetBlueprint,
  ): Promise<QuestionPlanSummary> {
    return this.worksheets.summariseQuestionPlan(input, blueprint);
  }

  writeQuestions(input: PlanningInput, blueprint: WorksheetBlueprint): Promise<WorksheetQuestions> {
    return this.worksheets.writeQuestions(input, blueprint);
  }

  explainQuestions(
    input: PlanningInput,
    questions: WorksheetQuestions,
  ): Promise<Record<QuestionType, QuestionExplanation[]>> {
    return this.worksheets.explainQuestions(input, questions);
  }

  alignLesson(input: PlanningInput, durationMinutes: number): Promise<LessonAlignment> {
    return this.lessons.alignLesson(input, durationMinutes);
  }

  writeLesson(input: PlanningInput, alignment: LessonAlignment): Promise<LessonContent> {
    return this.lessons.writeLesson(input, alignment);
  }

  enrichLesson(input: PlanningInput, content: LessonContent): Promise<EnrichmentBlock[]> {
    return this.lessons.enrichLesson(input, content);
  }
}
