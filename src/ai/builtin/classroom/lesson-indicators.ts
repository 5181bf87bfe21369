import {
  type Exchange,
  exchanges,
  givesReason,
  quote,
  UPTAKE_KINDS,
  wordCount,
} from 'src/ai/builtin/classroom/lesson-reading';
import type { TalkMove } from 'src/ai/ports/talk-moves';
import type { ClassroomAnalysisRequest, QuestionKind } from 'src/ai/ports/classroom-analysis.port';

/** What rubric criteria can be measured against: each 0–1 with the sentences that show it. */
export type IndicatorName =
  'questioning' | 'participation' | 'wait_time' | 'reasoning' | 'uptake' | 'pacing';

export interface Indicator {
  name: IndicatorName;
  /** 0–1; null when the lesson cannot show it (no questions, no cue times). */
  value: number | null;
  /** How the value was reached, with the lesson's numbers and quotes. */
  because: string;
  /** Sentence indexes that show it, the ones that best explain the value first. */
  evidence: number[];
}

/**
 * Where a measure reaches each quarter of the scale, so the top needs the exemplary anchor; anchors
 * from classroom-discourse research (docs/class-track.md "Rubric scores").
 */
export const ANCHORS = {
  /** Share of teacher questions that are open. */
  openShare: [0, 0.1, 0.25, 0.4, 0.6],
  /** Students' share of the talk. */
  studentShare: [0.05, 0.15, 0.25, 0.35, 0.45],
  /** Mean words per student contribution. */
  studentWords: [1, 3, 5, 8, 12],
  /** Mean seconds before the next voice after a question. */
  waitSeconds: [0.5, 1, 2, 3, 4],
  /** Share of student contributions that give a reason. */
  reasonShare: [0, 0.1, 0.2, 0.35, 0.5],
  /** Teacher presses for reasoning per student contribution. */
  pressShare: [0, 0.05, 0.15, 0.25, 0.4],
  /** Share of student contributions the teacher builds on, presses or relates. */
  uptakeShare: [0, 0.1, 0.25, 0.4, 0.6],
} as const;

/** Teacher words per minute that score 1; 0 sixty words outside. */
export const PACE = [110, 160] as const;

/** The measure placed on 0–1 by its anchors, linearly between them. */
export function grade(value: number, anchors: readonly number[]): number {
  if (value <= anchors[0]) return 0;
  const step = 1 / (anchors.length - 1);
  for (let at = 1; at < anchors.length; at++) {
    if (value <= anchors[at]) {
      return (at - 1 + (value - anchors[at - 1]) / (anchors[at] - anchors[at - 1])) * step;
    }
  }
  return 1;
}

const pct = (value: number) => `${Math.round(value * 100)}%`;
const times = (count: number) => (count === 1 ? 'once' : `${count} times`);
const round1 = (value: number) => Math.round(value * 10) / 10;

export interface LabelledLesson {
  request: ClassroomAnalysisRequest;
  moves: TalkMove[];
  kinds: QuestionKind[];
}

/** The lesson read once for indicators and suggestions. */
export interface LessonReading {
  exchanges: Exchange[];
  open: number[];
  closed: number[];
  /** Student contributions (first sentence index) that give a reason. */
  reasons: number[];
  /** Teacher sentences that press for the reasoning behind a student's answer. */
  presses: number[];
}

export function readLesson(lesson: LabelledLesson): LessonReading {
  const { sentences, figures } = lesson.request;
  const all = exchanges(sentences);
  const reasons = all.flatMap((exchange) =>
    exchange.student.filter(
      (index) => givesReason(sentences[index].text) || lesson.moves[index] === 'providing_evidence',
    ),
  );
  const presses = all.flatMap((exchange) =>
    exchange.reply.filter((item) => item.kind === 'presses').map((item) => item.index),
  );
  return {
    exchanges: all,
    open: figures.questions.filter((_, at) => lesson.kinds[at] === 'open'),
    closed: figures.questions.filter((_, at) => lesson.kinds[at] === 'closed'),
    reasons,
    presses,
  };
}

const contributionText = (lesson: LabelledLesson, exchange: Exchange) =>
  exchange.student.map((index) => lesson.request.sentences[index].text).join(' ');

