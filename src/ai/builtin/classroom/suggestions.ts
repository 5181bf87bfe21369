import {
  ANCHORS,
  type LabelledLesson,
  type LessonReading,
  readLesson,
} from 'src/ai/builtin/classroom/lesson-indicators';
import {
  type Exchange,
  givesReason,
  inSecondPerson,
  MOVING_ON,
  quote,
  replyKind,
  type TimedSentence,
  UPTAKE_KINDS,
  where,
  wordCount,
} from 'src/ai/builtin/classroom/lesson-reading';
import { classifyQuestion } from 'src/ai/builtin/classroom/question-kinds';

const MAX_SUGGESTIONS = 5;
/** A student answer of this many words or fewer is a short answer. */
const SHORT_ANSWER = 4;
/** A student contribution of this many words or more has an idea to build on. */
const IDEA_WORDS = 5;
/**
 * In a lesson where students have under a quarter of the talk, a teacher stretch of this many
 * words without a student voice is a moment to hand the thinking over.
 */
const LONG_STRETCH = 15;

/** One suggestion: where it is in the lesson (for ordering) and what it says. */
interface Suggestion {
  at: number;
  text: string;
}

type Builder = (context: Context) => Suggestion[];

interface Context {
  lesson: LabelledLesson;
  reading: LessonReading;
  sentences: readonly TimedSentence[];
}

const pct = (value: number) => `${Math.round(value * 100)}%`;
const said = (context: Context, indexes: number[]) =>
  indexes.map((index) => context.sentences[index].text).join(' ');
const isUptake = (contribution: string, prompt: string, move: string) =>
  UPTAKE_KINDS.includes(replyKind(contribution, prompt, move));

const AUXILIARY =
  /^(is|are|was|were|does|do|did|can|could|will|would|should|has|have)\s+(?!(?:you|we|i|anyone|anybody|someone|somebody|everyone|everybody|they all)\b)(.+)$/i;

const AUXILIARY_START =
  /^(?:is|are|was|were|does|do|did|can|could|will|would|should|has|have|isn't|aren't|doesn't|don't)\b/i;
const LEAD_IN = /^(?:(?:so|ok(?:ay)?|now|and|right|well|alright)\b[\s,]*)+/i;

/**
 * A follow-up asking for the reasoning behind a short closed answer ("Yes." → "Why is 1/2 bigger
 * than 1/4?").
 */
export function pressFollowUp(question: string, answer: string): string {
  const asked = question.trim().replace(LEAD_IN, '');
  const reply = answer.trim().replace(/[.!?…]+$/, '');
  if (/^(?:yes|yeah|yep|yup)\b/i.test(reply)) {
    const inverted = AUXILIARY.exec(asked);
    if (inverted) return `Why ${inverted[1].toLowerCase()} ${inverted[2]}`;
    return 'Why do you think so? How could you convince someone?';
  }
  if (/^(?:no|nope|not)\b/i.test(reply)) return 'Why not? How could you check?';
  return `How do you know it's ${inSecondPerson(reply)}?`;
}

/** Closed questions answered in a word or two and then only judged: press for the reasoning. */
const closedAnswered: Builder = (context) => {
  const { reading, sentences } = context;
  const closedCount = reading.closed.length;
  const total = closedCount + reading.open.length;
  return reading.exchanges.flatMap((exchange): Suggestion[] => {
    const prompt = exchange.prompt;
    if (prompt === null || !reading.closed.includes(prompt) || exchange.takenUp) return [];
    const answer = said(context, exchange.student);
    if (wordCount(answer) > SHORT_ANSWER || exchange.reply.length === 0) return [];
    const question = sentences[prompt].text;
    // An answer that does not fit the question ("Five." to "Did everyone finish?") is not a
    // moment to build a follow-up on.
    const yesNoAnswer = /^(?:yes|yeah|yep|yup|no|nope|not)\b/i.test(answer.trim());
    if (yesNoAnswer !== AUXILIARY_START.test(question.replace(LEAD_IN, ''))) return [];
    const move = pressFollowUp(question, answer);
    // Never an example of the wrong kind: the quoted question must read as closed and the
    // offered move as open, by the classifier the analysis itself uses, and it must take the
    // answer up.
    if (classifyQuestion(question) !== 'closed' || classifyQuestion(move) !== 'open') return [];
    if (!isUptake(answer, question, move)) return [];
    const reply = sentences[exchange.reply[0].index];
    const judged = ['evaluates', 'repeats'].includes(exchange.reply[0].kind);
    return [
      {
        at: prompt,
        text: `${capital(where(sentences[prompt]))} asked ${quote(question)}, a closed question (${closedCount} of ${total} questions were closed), ${sentences[exchange.student[0]].speaker} answered ${quote(answer)} and the reply ${quote(reply.text)} ${judged ? 'only judged the answer' : 'moved on'}. Before judging, ask for the reasoning: ${quote(move)}`,
      },
    ];
  });
};

