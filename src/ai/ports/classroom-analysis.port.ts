import type { ClassroomSentence, TalkMove } from 'src/ai/ports/talk-moves';
import type { RubricCriterionInput } from 'src/ai/ports/answer-grading.port';

/**
 * Analysing a lesson transcript (ClassTrack): the judgements a reader of the
 * transcript makes — a talk move for every sentence (the TalkMoves scheme), open or closed for
 * every teacher question, a score per rubric criterion with evidence, and suggestions. The figures
 * (talk time, turns, wait time, pacing) are measured by the family itself and given here.
 * Providers: `builtin` (the trained talk-move labeller and documented rules) and `openai` (one
 * JSON-schema call, validated).
 */
export const CLASSROOM_ANALYSER = Symbol('CLASSROOM_ANALYSER');

export type QuestionKind = 'open' | 'closed';

export interface WaitTime {
  /** Index of the question in the request's sentences. */
  sentence: number;
  seconds: number;
  nextSpeaker: string;
  nextRole: ClassroomSentence['role'];
}

/** What was measured from the transcript (docs/class-track.md). */
export interface LessonFigures {
  /** True when cue times were there; else seconds are estimated from words. */
  timed: boolean;
  teacherSeconds: number;
  studentSeconds: number;
  /** Gaps between cues from the first cue to the last; null without cue times. */
  silenceSeconds: number | null;
  /** 0–1: the teacher's share of speech, by cue times when present, else by words. */
  teacherTalkRatio: number;
  teacherWords: number;
  studentWords: number;
  studentTurns: number;
  distinctStudentSpeakers: number;
  /** Indexes of the teacher's questions in the request's sentences. */
  questions: number[];
  waitTimes: WaitTime[];
  meanWaitSeconds: number | null;
  /** The teacher's words per minute of their own speaking time; null without cue times. */
  teacherWordsPerMinute: number | null;
  lessonMinutes: number | null;
}

/** A sentence of the lesson with the time its cue starts, when the transcript has cue times. */
export interface ClassroomAnalysisSentence extends ClassroomSentence {
  /** Seconds from the start of the recording; null or absent without cue times. */
  start?: number | null;
}

export interface ClassroomAnalysisRequest {
  /** Every sentence of the lesson, in order. */
  sentences: readonly ClassroomAnalysisSentence[];
  figures: LessonFigures;
  /** The client's rubric (Rubrics API), criteria in order. */
  rubric: RubricCriterionInput[];
}

export interface RubricJudgement {
  criterionId: string;
  criterion: string;
  /** Between the criterion's minScore and maxScore. */
  score: number;
  /** Indexes of the sentences that justify the score; quoted verbatim by the family. */
  evidence: number[];
  /** How the score was reached, in a sentence. */
  rationale: string;
}

export interface ClassroomJudgement {
  /** One per sentence of the request: a TeacherMove for a teacher's, a StudentMove for a student's. */
  talkMoves: TalkMove[];
  /** One per `figures.questions`, in its order. */
  questionKinds: QuestionKind[];
  /** One per rubric criterion, in its order. */
  rubricScores: RubricJudgement[];
  /**
   * Concrete advice, each at a moment of the lesson: it quotes the moment (time, speaker, words)
   * and offers a better move phrased for it.
   */
  suggestions: string[];
}

export interface ClassroomAnalyser {
  analyse(request: ClassroomAnalysisRequest): Promise<ClassroomJudgement>;
}
