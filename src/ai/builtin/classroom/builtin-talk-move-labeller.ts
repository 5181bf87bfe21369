/**
 * The offline talk-move labeller over the committed weights (two logistic passes;
 * docs/talk-moves.md).
 */
import storedWeights from './talk-move-weights.json';
import { CONTEXT_COLUMNS, contextFeatures } from './talk-move-context';
import { talkMoveFeatures } from './talk-move-features';
import { LinearRoleModel, type StoredTalkMoveModel } from './talk-move-model';
import type { TalkMoveLabeller } from './talk-moves';
import {
  STUDENT_MOVES,
  TEACHER_MOVES,
  type ClassroomRole,
  type ClassroomSentence,
  type TalkMove,
} from 'src/ai/ports/talk-moves';

export class BuiltinTalkMoveLabeller implements TalkMoveLabeller {
  private static shared: BuiltinTalkMoveLabeller | undefined;

  private constructor(
    private readonly columns: number,
    private readonly first: Record<ClassroomRole, LinearRoleModel>,
    private readonly second: Record<ClassroomRole, LinearRoleModel>,
  ) {}

  /** The labeller with the committed weights (decoded once per process). */
  static create(): BuiltinTalkMoveLabeller {
    BuiltinTalkMoveLabeller.shared ??= BuiltinTalkMoveLabeller.fromStored(storedWeights);
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
    check(stored.teacherContext.classes, TEACHER_MOVES, 'teacher');
    check(stored.studentContext.classes, STUDENT_MOVES, 'student');
    return new BuiltinTalkMoveLabeller(
      stored.columns,
      {
        teacher: LinearRoleModel.decode(stored.teacher, stored.columns),
        student: LinearRoleModel.decode(stored.student, stored.columns),
      },
      {
        teacher: LinearRoleModel.decode(stored.teacherContext, CONTEXT_COLUMNS),
        student: LinearRoleModel.decode(stored.studentContext, CONTEXT_COLUMNS),
      },
    );
  }

  label(sentences: readonly ClassroomSentence[]): TalkMove[] {
    const features = talkMoveFeatures(sentences, this.columns);
    const probabilities = sentences.map((s, i) => this.first[s.role].probabilities(features[i]));
    const context = contextFeatures(sentences, probabilities);
    return sentences.map((sentence, i) => {
      const best = this.second[sentence.role].predict(context[i]);
      return sentence.role === 'teacher' ? TEACHER_MOVES[best] : STUDENT_MOVES[best];
    });
  }
}
