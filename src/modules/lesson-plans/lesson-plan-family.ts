import { LessonPlan } from 'src/modules/lesson-plans/entities/lesson-plan.entity';
import type { StepFamily } from 'src/modules/generation-steps/services/generation-steps.service';

/** Lesson plans as the shared teaching steps know them. */
export const LESSON_PLANS: StepFamily<LessonPlan> = {
  label: 'Lesson plan',
  record: LessonPlan,
};
