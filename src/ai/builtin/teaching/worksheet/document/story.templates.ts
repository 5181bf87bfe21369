import { mixedFeelings } from 'src/ai/builtin/teaching/worksheet/document/mixed-feelings';
import type { SourceSentence } from 'src/ai/builtin/language/text/page-sentences';
import { shuffle } from 'src/ai/builtin/seeded-random';
import type { Slot } from 'src/ai/builtin/teaching/worksheet/slot-plan';
import { singleChoice } from 'src/ai/builtin/teaching/worksheet/templates/mcq-single.templates';
import { capitalise } from 'src/ai/builtin/teaching/worksheet/text-kit';
import {
  type Draft,
  type Template,
  type WriterContext,
} from 'src/ai/builtin/teaching/worksheet/writer-context';
import {
  type Cast,
  CHARACTER,
  inQuestion,
  isCharacter,
  isEvent,
  nextEvent,
  passage,
  pickSentence,
  quoted,
  stop,
  storyCast,
} from 'src/ai/builtin/teaching/worksheet/document/narration';

/**
 * Story questions beyond recall: the next narrated event, why a character acted (motive), how a
 * character felt and how the reader knows, and a prediction at a turning point. Every key is
 * the story's own words, or says what a teacher accepts and what the story does.
 */

const OPTIONS = 3;
const SHORT_EVENT = 22;

const event = (s: SourceSentence) =>
  `${capitalise(stop(s.text.replace(/^(then|and|so|but)\b,?\s*/i, '')))}.`;

/** Events of the story far from the ones asked about: wrong options a reader rules out by reading. */
function otherEvents(ctx: WriterContext, near: readonly number[], key: string): string[] {
  const far = ctx.analysis.sentences.filter(
    (s) =>
      isEvent(s, ctx.analysis.speech) &&
      s.words.length <= SHORT_EVENT &&
      near.every((id) => Math.abs(s.id - id) > 3) &&
      event(s) !== key,
  );
  // The nearest other events: plausible, and different for each event asked about.
  const distance = (s: SourceSentence) => Math.min(...near.map((id) => Math.abs(s.id - id)));
  const nearest = [...far].sort((a, b) => distance(a) - distance(b)).slice(0, OPTIONS);
  return shuffle(nearest, ctx.random).map(event);
}

/** As a single-answer item when the slot is one, else open with the key as the model answer. */
function asked(
  ctx: WriterContext,
  slot: Slot,
  item: { question: string; answer: string; grounding: string; sentences: number[] },
  wrong: () => string[],
): Draft | null {
  const open = { ...item, options: [], terms: [] };
  if (slot.type !== 'mcq_single_answer') return open;
  const options = wrong();
  if (options.length < OPTIONS) return null;
  return singleChoice(ctx, item.question, item.answer, options, item.grounding, [], item.sentences);
}

/** "Read: "…". What happened next?" → the next sentence in which something is done. */
const whatHappenedNext: Template = {
  name: 'story-what-next',
  blooms: ['remember', 'understand', 'analyze'],
  write(ctx, slot, attempt) {
    const { sentences, speech } = ctx.analysis;
    const sentence = pickSentence(
      ctx,
      attempt,
      (s) => isEvent(s, speech) && !!nextEvent(sentences, s, 3, speech),
    );
    const after = sentence && nextEvent(sentences, sentence, 3, speech);
    if (!sentence || !after) return Promise.resolve(null);
    const answer = event(after);
    const item = {
      question: `Read this from the story: "${stop(sentence.text)}." What happened next?`,
      answer,
      grounding: passage(sentence, after),
      sentences: [sentence.id, after.id],
    };
    return Promise.resolve(
      asked(ctx, slot, item, () => otherEvents(ctx, [sentence.id, after.id], answer)),
    );
  },
};

/** "…; yet since she was so useful to him, he did not betray his feelings" → reason, doer, deed. */
const MOTIVE =
  /\b(?:since|because) (?!of\b)([^,;]{8,}?), (he|she|they|[A-Z][\w-]+(?: [A-Z][\w-]+)?|the [a-z-]+(?: [a-z-]+)?) ([a-z][^,;.!?]{4,})/;

