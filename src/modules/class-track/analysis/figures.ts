import type { LessonFigures, WaitTime } from 'src/ai/ports/classroom-analysis.port';
import { isQuestion, type LessonSentence } from 'src/modules/class-track/analysis/lesson';
import { isGroupLabel } from 'src/modules/class-track/transcript/speaker-roles';
import type { Transcript, Utterance } from 'src/modules/class-track/transcript/transcript';
import { countWords } from 'src/modules/class-track/transcript/words';

/**
 * Without cue times, seconds of speech are estimated from words at this rate (a typical
 * classroom speaking rate, between conversational ~150 and read-aloud ~120 words per minute).
 */
export const UNTIMED_WORDS_PER_MINUTE = 130;

const round = (value: number, places: number) => Number(value.toFixed(places));
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const duration = (utterance: Utterance) =>
  Math.max(0, (utterance.end ?? 0) - (utterance.start ?? 0));

/** The figures we measure ourselves (docs/class-track.md says how each is measured). */
export function measureLesson(transcript: Transcript, sentences: LessonSentence[]): LessonFigures {
  const { utterances, timed } = transcript;
  const words = utterances.map((utterance) => countWords(utterance.text));
  const wordsOf = (role: Utterance['role']) =>
    sum(words.filter((_, index) => utterances[index].role === role));
  const teacherWords = wordsOf('teacher');
  const studentWords = wordsOf('student');

  const secondsOf = (role: Utterance['role']) =>
    timed
      ? sum(utterances.filter((item) => item.role === role).map(duration))
      : ((role === 'teacher' ? teacherWords : studentWords) * 60) / UNTIMED_WORDS_PER_MINUTE;
  const teacherSeconds = secondsOf('teacher');
  const studentSeconds = secondsOf('student');
  const spoken = timed ? teacherSeconds + studentSeconds : teacherWords + studentWords;
  const teacherShare = timed ? teacherSeconds : teacherWords;

  const span = timed ? lessonSpan(utterances) : null;
  const students = new Set(
    utterances
      .filter((item) => item.role === 'student' && !isGroupLabel(item.speaker))
      .map((item) => item.speaker),
  );
  const questions = sentences.flatMap((sentence, index) => (isQuestion(sentence) ? [index] : []));
  const waits = timed ? waitTimes(utterances, sentences, questions) : [];
  return {
    timed,
    teacherSeconds: round(teacherSeconds, 1),
    studentSeconds: round(studentSeconds, 1),
    silenceSeconds: span === null ? null : round(span.total - span.covered, 1),
    teacherTalkRatio: spoken > 0 ? round(teacherShare / spoken, 3) : 0,
    teacherWords,
    studentWords,
    studentTurns: studentTurns(utterances),
    distinctStudentSpeakers: students.size,
    questions,
    waitTimes: waits,
    meanWaitSeconds:
      waits.length > 0 ? round(sum(waits.map((wait) => wait.seconds)) / waits.length, 2) : null,
    teacherWordsPerMinute:
      timed && teacherSeconds > 0 ? round((teacherWords * 60) / teacherSeconds, 1) : null,
    lessonMinutes: span === null ? null : round(span.total / 60, 2),
  };
}

/** A student turn: a run of consecutive utterances of one student speaker. */
function studentTurns(utterances: Utterance[]): number {
  return utterances.filter(
    (item, index) =>
      item.role === 'student' && (index === 0 || utterances[index - 1].speaker !== item.speaker),
  ).length;
}

/** From the first cue's start to the last cue's end, and how much of it some cue covers. */
function lessonSpan(utterances: Utterance[]) {
  const intervals = utterances
    .map((item) => [item.start ?? 0, item.end ?? 0] as const)
    .sort((a, b) => a[0] - b[0]);
  let covered = 0;
  let [from, to] = intervals[0];
  for (const [start, end] of intervals.slice(1)) {
    if (start > to) {
      covered += to - from;
      [from, to] = [start, end];
    } else to = Math.max(to, end);
  }
  covered += to - from;
  const total = Math.max(...intervals.map(([, end]) => end)) - intervals[0][0];
  return { total, covered };
}

/**
 * Wait time after each cue-ending teacher question: the gap to the next cue. Questions followed by
 * more teacher words in the cue, or ending the lesson, have no measurable pause and are skipped.
 */
function waitTimes(utterances: Utterance[], sentences: LessonSentence[], questions: number[]) {
  const waits: WaitTime[] = [];
  for (const index of questions) {
    const sentence = sentences[index];
    const next = utterances[sentence.utterance + 1];
    if (!sentence.endsUtterance || !next) continue;
    const here = utterances[sentence.utterance];
    waits.push({
      sentence: index,
      seconds: round(Math.max(0, (next.start ?? 0) - (here.end ?? 0)), 2),
      nextSpeaker: next.speaker,
      nextRole: next.role,
    });
  }
  return waits;
}
