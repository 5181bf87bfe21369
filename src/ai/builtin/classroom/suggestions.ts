import {
  type LabelledLesson,
  PRESS_MOVES,
  STUDENT_REASONING_MOVES,
  TARGETS,
  UPTAKE_MOVES,
  withMoves,
} from 'src/ai/builtin/classroom/lesson-indicators';

const MAX_QUOTE = 160;
const pct = (value: number) => `${Math.round(value * 100)}%`;

/** A sentence as the teacher said it, cut at a word boundary when it is long. */
function quote(text: string): string {
  if (text.length <= MAX_QUOTE) return `"${text}"`;
  const cut = text.slice(0, MAX_QUOTE);
  return `"${cut.slice(0, Math.max(cut.lastIndexOf(' '), 40))} …"`;
}

/**
 * Concrete advice from the lesson's own figures and sentences (docs/class-track.md
 * "Suggestions"): each rule fires below a research target and cites the count and a quote.
 * A lesson that meets every target gets what went well, with the same citations.
 */
export function suggest(lesson: LabelledLesson): string[] {
  const { sentences, figures } = lesson.request;
  const text = (index: number) => sentences[index].text;
  const questions = figures.questions;
  const open = questions.filter((_, at) => lesson.kinds[at] === 'open');
  const closed = questions.filter((_, at) => lesson.kinds[at] === 'closed');
  const teacherSentences = sentences.filter((sentence) => sentence.role === 'teacher').length;
  const studentClaims = withMoves(lesson, STUDENT_REASONING_MOVES);
  const studentSentences = sentences.flatMap((sentence, index) =>
    sentence.role === 'student' ? [index] : [],
  );
  const out: string[] = [];
  const praise: string[] = [];

  if (questions.length === 0) {
    out.push(
      `No teacher question was found in ${teacherSentences} teacher sentences; plan three or four questions that ask students to explain, e.g. "Why do you think that?" or "How do you know?".`,
    );
  } else if (open.length / questions.length < TARGETS.openShare * 0.8) {
    const shortest = [...closed].sort((a, b) => text(a).length - text(b).length)[0];
    out.push(
      `${open.length} of ${questions.length} questions were open; try following a closed question such as ${quote(text(shortest))} with "How did you work that out?" or "Why do you think so?".`,
    );
  } else {
    praise.push(
      `${open.length} of ${questions.length} questions were open, e.g. ${quote(text(open[0]))}.`,
    );
  }

  const studentShare = 1 - figures.teacherTalkRatio;
  if (studentShare < TARGETS.studentShare * 0.75) {
    const unit = figures.timed
      ? `${figures.teacherSeconds} of ${Math.round((figures.teacherSeconds + figures.studentSeconds) * 10) / 10} seconds of speech`
      : `${figures.teacherWords} of ${figures.teacherWords + figures.studentWords} words`;
    const longest = sentences
      .map((sentence, index) => ({ sentence, index }))
      .filter((item) => item.sentence.role === 'teacher')
      .sort((a, b) => b.sentence.text.length - a.sentence.text.length)[0];
    out.push(
      `The teacher spoke ${pct(figures.teacherTalkRatio)} of the lesson (${unit}); hand more of the talk to students, e.g. turn an explanation such as ${quote(longest.sentence.text)} into a think-pair-share.`,
    );
  } else {
    praise.push(
      `Students had ${pct(studentShare)} of the talk across ${figures.studentTurns} turns.`,
    );
  }

  if (figures.meanWaitSeconds !== null && figures.waitTimes.length > 0) {
    const shortest = [...figures.waitTimes].sort((a, b) => a.seconds - b.seconds)[0];
    if (figures.meanWaitSeconds < TARGETS.waitSeconds) {
      out.push(
        `The mean wait after ${figures.waitTimes.length} questions was ${figures.meanWaitSeconds} s; after ${quote(text(shortest.sentence))} the next voice came after ${shortest.seconds} s. Wait at least ${TARGETS.waitSeconds} s before taking an answer.`,
      );
    } else praise.push(`The mean wait after questions was ${figures.meanWaitSeconds} s.`);
  }

  const speakers = figures.distinctStudentSpeakers;
  if (figures.studentTurns >= 6 && speakers > 0 && speakers <= 2) {
    out.push(
      `Only ${speakers} student${speakers === 1 ? '' : 's'} spoke in ${figures.studentTurns} student turns; invite others by name or use no-hands-up questioning.`,
    );
  }

  const press = withMoves(lesson, PRESS_MOVES);
  if (press.length === 0 && studentSentences.length > 0) {
    const answer = studentClaims[0] ?? studentSentences[0];
    out.push(
      `No teacher sentence pressed for reasoning or accuracy; after a student answer such as ${quote(text(answer))}, ask "Why do you think that?" or "How do you know?".`,
    );
  } else if (press.length > 0) {
    praise.push(
      `${press.length} teacher sentences pressed for reasoning or accuracy, e.g. ${quote(text(press[0]))}.`,
    );
  }

  const uptake = withMoves(lesson, UPTAKE_MOVES);
  if (uptake.length === 0 && studentSentences.length >= 3) {
    const answer = [...studentSentences].sort((a, b) => text(b).length - text(a).length)[0];
    out.push(
      `No student idea was revoiced or restated; build on answers such as ${quote(text(answer))} with "So you're saying … — who can add to that?".`,
    );
  }

  const wpm = figures.teacherWordsPerMinute;
  const [, fast] = TARGETS.wordsPerMinute;
  if (wpm !== null && wpm > fast + 20) {
    out.push(`The teacher spoke at ${wpm} words per minute; slow down and pause after key ideas.`);
  }

  return out.length > 0 ? out : praise.map((line) => `Keep it up: ${line}`);
}
