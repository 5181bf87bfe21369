import type { ItsFunction } from 'wink-nlp';
import { its, readDoc } from 'src/ai/builtin/nlp';
import { classifyQuestion } from 'src/ai/builtin/classroom/question-kinds';
import type { ClassroomSentence } from 'src/ai/ports/talk-moves';
import type { ClassroomAnalysisSentence } from 'src/ai/ports/classroom-analysis.port';

// wink-nlp's typings declare `its.lemma` with an extra `addons` parameter that `out` accepts.
const LEMMA = its.lemma as unknown as ItsFunction<string>;

/** Words that only judge an answer: a reply made of these (and the answer) takes nothing up. */
const EVALUATION =
  /\b(?:yes|yeah|yep|no|nope|correct|incorrect|right|wrong|good|great|excellent|brilliant|perfect|lovely|nice|super|fantastic|awesome|exactly|ok|okay|alright|well done|good job|nice work|thank you|thanks|that's it|that is it|that's right|that is right|very|absolutely|true|false|mm+|hm+|uh-huh|um+|so|and|now|is|it|that|the|a|an|yes it is|it is)\b/gi;

/** Questions and prompts that ask other students to respond to a classmate's idea. */
const RELATING =
  /\b(?:(?:dis)?agree(?:s|d)?|add (?:on )?to|build on|say (?:that|it|this) (?:again )?in (?:your|their) own words|put (?:that|it|this|\w+'s idea) in (?:your|their) own words|respond to|same as \w+|different from \w+'s|what do (?:you|others|we) think (?:about|of) (?:what|\w+'s)|who (?:else )?(?:can|could) (?:explain|repeat|restate) \w+'s)\b/i;

/** How a teacher sentence that turns to the next thing starts (instructions, transitions). */
export const MOVING_ON =
  /^(?:let's|let us|now|ok(?:ay)?|right|copy|write|turn|look|open|remember|listen|take|put|get|make sure|don't|please|today|first|next|then|moving on)\b/i;

/** Words that say a student's idea back to them or to the class. */
const REVOICING =
  /\b(?:so you(?:'re| are) saying|are you saying|you said|you mean|do you mean|you think|you're predicting|[A-Z]\w+ (?:says|said|thinks|is saying|means|suggests|predicts))\b/;

/** Words that give a reason in a student's sentence. */
const REASON =
  /\b(?:because|cause|'cause|since|so that|that means|which means|means that|if\b.+\b(?:then|you get|it|we get)|therefore|the reason|for example|for instance|otherwise|as long as|when you)\b/i;

export type TimedSentence = ClassroomAnalysisSentence;

/** Content words of a text: lower-cased lemmas of its words that are not stop words, and its numbers. */
export function contentWords(text: string): Set<string> {
  return new Set(
    readDoc(text.toLowerCase().replace(/[’‘]/g, "'"))
      .tokens()
      .filter((token) => {
        const type = token.out(its.type);
        return type === 'number' || (type === 'word' && !token.out(its.stopWordFlag));
      })
      .out(LEMMA),
  );
}

export const wordCount = (text: string) =>
  text.match(/[\p{L}\p{N}]+(?:['’]\p{L}+)*/gu)?.length ?? 0;

/** True when a sentence does nothing but judge or acknowledge ("Correct.", "Good, well done."). */
export function onlyEvaluates(text: string, answer = ''): boolean {
  let rest = ` ${text.toLowerCase().replace(/[’‘]/g, "'")} `;
  for (const word of contentWords(answer))
    rest = rest.replace(new RegExp(`\\b${escape(word)}s?\\b`, 'g'), ' ');
  for (const word of answer.toLowerCase().match(/[\p{L}\p{N}/]+/gu) ?? []) {
    rest = rest.replace(
      new RegExp(`(?<![\\p{L}\\p{N}])${escape(word)}(?![\\p{L}\\p{N}])`, 'gu'),
      ' ',
    );
  }
  rest = rest
    .replace(EVALUATION, ' ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  return rest.length === 0;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A student's sentence that gives a reason ("because …", "if … then …", "that means …"). */
export const givesReason = (text: string) => REASON.test(text);

/** What a teacher's reply does with the student contribution before it. */
export type ReplyKind =
  /** Revoices or extends the student's own content words. */
  | 'builds_on'
  /** Asks for the reasoning behind the answer (an open question). */
  | 'presses'
  /** Asks other students to respond to the idea ("Who agrees with Aisha?"). */
  | 'relates'
  /** Only judges it ("Correct.", "Good."). */
  | 'evaluates'
  /** Repeats a short answer, perhaps with a judgement ("Numerator. Good."). */
  | 'repeats'
  /** Goes on without referring to it. */
  | 'moves_on';

export const UPTAKE_KINDS: readonly ReplyKind[] = ['builds_on', 'presses', 'relates'];

/** How one teacher sentence replies to a student contribution (docs/class-track.md "Uptake"). */
export function replyKind(contribution: string, prompt: string, reply: string): ReplyKind {
  const answerWords = wordCount(contribution);
  const asked = contentWords(prompt);
  const said = contentWords(contribution);
  const own = [...said].filter((word) => !asked.has(word));
  const replyWords = contentWords(reply);
  const shared = own.filter((word) => replyWords.has(word));
  if (/\?\s*$/.test(reply) && RELATING.test(reply)) return 'relates';
  if (
    RELATING.test(reply) &&
    /\b(?:who|anyone|everyone|someone|somebody|you all|class)\b/i.test(reply)
  )
    return 'relates';
  const asks = /\?\s*$/.test(reply);
  if (asks && classifyQuestion(reply) === 'open') return 'presses';
  // "Is that right?" asks rather than judges; it is not counted as a judgement either.
  if (onlyEvaluates(reply, contribution)) {
    if (asks) return 'moves_on';
    return onlyEvaluates(reply) ? 'evaluates' : 'repeats';
  }
  const added = [...replyWords].filter((word) => !said.has(word));
  // A closed question about the student's words ("Is the nail made of metal?") checks a fact;
  // it builds on the idea only when it says the idea back ("So you're saying …?").
  // A statement needs two of the student's own words, or one with a revoicing marker, so that a
  // teacher explanation sharing a word by chance is not taken for uptake.
  const revoices = REVOICING.test(reply);
  if (
    answerWords >= 3 &&
    (added.length > 0 || shared.length >= 2) &&
    (revoices ? shared.length >= 1 : !asks && shared.length >= 2)
  )
    return 'builds_on';
  if (shared.length > 0 && added.length === 0) return 'repeats';
  return 'moves_on';
}

/** A student contribution (one student's consecutive sentences) and the teacher's reply to it. */
export interface Exchange {
  /** Sentence indexes of the contribution. */
  student: number[];
  /** The teacher's sentence before the students spoke (the prompt), if any. */
  prompt: number | null;
  /**
   * The first teacher sentences after it (at most three), each with what it does with the
   * students' words since the prompt; empty when another student speaks next.
   */
  reply: { index: number; kind: ReplyKind }[];
  /** True when some reply sentence builds on, presses or relates. */
  takenUp: boolean;
}

const REPLY_SENTENCES = 3;

/**
 * Each student contribution with the teacher's reply; the reply belongs to the last of consecutive
 * students but is read against all their words (a revoicing may take up the first).
 */
export function exchanges(sentences: readonly ClassroomSentence[]): Exchange[] {
  const out: Exchange[] = [];
  let at = 0;
  while (at < sentences.length) {
    if (sentences[at].role !== 'student') {
      at += 1;
      continue;
    }
    const prompt = at > 0 ? at - 1 : null;
    const run: number[][] = [];
    while (at < sentences.length && sentences[at].role === 'student') {
      const speaker = sentences[at].speaker;
      const mine: number[] = [];
      while (
        at < sentences.length &&
        sentences[at].role === 'student' &&
        sentences[at].speaker === speaker
      )
        mine.push(at++);
      run.push(mine);
    }
    const words = run
      .flat()
      .map((index) => sentences[index].text)
      .join(' ');
    const promptText = prompt === null ? '' : sentences[prompt].text;
    const reply: Exchange['reply'] = [];
    for (let next = at; next < sentences.length && sentences[next].role === 'teacher'; next++) {
      if (reply.length === REPLY_SENTENCES) break;
      const kind = replyKind(words, promptText, sentences[next].text);
      reply.push({ index: next, kind });
      // "Let's write that down." ends the reply: what follows is the next part of the lesson.
      if (kind === 'moves_on' && MOVING_ON.test(sentences[next].text.trim())) break;
    }
    run.forEach((student, position) => {
      const mine = position === run.length - 1 ? reply : [];
      out.push({
        student,
        prompt,
        reply: mine,
        takenUp: mine.some((item) => UPTAKE_KINDS.includes(item.kind)),
      });
    });
  }
  return out;
}

/** "12:05" or "1:02:09" from seconds. */
export function clock(seconds: number): string {
  const whole = Math.floor(seconds);
  const two = (value: number) => String(value).padStart(2, '0');
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  return hours > 0
    ? `${hours}:${two(minutes)}:${two(whole % 60)}`
    : `${two(minutes)}:${two(whole % 60)}`;
}

const MAX_QUOTE = 160;

/** A sentence quoted as spoken, cut at a word boundary when it is long. */
export function quote(text: string): string {
  if (text.length <= MAX_QUOTE) return `"${text}"`;
  const cut = text.slice(0, MAX_QUOTE);
  return `"${cut.slice(0, Math.max(cut.lastIndexOf(' '), 40))} …"`;
}

/** `at 00:42 S1` / `S1` — where a moment is, as a reader of the transcript finds it. */
export function where(sentence: TimedSentence): string {
  return typeof sentence.start === 'number'
    ? `at ${clock(sentence.start)} ${sentence.speaker}`
    : sentence.speaker;
}

const FIRST_PERSON: [RegExp, string][] = [
  [/\bI'm\b/g, "you're"],
  [/\bI am\b/g, 'you are'],
  [/\bI've\b/g, "you've"],
  [/\bI'd\b/g, "you'd"],
  [/\bI\b/g, 'you'],
  [/\bmy\b/gi, 'your'],
  [/\bmine\b/gi, 'yours'],
  [/\bmyself\b/gi, 'yourself'],
  [/\bme\b/gi, 'you'],
];

/** How a student frames an idea ("I think that", "I agree with Aisha,", "She means"). */
const FRAMING =
  /^(?:i (?:think|agree|disagree|guess|reckon|believe)(?: with \w+)?(?: that)?|(?:she|he|they|\w+) (?:means?|says?|said|thinks?)(?: that)?)[\s,:]+/i;

/**
 * A student's sentence as the teacher would say it back: fillers and framing dropped, first person
 * to second.
 */
export function inSecondPerson(text: string): string {
  let said = text
    .trim()
    .replace(/[’‘]/g, "'")
    .replace(
      /^(?:(?:um+|uh+|er+|well|yes|yeah|no|so|and|because|'cause|cause|like|okay|ok)\b[\s,.!-]*)+/i,
      '',
    )
    .replace(/[.!?…]+$/, '')
    .replace(FRAMING, '')
    .trim();
  for (const [pattern, replacement] of FIRST_PERSON) said = said.replace(pattern, replacement);
  if (/^[A-Z][a-z]/.test(said)) said = said[0].toLowerCase() + said.slice(1);
  return said;
}
