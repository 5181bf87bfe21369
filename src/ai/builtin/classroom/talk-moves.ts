import type { ClassroomSentence, TalkMove } from 'src/ai/ports/talk-moves';

/**
 * Labels every sentence of a lesson in order; takes the whole lesson because revoicing compares
 * with what came before.
 */
export interface TalkMoveLabeller {
  label(sentences: readonly ClassroomSentence[]): TalkMove[];
}