/** "did not betray his feelings" → "not betray his feelings", with the auxiliary for "Why …?". */
function why(sentence: SourceSentence, who: string, deed: string): string | null {
  const words = deed.split(/\s+/);
  const [first, second] = words;
  const subject = inQuestion(who);
  if (/^(did|do|does)$/.test(first) && second === 'not')
    return `Why did ${subject} not ${words.slice(2).join(' ')}?`;
  if (/^(was|were|had|could)$/.test(first))
    return `Why ${first} ${subject} ${words.slice(1).join(' ')}?`;
  const verb = sentence.words.find((w) => w.lower === first && w.pos === 'VERB');
  if (!verb || verb.lemma === verb.lower) return null;
  return `Why did ${subject} ${[verb.lemma, ...words.slice(1)].join(' ')}?`;
}

/** "…, since her parents did not like him" / "… because he had loved her greatly" after the deed. */
const REASON_AFTER =
  /(?<!\b(?:long|ever)),? (?:since|because) (?!of\b|then\b|that time\b)([^;]{8,}?)[.!]?$/;
/** Two characters as one doer: "The step-mother and daughter were jealous …". */
const PAIR = /^the [a-z-]+ and (?:the |her |his )?[a-z-]+$/i;
const DEED_WORDS = 12;
const REASON_WORDS = 20;
/** Words that open a sentence before its doer: "But no sooner had they entered it than …". */
const OPENER =
  /^(?:(?:and|but|so|then|now|yet|at last|at once|soon|suddenly|(?:one|the next|that|every) (?:day|night|morning|evening))\b,?\s*)*(?:no sooner had [^,]+? than\s+)?/i;

/**
 * The doer and deed of a clause that leads to its reason: "the wife warned her husband to be on
 * his guard" → "the wife", "warned her husband …". The doer is the words before the first verb,
 * one to five of them and a character of the story.
 */
function deedBefore(
  cast: Cast,
  s: SourceSentence,
  clause: string,
): { who: string; deed: string } | null {
  const start = clause.length - clause.replace(OPENER, '').length;
  // The first verb after the opener, found where the sentence's own words stand.
  let cursor = 0;
  let cut = -1;
  for (const word of s.words) {
    const at = s.text.indexOf(word.text, cursor);
    if (at < 0 || at >= clause.length) break;
    cursor = at + word.text.length;
    if (at > start && (word.pos === 'VERB' || word.pos === 'AUX')) {
      cut = at;
      break;
    }
  }
  if (cut < 0) return null;
  const said = clause.slice(start, cut).trim();
  const who = /^(He|She|They)$/.test(said) ? said.toLowerCase() : inQuestion(said);
  const deed = clause.slice(cut).trim();
  // One deed the reason is for: "she jumped down, and said it would not be necessary, since …"
  // gives the reason of the saying, and "asked her why she wanted …, since …" of the wanting.
  const length = deed.split(/\s+/).length;
  if (/[,;:]/.test(deed) || length < 2 || length > DEED_WORDS) return null;
  if (/\b(why|whether|what|how|where|who)\b/i.test(deed)) return null;
  if (/[,;:]/.test(who) || !(CHARACTER.test(who) || PAIR.test(who)) || !isCharacter(cast, who))
    return null;
  return { who, deed };
}

/**
 * A character's reason, either way round: "since she was so useful to him, he did not betray his
 * feelings" or "the wife warned her husband to be on his guard, since her parents did not like
 * him". Never the earth's or a door's ("Why did the earth tremble?").
 */
function motiveOf(
  cast: Cast,
  s: SourceSentence,
): { question: string; reason: string; deed: string; who: string } | null {
  if (quoted(s.text)) return null;
  const before = MOTIVE.exec(s.text);
  // "since no one could tell him, he let it be known …": the reason leads, or there is none.
  if (before) {
    if (!CHARACTER.test(before[2]) || !isCharacter(cast, before[2])) return null;
    const question = why(s, before[2], stop(before[3]));
    const deed = `${capitalise(before[2])} ${stop(before[3])}`;
    return question ? { question, reason: before[1], deed, who: before[2] } : null;
  }
  // The first clause of the sentence: "…, because she was so handsome; yet …".
  const first = stop(s.text.split(';')[0]);
  const after = REASON_AFTER.exec(first);
  if (!after || after[1].split(/\s+/).length > REASON_WORDS) return null;
  // A reason is a clause with its own subject: "because she was so handsome", not "since gone".
  const opening = s.words.find((w) => w.text === after[1].split(/\s+/)[0]);
  if (!opening || !/^(DET|PRON|PROPN|NOUN|ADJ|NUM)$/.test(opening.pos)) return null;
  const clause = first.slice(0, after.index);
  const found = deedBefore(cast, s, clause);
  if (!found) return null;
  const question = why(s, found.who, stop(found.deed));
  return question ? { question, reason: after[1], deed: stop(clause), who: found.who } : null;
}

