import type { StudentActionPlan, TeacherActionPlan } from 'src/ai/ports/action-planning.port';

type Answer = Record<string, unknown>;

/**
 * student_action_plan / teacher_action_plan: a model that keeps the plan it was shown and writes
 * it for its reader — each text addressed to the student by name, or to the class — in the shape
 * the schema asks for (same counts, same order).
 */
export function actionPlanWording(name: string, facts: Answer): Answer {
  if (name === 'student_action_plan') {
    const { plan, student } = facts as { plan: StudentActionPlan; student: string };
    return {
      strengths: plan.strengths.map((item) => `${student}, well done: ${item}`),
      focus_areas: plan.focus_areas.map((area) => ({
        concept: area.concept,
        recommendation: `${student}, next: ${area.recommendation}`,
      })),
      plan: plan.plan.map((week) => ({ goals: week.goals, activities: week.activities })),
    };
  }
  const { plan } = facts as { plan: TeacherActionPlan };
  return {
    misconceptions: plan.misconceptions.map((item) => ({
      description: `With the class: ${item.description}`,
    })),
    reteaching_plan: plan.reteaching_plan.map((item) => ({ activities: item.activities })),
  };
}