/** A student's idea answered with "Good." or passed over: revoice it, or press for a reason. */
const ideaPassedOver: Builder = (context) => {
  const { reading, sentences } = context;
  return reading.exchanges.flatMap((exchange: Exchange): Suggestion[] => {
    const contribution = said(context, exchange.student);
    if (exchange.takenUp || exchange.reply.length === 0 || wordCount(contribution) < IDEA_WORDS)
      return [];
    const prompt = exchange.prompt === null ? '' : sentences[exchange.prompt].text;
    const last = sentences[exchange.student[exchange.student.length - 1]];
    const reasoned = givesReason(contribution);
    const idea = inSecondPerson(last.text);
    if (wordCount(idea) < 3) return [];
    const move = reasoned
      ? `So you're saying ${idea}. Who can add to that?`
      : `Why do you think ${idea}?`;
    if (!reasoned && classifyQuestion(move) !== 'open') return [];
    if (!isUptake(contribution, prompt, move)) return [];
    const reply = sentences[exchange.reply[0].index];
    const judged = ['evaluates', 'repeats'].includes(exchange.reply[0].kind);
    return [
      {
        at: exchange.student[0],
        text: `${capital(where(sentences[exchange.student[0]]))} said ${quote(contribution)} and the reply ${quote(reply.text)} ${judged ? 'only judged it' : 'went on without it'}. ${
          reasoned
            ? 'Revoice the idea and hand it to the class'
            : 'Ask for the reason behind the idea'
        }: ${quote(move)}`,
      },
    ];
  });
};

const IMPERATIVE = new RegExp(`${MOVING_ON.source}|^(?:so|do)\\b`, 'i');

/** The longest teacher stretch without a student voice, when the teacher dominates the talk. */
const lectureStretch: Builder = (context) => {
  const { sentences, lesson } = context;
  const ratio = lesson.request.figures.teacherTalkRatio;
  if (1 - ratio >= ANCHORS.studentShare[2]) return [];
  const words = (indexes: number[]) => wordCount(said(context, indexes));
  const statementIn = (run: number[]) =>
    run.find(
      (index) =>
        !/\?\s*$/.test(sentences[index].text) &&
        !IMPERATIVE.test(sentences[index].text.trim()) &&
        /\b(?:is|are|means|has|have|equals|makes|gives|tells|shows)\b/i.test(
          sentences[index].text,
        ) &&
        wordCount(sentences[index].text) >= 4,
    );
  const stretches: number[][] = [];
  let run: number[] = [];
  for (let index = 0; index <= sentences.length; index++) {
    if (index < sentences.length && sentences[index].role === 'teacher') run.push(index);
    else {
      if (words(run) >= LONG_STRETCH) stretches.push(run);
      run = [];
    }
  }
  // The longest stretch that explains something (a statement to turn into a question), else the
  // longest.
  const [best] = stretches.sort(
    (a, b) =>
      Number(statementIn(b) !== undefined) - Number(statementIn(a) !== undefined) ||
      words(b) - words(a) ||
      a[0] - b[0],
  );
  if (!best) return [];
  const statement = statementIn(best);
  const move =
    statement === undefined
      ? 'Turn to your partner: what do you think is the most important idea so far, and why?'
      : `Turn to your partner: how would you explain why ${inSecondPerson(sentences[statement].text)}?`;
  if (classifyQuestion(move) !== 'open') return [];
  const cited =
    statement ??
    [...best].sort((a, b) => wordCount(sentences[b].text) - wordCount(sentences[a].text))[0];
  return [
    {
      at: best[0],
      text: `${capital(where(sentences[best[0]]))} spoke ${words(best)} words without a student voice (the teacher had ${pct(ratio)} of the talk), including ${quote(sentences[cited].text)}. Stop there and hand the thinking to the students: ${quote(move)}`,
    },
  ];
};

