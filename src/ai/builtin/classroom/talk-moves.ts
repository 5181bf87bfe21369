/**
 * Talk moves (TalkMoves scheme, Suresh et al. 2022): what each lesson sentence does in the
 * conversation.
 */
export const TEACHER_MOVES = [
  'none',
  'keeping_everyone_together',
  'getting_students_to_relate',
  'restating',
  'revoicing',
  'press_for_accuracy',
  'press_for_reasoning',
  'context',
] as const;
export type TeacherMove = (typeof TEACHER_MOVES)[number];

export const STUDENT_MOVES = [
  'none',
  'relating_to_another_student',
  'asking_for_more_information',
  'making_a_claim',
  'providing_evidence',
] as const;
export type StudentMove = (typeof STUDENT_MOVES)[number];

export type TalkMove = TeacherMove | StudentMove;

export type ClassroomRole = 'teacher' | 'student';

/** One sentence of a transcript, in lesson order. */
export interface ClassroomSentence {
  role: ClassroomRole;
  /** The speaker's label as the transcript gives it ("T", "S1", "Ms Lee"). */
  speaker: string;
  text: string;
}

/**
 * Labels every sentence of a lesson in order; takes the whole lesson because revoicing compares
 * with what came before.
 */
export interface TalkMoveLabeller {
  label(sentences: readonly ClassroomSentence[]): TalkMove[];
}
