import type { ClassroomSentence, TalkMove } from 'src/ai/builtin/classroom/talk-moves';
import type { ClassroomAnalysisRequest, QuestionKind } from 'src/ai/ports/classroom-analysis.port';

/** What rubric criteria can be measured against: each 0–1 with the sentences that show it. */
export type IndicatorName =
  'questioning' | 'participation' | 'wait_time' | 'reasoning' | 'uptake' | 'pacing';

export interface Indicator {
  name: IndicatorName;
  /** 0–1; null when the lesson cannot show it (no questions, no cue times). */
  value: number | null;
  /** How the value was reached, with the lesson's numbers. */
  because: string;
  /** Sentence indexes that show it, best first. */
  evidence: number[];
}

/**
 * Targets from classroom-discourse research, used to put each figure on 0–1: half of the
 * questions open; students at least 40 % of the talk; 3 s of wait time (Rowe 1986); a press for
 * reasoning or accuracy in one teacher sentence of ten; one revoicing, restating or relating
 * move per three student turns; the teacher speaking at 110–160 words a minute.
 */
export const TARGETS = {
  openShare: 0.5,
  studentShare: 0.4,
  waitSeconds: 3,
  pressShare: 0.1,
  uptakePerStudentTurn: 1 / 3,
  wordsPerMinute: [110, 160] as const,
};

const clamp01 = (value: number) => Math.max(0, Math.min(1, value));
const pct = (value: number) => `${Math.round(value * 100)}%`;

export interface LabelledLesson {
  request: ClassroomAnalysisRequest;
  moves: TalkMove[];
  kinds: QuestionKind[];
}

export const PRESS_MOVES: readonly TalkMove[] = ['press_for_reasoning', 'press_for_accuracy'];
export const UPTAKE_MOVES: readonly TalkMove[] = [
  'revoicing',
  'restating',
  'getting_students_to_relate',
];
export const STUDENT_REASONING_MOVES: readonly TalkMove[] = [
  'providing_evidence',
  'making_a_claim',
];

/** Sentence indexes labelled with one of `moves`. */
export const withMoves = (lesson: LabelledLesson, moves: readonly TalkMove[]) =>
  lesson.moves.flatMap((move, index) => (moves.includes(move) ? [index] : []));

const byLength = (sentences: readonly ClassroomSentence[]) => (a: number, b: number) =>
  sentences[b].text.length - sentences[a].text.length || a - b;

export function indicators(lesson: LabelledLesson): Indicator[] {
  const { sentences, figures } = lesson.request;
  const questions = figures.questions;
  const open = questions.filter((_, at) => lesson.kinds[at] === 'open');
  const closed = questions.filter((_, at) => lesson.kinds[at] === 'closed');
  const teacherSentences = sentences.filter((sentence) => sentence.role === 'teacher').length;
  const studentSentences = sentences.flatMap((sentence, index) =>
    sentence.role === 'student' ? [index] : [],
  );
  const press = withMoves(lesson, PRESS_MOVES);
  const studentReasoning = withMoves(lesson, STUDENT_REASONING_MOVES);
  const uptake = withMoves(lesson, UPTAKE_MOVES);
  const studentShare = 1 - figures.teacherTalkRatio;
  const waits = [...figures.waitTimes].sort((a, b) => b.seconds - a.seconds);
  const wpm = figures.teacherWordsPerMinute;
  const [low, high] = TARGETS.wordsPerMinute;

  return [
    {
      name: 'questioning',
      value: questions.length ? clamp01(open.length / questions.length / TARGETS.openShare) : null,
      because: `${open.length} of ${questions.length} teacher questions were open (target ${pct(TARGETS.openShare)})`,
      evidence: [...open, ...closed],
    },
    {
      name: 'participation',
      value: clamp01(studentShare / TARGETS.studentShare),
      because: `students had ${pct(studentShare)} of the talk over ${figures.studentTurns} turns by ${figures.distinctStudentSpeakers} students (target ${pct(TARGETS.studentShare)})`,
      evidence: [...studentSentences].sort(byLength(sentences)),
    },
    {
      name: 'wait_time',
      value:
        figures.meanWaitSeconds === null
          ? null
          : clamp01(figures.meanWaitSeconds / TARGETS.waitSeconds),
      because:
        figures.meanWaitSeconds === null
          ? 'wait time needs cue times'
          : `the mean wait after ${waits.length} questions was ${figures.meanWaitSeconds} s (target ${TARGETS.waitSeconds} s)`,
      evidence: waits.map((wait) => wait.sentence),
    },
    {
      name: 'reasoning',
      value: teacherSentences
        ? clamp01(
            (press.length / teacherSentences / TARGETS.pressShare +
              (studentSentences.length
                ? studentReasoning.length / studentSentences.length / 0.5
                : 0)) /
              2,
          )
        : null,
      because: `${press.length} of ${teacherSentences} teacher sentences pressed for reasoning or accuracy; ${studentReasoning.length} of ${studentSentences.length} student sentences made a claim or gave evidence`,
      evidence: [...press, ...studentReasoning].sort((a, b) => a - b),
    },
    {
      name: 'uptake',
      value: figures.studentTurns
        ? clamp01(uptake.length / figures.studentTurns / TARGETS.uptakePerStudentTurn)
        : null,
      because: `${uptake.length} teacher sentences revoiced, restated or related students' ideas over ${figures.studentTurns} student turns`,
      evidence: uptake,
    },
    {
      name: 'pacing',
      value:
        wpm === null
          ? null
          : wpm < low
            ? clamp01(1 - (low - wpm) / 60)
            : wpm > high
              ? clamp01(1 - (wpm - high) / 60)
              : 1,
      because:
        wpm === null
          ? 'pacing needs cue times'
          : `the teacher spoke at ${wpm} words per minute (target ${low}–${high})`,
      evidence: sentences
        .flatMap((sentence, index) => (sentence.role === 'teacher' ? [index] : []))
        .sort(byLength(sentences))
        .slice(0, 3),
    },
  ];
}
