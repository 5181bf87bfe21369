import { LessonPlan } from 'src/modules/lesson-plans/entities/lesson-plan.entity';
import type { TeachingFamily } from 'src/modules/teaching/services/teaching-steps.service';

/** Lesson plans as the shared teaching steps know them. */
export const LESSON_PLANS: TeachingFamily<LessonPlan> = {
  label: 'Lesson plan',
  record: LessonPlan,
};
