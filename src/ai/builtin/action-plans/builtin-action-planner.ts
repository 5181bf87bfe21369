import type { Curriculum } from 'src/ai/builtin/curriculum/curriculum';
import type {
  ActionPlanner,
  PlanExam,
  PracticeWriter,
  ScoredSheet,
  StudentActionPlan,
  TeacherActionPlan,
} from 'src/ai/ports/action-planning.port';
import { planForStudent } from 'src/ai/builtin/action-plans/student-plan';
import { planForTeacher } from 'src/ai/builtin/action-plans/teacher-plan';

/**
 * Offline action plans: every figure, group and sentence comes from the scored sheets (questions,
 * marking-scheme points, the students' own words, the teacher's comments) and the curriculum
 * (topics, misconceptions, demonstrations); the practice from the curriculum generator, checked.
 */
export class BuiltinActionPlanner implements ActionPlanner {
  readonly provider = 'builtin';

  constructor(private readonly curriculum: Curriculum | null = null) {}

  planForStudent(
    exam: PlanExam,
    sheet: ScoredSheet,
    practice: PracticeWriter,
  ): Promise<StudentActionPlan> {
    return planForStudent(exam, sheet, practice, this.curriculum);
  }

  planForTeacher(
    exam: PlanExam,
    sheets: ScoredSheet[],
    practice: PracticeWriter,
  ): Promise<TeacherActionPlan> {
    return planForTeacher(exam, sheets, practice, this.curriculum);
  }
}