/**
 * The motive question as a reader meets it: "Why were the step-mother and daughter jealous of
 * the king's daughter?" alone, so the student finds the reason in the story; a "he" or "she"
 * with the deed quoted, never the sentence that gives its reason away.
 */
function askMotive(item: { question: string; deed: string; who: string }): string {
  if (!/^(he|she|they|i|we)$/i.test(item.who)) return item.question;
  return `Read this from the story: "${item.deed}." ${item.question}`;
}

/** An event after "Because" keeps its capital only for a name or "I": "Because Once, …" reads as a slip. */
function keepsCapital(cast: Cast, event: string): boolean {
  const first = /^[\p{L}'’-]+/u.exec(event)?.[0] ?? '';
  return first === 'I' || first.split('-').some((part) => cast.names.has(part.toLowerCase()));
}

const whyDidTheyDoIt: Template = {
  name: 'story-motive',
  blooms: ['understand', 'analyze', 'apply', 'evaluate'],
  async write(ctx, slot, attempt) {
    const cast = await storyCast(ctx);
    const found = (s: SourceSentence) => motiveOf(cast, s);
    const sentence = pickSentence(ctx, attempt, (s) => found(s) !== null);
    const item = sentence && found(sentence);
    if (!sentence || !item) return Promise.resolve(null);
    const answer = `Because ${stop(item.reason)}.`;
    // Other reasons of the story, then other things that happen in it, as "Because …".
    const reasons = () =>
      ctx.analysis.sentences
        .filter((s) => s.id !== sentence.id)
        .map((s) => motiveOf(cast, s)?.reason)
        .filter((r): r is string => !!r)
        .map((r) => `Because ${stop(r)}.`);
    const wrong = () =>
      [
        ...new Set([
          ...reasons(),
          ...otherEvents(ctx, [sentence.id], answer).map(
            (e) => `Because ${keepsCapital(cast, e) ? e : e.charAt(0).toLowerCase() + e.slice(1)}`,
          ),
        ]),
      ]
        .filter((r) => r !== answer)
        .slice(0, OPTIONS);
    return Promise.resolve(
      asked(
        ctx,
        slot,
        {
          question: askMotive(item),
          answer,
          grounding: sentence.text,
          sentences: [sentence.id],
        },
        wrong,
      ),
    );
  },
};

/** What a character does that shows a feeling, and the feeling a reader infers from it. */
const SHOWN: [RegExp, string][] = [
  [/\b(wept|cried bitterly|sobbed|burst into tears|began to weep)\b/i, 'sad or upset'],
  [
    /\b(screamed|began to scream|shrieked|trembled|shook with fear|fled|ran away|hid)\b/i,
    'frightened',
  ],
  [
    /\b(laughed|smiled|danced for joy|clapped (his|her|their) hands|rejoiced)\b/i,
    'happy or pleased',
  ],
  [/\b(stamped|raged|scolded|shouted angrily|flew into a rage)\b/i, 'angry'],
  [/\b(sighed|hung (his|her) head|groaned)\b/i, 'sad or disappointed'],
  [/\b(begged|pleaded|implored)\b/i, 'desperate'],
  [/\b(thanked)\b/i, 'grateful'],
];

/** Whether the sentence names the feeling itself ("was angry", "felt sad"), not only shows it. */
function statesFeeling(text: string, feeling: string): boolean {
  return feeling
    .split(' or ')
    .some((word) =>
      new RegExp(`\\b(was|were|felt|grew|became|looked) (very |so |quite )?${word}\\b`, 'i').test(
        text,
      ),
    );
}

/** The character just before the action: "they began to scream" → "they". */
function actor(text: string, at: number): string | null {
  const words = text.slice(0, at).trim().split(/\s+/);
  // A pronoun just before the verb is the doer ("the wolves they began" → "they"); else the
  // longest name ("Little Boy Blue", not "Boy Blue").
  const last = words[words.length - 1] ?? '';
  if (/^(he|she|they|we)$/i.test(last)) return last;
  for (const size of [3, 2, 1]) {
    const who = words.slice(-size).join(' ').replace(/^[,;]/, '');
    const opener = /^(The|A|When|Then|But|And|So|As|After|Before|Now|Yet|At|In|On)\b/.test(who);
    if (CHARACTER.test(who) && !(opener && /^[A-Z]/.test(who) && !/^The [a-z]/.test(who)))
      return who;
  }
  return null;
}

/** "How did they feel, and how do you know?" → the feeling, with the words that show it. */
const howDidTheyFeel: Template = {
  name: 'story-feeling-evidence',
  blooms: ['understand', 'analyze', 'evaluate'],
  async write(ctx, _slot, attempt) {
    const cast = await storyCast(ctx);
    const shown = (s: SourceSentence) => {
      if (quoted(s.text) || mixedFeelings(s.text, SHOWN)) return null;
      for (const [pattern, feeling] of SHOWN) {
        // "… the Giant was angry, and he scolded her" names the feeling: nothing to infer.
        if (statesFeeling(s.text, feeling)) continue;
        const match = pattern.exec(s.text);
        const who = match && actor(s.text, match.index);
        // "so that the earth trembled" is the earth shaking, not a feeling: only the cast feels.
        if (match && who && isCharacter(cast, who))
          return { who: inQuestion(who), feeling, action: match[0] };
      }
      return null;
    };
    const sentence = pickSentence(ctx, attempt, (s) => shown(s) !== null);
    const found = sentence && shown(sentence);
    if (!sentence || !found) return Promise.resolve(null);
    const verb = /^(they|we|i)$/i.test(found.who) ? 'were' : 'was';
    return Promise.resolve({
      question: `Read this from the story: "${stop(sentence.text)}." How did ${found.who} feel, and how do you know? Use words from the story.`,
      options: [],
      answer: `${capitalise(found.who)} ${verb} ${found.feeling}; the story says ${found.who} "${found.action}".`,
      grounding: sentence.text,
      terms: [],
      sentences: [sentence.id],
    });
  },
};

/** A turning point: someone asks, wonders, decides or wants something, and the story goes on. */
const TURN = /\b(asked|wondered|decided|resolved|wished|wanted|thought|promised|planned)\b/i;

/** "Stop after: "…". What do you think will happen next?": any reasoned prediction is right. */
const predict: Template = {
  name: 'story-predict',
  blooms: ['create', 'evaluate', 'apply', 'analyze'],
  write(ctx, _slot, attempt) {
    const { sentences, speech } = ctx.analysis;
    const last = sentences[sentences.length - 1]?.id ?? 0;
    const middle = (s: SourceSentence) => s.id > last * 0.25 && s.id < last * 0.75;
    const sentence = pickSentence(
      ctx,
      attempt,
      (s) =>
        middle(s) &&
        TURN.test(s.text) &&
        isEvent(s, speech) &&
        !!nextEvent(sentences, s, 3, speech),
    );
    const after = sentence && nextEvent(sentences, sentence, 3, speech);
    if (!sentence || !after) return Promise.resolve(null);
    return Promise.resolve({
      question: `Imagine you have read only up to this sentence: "${stop(sentence.text)}." What do you predict will happen next? Give one reason from the story so far.`,
      options: [],
      answer: `Any prediction that follows from the story so far, with a reason from it (what a character wants, fears or has been told). In the story: ${capitalise(stop(after.text))}.`,
      grounding: passage(sentence, after),
      terms: [],
      sentences: [sentence.id, after.id],
    });
  },
};

export const STORY_MCQ_TEMPLATES: Template[] = [whatHappenedNext, whyDidTheyDoIt];
export const STORY_VERY_SHORT_TEMPLATES: Template[] = [whyDidTheyDoIt, whatHappenedNext];
export const STORY_SHORT_TEMPLATES: Template[] = [
  howDidTheyFeel,
  whyDidTheyDoIt,
  whatHappenedNext,
  predict,
];
export const STORY_LONG_TEMPLATES: Template[] = [predict, howDidTheyFeel];
