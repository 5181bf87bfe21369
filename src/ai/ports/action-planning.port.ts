/**
 * Action plans from exam results: what a student should work on next, and what a
 * teacher should re-teach, built from scored answer sheets. Providers: `builtin` (offline:
 * concepts named from the questions and the key points that lost marks, answers grouped by the
 * words they share) and `openai` (the same figures and groups, worded by the model).
 *
 * Practice items come from the worksheet question generator (the TEACHING_CONTENT port), which
 * the family hands in as a `PracticeWriter`, so both providers' plans practise the same way.
 */
import type { StatedMisconception } from 'src/ai/ports/answer-grading.port';

export const ACTION_PLANNER = Symbol('ACTION_PLANNER');

/** One question of a scored answer sheet: the reviewed score when published, else the machine's. */
export interface PlanQuestion {
  questionId: string;
  questionNumber: string;
  questionText: string;
  maxMarks: number;
  /** Null when the question could not be evaluated (`failure` says why). */
  score: number | null;
  studentAnswer: string;
  feedback: string;
  /** Key points of the marking scheme the answer earned, in full or in part. */
  earnedPoints: string[];
  /** Key points that earned nothing (missing or contradicted). */
  missingPoints: string[];
  /** Key points the answer contradicts: the strongest sign of a misconception. */
  contradictedPoints: string[];
  modelAnswer: string;
  failure: string | null;
  /** Misconceptions the grader found the answer states (`StepMark.misconception`). */
  misconceptions?: StatedMisconception[];
  /** The teacher's own comment on the answer once published ("Misconception: …"); else null. */
  teacherComment?: string | null;
}

export interface PlanStudent {
  studentId: string;
  name: string;
}

export interface PlanExam {
  examId: string;
  name: string;
  subject: string | null;
  className: string | null;
}

export interface ScoredSheet {
  sheetId: string;
  student: PlanStudent;
  questions: PlanQuestion[];
}

/** What practice to write for a concept: the questions that lost marks on it. */
export interface PracticeRequest {
  exam: PlanExam;
  concept: string;
  /** The curriculum topic the concept belongs to (its title), for the generator; else null. */
  topic: string | null;
  questions: PlanQuestion[];
  count: number;
  /** What an item may draw on (the questions, schemes and curriculum entry): others are dropped. */
  grounding: string[];
}

/** Writes practice questions (as the student reads them) for a concept. */
export type PracticeWriter = (request: PracticeRequest) => Promise<string[]>;

export interface FocusArea {
  concept: string;
  question_ids: string[];
  recommendation: string;
  practice: string[];
}

export interface PlanWeek {
  week: number;
  goals: string[];
  activities: string[];
}

export interface StudentActionPlan {
  strengths: string[];
  focus_areas: FocusArea[];
  plan: PlanWeek[];
}

export interface WeakConcept {
  concept: string;
  question_ids: string[];
  mean_percent: number;
}

export interface Misconception {
  concept: string;
  description: string;
  /** How many students' answers fall in the group. */
  count: number;
  /** One of those answers, quoted verbatim. */
  example: string;
  /** What the students believe, as the curriculum or the teacher words it; null for a shared wrong answer. */
  statement?: string | null;
  /** The correct idea to teach instead (the curriculum's, else the marking scheme's points). */
  correct_idea?: string | null;
  /** The students who hold it (kept out of the sentences, so erasing a student can remove them). */
  students?: PlanStudentRef[];
  /** The questions where they showed it. */
  question_ids?: string[];
}

export interface PlanStudentRef {
  student_id: string;
  name: string;
}

export interface QuestionMean {
  question_id: string;
  question_number: string;
  concept: string;
  mean_marks: number;
  max_marks: number;
  mean_percent: number;
  /** Answer sheets whose score for the question counts (evaluated ones). */
  answers: number;
}

export interface ConceptMean {
  concept: string;
  question_ids: string[];
  mean_percent: number;
}

export interface StudentNeedingSupport {
  student_id: string;
  name: string;
  percent: number;
  concepts: string[];
}

export interface TeacherActionPlan {
  question_means: QuestionMean[];
  concept_means: ConceptMean[];
  weak_concepts: WeakConcept[];
  misconceptions: Misconception[];
  reteaching_plan: { concept: string; activities: string[] }[];
  students_needing_support: StudentNeedingSupport[];
}

export interface ActionPlanner {
  planForStudent(
    exam: PlanExam,
    sheet: ScoredSheet,
    practice: PracticeWriter,
  ): Promise<StudentActionPlan>;
  planForTeacher(
    exam: PlanExam,
    sheets: ScoredSheet[],
    practice: PracticeWriter,
  ): Promise<TeacherActionPlan>;
}
