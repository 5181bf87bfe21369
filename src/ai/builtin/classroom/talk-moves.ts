import type { ClassroomSentence, TalkMove } from 'src/ai/ports/talk-moves';

/**
 * Labels every sentence of a lesson: a `TeacherMove` for a teacher's sentence, a `StudentMove`
 * for a student's, one label per sentence in the order given. Context matters (revoicing and
 * restating compare with the student's sentences just before), so it takes the whole lesson.
 */
export interface TalkMoveLabeller {
  label(sentences: readonly ClassroomSentence[]): TalkMove[];
}
