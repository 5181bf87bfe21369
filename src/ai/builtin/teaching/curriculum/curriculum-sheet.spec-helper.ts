import { Curriculum } from 'src/ai/builtin/curriculum/curriculum';
import type { CurriculumTopic } from 'src/ai/builtin/curriculum/curriculum-topic';
import {
  INSTRUCTIONAL_BLOCKS,
  QUESTION_TYPES,
  type LessonComponent,
  type LessonContent,
  type PlanningInput,
  type QuestionExplanation,
  type QuestionType,
  type SourcePage,
  type SubjectMatterDraft,
  type TeachingContext,
  type WorksheetBlueprint,
  type WorksheetQuestion,
  type WorksheetQuestions,
} from 'src/ai/ports/teaching-content.port';
import { BuiltinTeachingContent } from 'src/ai/builtin/teaching/builtin-teaching-content';
import { MATHS } from 'src/ai/builtin/teaching/curriculum/maths-generators';

/** The shipped curriculum, loaded once for all the specs of a test file. */
export const curriculum = Curriculum.load(null);

/** The builtin provider on the shipped curriculum, as a worker runs it. */
export const content = BuiltinTeachingContent.create(curriculum, MATHS);

/** A teacher's request as the app sends it: from the curriculum, or from the pages attached. */
export function curriculumContext(
  subject: string,
  grade: string,
  topic: string,
  sources: SourcePage[] = [],
): TeachingContext {
  return { board: 'CBSE', grade, subject, topic, section: null, sources };
}

/** Step 1 as the app runs it, and the input every later step reads. */
export async function planningInput(
  context: TeachingContext,
): Promise<{ draft: SubjectMatterDraft; input: PlanningInput }> {
  const draft = await content.draftSubjectMatter(context);
  const input: PlanningInput = {
    ...context,
    subjectMatter: draft.subject_matter,
    learningStandards: draft.learning_standards,
  };
  return { draft, input };
}

/** Steps 1, 3 and 4 of a worksheet: its questions, their explanations and the entries used. */
export async function curriculumSheet(
  context: TeachingContext,
  blueprint: WorksheetBlueprint,
): Promise<{
  questions: WorksheetQuestions;
  notes: Record<QuestionType, QuestionExplanation[]>;
  topics: CurriculumTopic[];
}> {
  const { input } = await planningInput(context);
  const questions = await content.writeQuestions(input, blueprint);
  const notes = await content.explainQuestions(input, questions, blueprint);
  return { questions, notes, topics: curriculum.topicsFor(context) };
}

/** Steps 1–3 of a lesson plan as the app runs them: the draft, the input and the plan. */
export async function curriculumLesson(
  context: TeachingContext,
  minutes: number,
): Promise<{ draft: SubjectMatterDraft; input: PlanningInput; plan: LessonContent }> {
  const { draft, input } = await planningInput(context);
  const plan = await content.writeLesson(input, await content.alignLesson(input, minutes));
  return { draft, input, plan };
}

/** A plan's components in the order they are taught. */
export const planComponentsOf = (plan: LessonContent): LessonComponent[] =>
  INSTRUCTIONAL_BLOCKS.flatMap((block) => plan[`${block}_block`].components);

/** A sheet's questions in the order a student meets them. */
export const allQuestions = (questions: WorksheetQuestions): WorksheetQuestion[] =>
  QUESTION_TYPES.flatMap((type) => questions[type]);