export function indicators(lesson: LabelledLesson, reading = readLesson(lesson)): Indicator[] {
  const { sentences, figures } = lesson.request;
  const text = (index: number) => sentences[index].text;
  const { open, closed } = reading;
  const questions = figures.questions;
  const contributions = reading.exchanges;
  const studentShare = 1 - figures.teacherTalkRatio;
  const meanWords = contributions.length
    ? contributions.reduce((sum, item) => sum + wordCount(contributionText(lesson, item)), 0) /
      contributions.length
    : 0;
  const byWords = [...contributions].sort(
    (a, b) =>
      wordCount(contributionText(lesson, b)) - wordCount(contributionText(lesson, a)) ||
      a.student[0] - b.student[0],
  );
  const participation = contributions.length
    ? (grade(studentShare, ANCHORS.studentShare) + grade(meanWords, ANCHORS.studentWords)) / 2
    : 0;
  // Uptake is judged on the contributions the teacher answered (not those a classmate answered).
  const answered = contributions.filter((item) => item.reply.length > 0);
  const taken = answered.filter((item) => item.takenUp);
  const uptakeReplies = taken.flatMap((item) =>
    item.reply.filter((reply) => UPTAKE_KINDS.includes(reply.kind)).map((reply) => reply.index),
  );
  const judgedOnly = answered.flatMap((item) => {
    const judged = item.reply.find(
      (reply) => reply.kind === 'evaluates' || reply.kind === 'repeats',
    );
    return item.takenUp || !judged ? [] : [judged.index];
  });
  const uptake = answered.length
    ? grade(taken.length / answered.length, ANCHORS.uptakeShare)
    : null;
  const reasonShare = contributions.length ? reading.reasons.length / contributions.length : 0;
  const pressShare = answered.length ? reading.presses.length / answered.length : 0;
  // Closed questions whose answer was shortest first: the clearest examples of closed questions.
  const answerTo = new Map(
    contributions.flatMap((item) =>
      item.prompt === null ? [] : [[item.prompt, wordCount(contributionText(lesson, item))]],
    ),
  );
  const clearlyClosed = [...closed].sort(
    (a, b) => (answerTo.get(a) ?? 99) - (answerTo.get(b) ?? 99) || a - b,
  );
  const reasoning = contributions.length
    ? (grade(reasonShare, ANCHORS.reasonShare) + grade(pressShare, ANCHORS.pressShare)) / 2
    : null;
  const unreasoned = byWords.filter(
    (item) => !item.student.some((index) => reading.reasons.includes(index)),
  );
  const waits = [...figures.waitTimes].sort((a, b) => a.seconds - b.seconds);
  const wpm = figures.teacherWordsPerMinute;
  const [low, high] = PACE;
  const eg = (indexes: number[]) => (indexes.length ? `, e.g. ${quote(text(indexes[0]))}` : '');
  const high_ = (value: number | null) => value !== null && value >= 0.5;

  const questioning = questions.length
    ? grade(open.length / questions.length, ANCHORS.openShare)
    : null;
  const wait =
    figures.meanWaitSeconds === null ? null : grade(figures.meanWaitSeconds, ANCHORS.waitSeconds);
  return [
    {
      name: 'questioning',
      value: questioning,
      because: questions.length
        ? `${open.length} of ${questions.length} teacher questions were open${eg(open)}; ${closed.length} closed${eg(clearlyClosed)}`
        : 'the teacher asked no questions',
      evidence: high_(questioning) ? [...open, ...clearlyClosed] : [...clearlyClosed, ...open],
    },
    {
      name: 'participation',
      value: contributions.length ? participation : 0,
      because: `students had ${pct(studentShare)} of the talk in ${contributions.length} contributions by ${figures.distinctStudentSpeakers} students, ${round1(meanWords)} word${round1(meanWords) === 1 ? '' : 's'} each on average${
        byWords.length
          ? high_(participation)
            ? `; the longest: ${quote(contributionText(lesson, byWords[0]))}`
            : `; e.g. ${quote(contributionText(lesson, byWords[byWords.length - 1]))}`
          : ''
      }`,
      evidence: (high_(participation) ? byWords : [...byWords].reverse()).map(
        (item) => item.student[0],
      ),
    },
    {
      name: 'wait_time',
      value: wait,
      because:
        figures.meanWaitSeconds === null
          ? 'wait time needs cue times'
          : `the mean wait after ${waits.length} questions was ${figures.meanWaitSeconds} s (3 s or more lets students think; Rowe 1986)${
              waits.length
                ? `; the shortest, ${waits[0].seconds} s, after ${quote(text(waits[0].sentence))}`
                : ''
            }`,
      evidence: (high_(wait) ? [...waits].reverse() : waits).map((item) => item.sentence),
    },
    {
      name: 'reasoning',
      value: reasoning,
      because: `${reading.reasons.length} of ${contributions.length} student contributions gave a reason${
        reading.reasons.length
          ? eg(reading.reasons)
          : unreasoned.length
            ? ` (e.g. ${quote(contributionText(lesson, unreasoned[0]))} gave none)`
            : ''
      }; the teacher pressed for reasoning ${times(reading.presses.length)}${eg(reading.presses)}`,
      evidence: high_(reasoning)
        ? [...reading.reasons, ...reading.presses]
        : [...unreasoned.map((item) => item.student[0]), ...reading.presses],
    },
    {
      name: 'uptake',
      value: uptake,
      because: `of ${answered.length} student contributions the teacher replied to, ${taken.length} ${taken.length === 1 ? 'was' : 'were'} built on, pressed for reasons or passed to the class${eg(uptakeReplies)}${
        judgedOnly.length
          ? `; ${judgedOnly.length} only got a judgement or a repetition${eg(judgedOnly)}, which is not uptake`
          : ''
      }`,
      evidence: high_(uptake)
        ? [...uptakeReplies, ...judgedOnly]
        : [...judgedOnly, ...uptakeReplies],
    },
    {
      name: 'pacing',
      value:
        wpm === null
          ? null
          : wpm < low
            ? Math.max(0, 1 - (low - wpm) / 60)
            : wpm > high
              ? Math.max(0, 1 - (wpm - high) / 60)
              : 1,
      because:
        wpm === null
          ? 'pacing needs cue times'
          : `the teacher spoke at ${wpm} words per minute (target ${low}–${high})`,
      evidence: sentences
        .flatMap((sentence, index) => (sentence.role === 'teacher' ? [index] : []))
        .sort((a, b) => text(b).length - text(a).length || a - b)
        .slice(0, 3),
    },
  ];
}
