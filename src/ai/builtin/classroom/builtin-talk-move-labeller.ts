/**
 * The builtin (offline) talk-move labeller: a multinomial logistic regression per role over the
 * features of talk-move-features.ts, fitted on the TalkMoves dataset by
 * scripts/fit-talk-moves.ts (`npm run calibrate:talkmoves`). It only reads the committed weights.
 * docs/talk-moves.md describes the model and its measured quality.
 */
import storedWeights from './talk-move-weights.json';
import { talkMoveFeatures } from './talk-move-features';
import { LinearRoleModel, type StoredTalkMoveModel } from './talk-move-model';
import {
  STUDENT_MOVES,
  TEACHER_MOVES,
  type ClassroomSentence,
  type TalkMove,
  type TalkMoveLabeller,
} from './talk-moves';

export class BuiltinTalkMoveLabeller implements TalkMoveLabeller {
  private static shared: BuiltinTalkMoveLabeller | undefined;

  private constructor(
    private readonly columns: number,
    private readonly teacher: LinearRoleModel,
    private readonly student: LinearRoleModel,
  ) {}

  /** The labeller with the committed weights (decoded once per process). */
  static create(): BuiltinTalkMoveLabeller {
    BuiltinTalkMoveLabeller.shared ??= BuiltinTalkMoveLabeller.fromStored(
      storedWeights,
    );
    return BuiltinTalkMoveLabeller.shared;
  }

  /** A labeller from a weights object (the fitting script's cross-validation folds use this). */
  static fromStored(stored: StoredTalkMoveModel): BuiltinTalkMoveLabeller {
    const check = (classes: readonly string[], expected: readonly string[], role: string) => {
      if (classes.length !== expected.length || classes.some((c, i) => c !== expected[i])) {
        throw new Error(
          `talk-move weights: ${role} classes ${classes.join(',')} are not the scheme's`,
        );
      }
    };
    check(stored.teacher.classes, TEACHER_MOVES, 'teacher');
    check(stored.student.classes, STUDENT_MOVES, 'student');
    return new BuiltinTalkMoveLabeller(
      stored.columns,
      LinearRoleModel.decode(stored.teacher, stored.columns),
      LinearRoleModel.decode(stored.student, stored.columns),
    );
  }

  label(sentences: readonly ClassroomSentence[]): TalkMove[] {
    const features = talkMoveFeatures(sentences, this.columns);
    return sentences.map((sentence, i) =>
      sentence.role === 'teacher'
        ? TEACHER_MOVES[this.teacher.predict(features[i])]
        : STUDENT_MOVES[this.student.predict(features[i])],
    );
  }
}