/** Questions answered within a second or two. */
const shortWait: Builder = (context) => {
  const { figures } = context.lesson.request;
  if (figures.meanWaitSeconds === null || figures.meanWaitSeconds >= ANCHORS.waitSeconds[3])
    return [];
  return [...figures.waitTimes]
    .filter((wait) => wait.seconds < 2)
    .sort((a, b) => a.seconds - b.seconds || a.sentence - b.sentence)
    .slice(0, 2)
    .map((wait) => ({
      at: wait.sentence,
      text: `${capital(where(context.sentences[wait.sentence]))} asked ${quote(context.sentences[wait.sentence].text)} and ${wait.nextSpeaker} spoke after ${wait.seconds} s (mean wait ${figures.meanWaitSeconds} s). Ask it, then say "Think quietly first; I'll wait for a few hands." and wait at least 3 seconds before taking an answer.`,
    }));
};

/** One student answering most of the time. */
const fewVoices: Builder = (context) => {
  const { reading, sentences } = context;
  const contributions = reading.exchanges;
  if (contributions.length < 4) return [];
  const counts = new Map<string, number[]>();
  contributions.forEach((exchange, at) => {
    const speaker = sentences[exchange.student[0]].speaker;
    counts.set(speaker, [...(counts.get(speaker) ?? []), at]);
  });
  const [speaker, turns] = [...counts].sort((a, b) => b[1].length - a[1].length)[0];
  if (turns.length / contributions.length <= 0.5 || turns.length < 3) return [];
  const third = contributions[turns[2]];
  const prompt = third.prompt;
  if (prompt === null || sentences[prompt].role !== 'teacher') return [];
  return [
    {
      at: prompt,
      text: `${capital(where(sentences[prompt]))} asked ${quote(sentences[prompt].text)} and ${speaker} answered again, the ${turns.length === contributions.length ? 'only student to answer' : `student in ${turns.length} of ${contributions.length} answers`}. Before taking an answer, say "Talk to your partner for thirty seconds; then I'll ask someone who hasn't spoken yet."`,
    },
  ];
};

/** When little needs changing: the best moment of uptake, and how to take it one step further. */
const keepDoing: Builder = (context) => {
  const { reading, sentences } = context;
  return reading.exchanges
    .filter((exchange) => exchange.takenUp)
    .sort(
      (a, b) =>
        wordCount(said(context, b.student)) - wordCount(said(context, a.student)) ||
        a.student[0] - b.student[0],
    )
    .slice(0, 2)
    .flatMap((exchange): Suggestion[] => {
      const reply = exchange.reply.find((item) => UPTAKE_KINDS.includes(item.kind));
      if (!reply) return [];
      const speaker = sentences[exchange.student[0]].speaker;
      const contribution = said(context, exchange.student);
      const move = `Who can put ${speaker}'s idea in your own words?`;
      if (replyKind(contribution, '', move) !== 'relates') return [];
      return [
        {
          at: reply.index,
          text: `Keep doing this: ${where(sentences[reply.index])} took up ${speaker}'s ${quote(contribution)} with ${quote(sentences[reply.index].text)}. Next time also pass the idea to the class: ${quote(move)}`,
        },
      ];
    });
};

const capital = (text: string) => text[0].toUpperCase() + text.slice(1);

/**
 * Up to five suggestions, each quoting a lesson moment with a better move, checked by the same
 * classifiers the analysis uses (docs/class-track.md "Suggestions").
 */
export function suggest(lesson: LabelledLesson, reading = readLesson(lesson)): string[] {
  const context: Context = { lesson, reading, sentences: lesson.request.sentences };
  const kinds = [closedAnswered, ideaPassedOver, lectureStretch, shortWait, fewVoices].map(
    (build) => build(context),
  );
  const chosen: Suggestion[] = [];
  for (let round = 0; chosen.length < MAX_SUGGESTIONS; round++) {
    const taken = kinds.filter((items) => round < items.length);
    if (taken.length === 0) break;
    for (const items of taken) {
      // One suggestion per moment: the first kind that found something there.
      const item = items[round];
      if (chosen.length < MAX_SUGGESTIONS && !chosen.some((other) => other.at === item.at))
        chosen.push(item);
    }
  }
  if (chosen.length < 3) {
    for (const item of keepDoing(context)) {
      if (chosen.length < 3 && !chosen.some((other) => other.at === item.at)) chosen.push(item);
    }
  }
  return chosen.sort((a, b) => a.at - b.at).map((item) => item.text);
}
