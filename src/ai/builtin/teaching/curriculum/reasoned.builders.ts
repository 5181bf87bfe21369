import {
  type Builder,
  capitalise,
  causeWhy,
  inSentence,
  isRemedy,
  sentence,
  stop,
} from 'src/ai/builtin/teaching/curriculum/draft';
import {
  causeKey,
  factKey,
  type FactItem,
  pick,
  termKey,
  type TermItem,
  wrongKey,
} from 'src/ai/builtin/teaching/curriculum/topic-knowledge';
import {
  conceptName,
  evidenceFor,
  explainsCause,
  leastUsed,
} from 'src/ai/builtin/teaching/curriculum/worksheet-stems';
import { contentWords, namesTerm, termPattern } from 'src/ai/builtin/teaching/curriculum/focus';
import { alternatives } from 'src/ai/builtin/teaching/curriculum/open.builders';

/** Marks per point, as a teacher writes a scheme: "1 mark each: …". */
export function scheme(points: readonly string[]): string {
  return `Marking scheme (${points.length} marks, 1 for each point): ${points.map((p) => stop(p)).join('; ')}.`;
}

/**
 * Two students disagree about a misconception, written only when the topic has its correction
 * and two facts on the same point: the answer judges (Ravi is right, which earns no mark of its
 * own), and the scheme gives a mark for the correct idea and one for each supporting fact.
 */
export const settleTheArgument: Builder = {
  name: 'settle-the-argument',
  blooms: ['evaluate'],
  write(ctx) {
    const item = pick(ctx.k, ctx.k.misconceptions, wrongKey, ctx.attempt);
    if (!item) return null;
    const evidence = evidenceFor(ctx.k, item, 2);
    if (evidence.length < 2) return null;
    const points = [stop(item.correct), ...evidence.map((f) => stop(f.text))];
    return {
      question: `Asha says: "${stop(item.wrong)}." Ravi disagrees. Who is right? Give the correct idea and two facts about ${conceptName(ctx.k)} that support it.`,
      options: [],
      answer: `Model answer: Ravi is right. ${points.map(sentence).join(' ')} ${scheme(points)}`,
      grounding: [item.correct, ...evidence.map((f) => f.text)].join(' '),
      keys: [wrongKey(item), ...evidence.map(factKey)],
      note: {
        why: `Ravi is right: ${inSentence(item.correct)}.`,
        mistakes: `Siding with Asha, or saying Ravi is right without the facts that show it.`,
        concepts: [ctx.k.main.title],
      },
    };
  },
};

/**
 * Three causes of the topic, each to be explained by what it leads to: a mark for each result
 * (results only, no remedy; causes no other item asked).
 */
export const explainEffects: Builder = {
  name: 'explain-effects',
  blooms: ['understand'],
  write(ctx) {
    const results = ctx.k.causes.filter(
      (c) => !isRemedy(c) && !explainsCause(c) && !ctx.k.use.has(causeKey(c)),
    );
    const chosen = leastUsed(ctx.k, results, causeKey, ctx.random).slice(0, 3);
    if (chosen.length < 3 || ctx.attempt > 0) return null;
    const parts = chosen.map((c, i) => `(${'abc'[i]}) ${stop(c.cause)}`);
    const points = chosen.map((c, i) => `(${'abc'[i]}) ${stop(c.effect)}`);
    return {
      question: `For each of these, explain what it leads to: ${parts.join('; ')}.`,
      options: [],
      answer: `Model answer: ${chosen.map((c, i) => `(${'abc'[i]}) ${sentence(c.effect)}`).join(' ')} ${scheme(points)}`,
      grounding: chosen.map((c) => `${c.cause}: ${c.effect}`).join(' '),
      keys: chosen.map(causeKey),
      note: {
        why: chosen.map((c) => causeWhy(c)).join(' '),
        mistakes: 'Repeating a cause in other words instead of saying what it leads to.',
        concepts: [ctx.k.main.title],
      },
    };
  },
};

/** Share of a fact's own words (the term's aside) its term's definition already says. */
const RESTATES = 0.6;

/**
 * Whether a fact on a term only says its definition again ("Seasonal unemployment happens when
 * there is no farm work in some months of the year" beside "unemployment during certain months
 * of the year when there is no work, as in farming"): a second mark for one point.
 */
export function restates(fact: string, term: TermItem): boolean {
  const named = contentWords(term.term);
  const said = contentWords(term.definition);
  const own = [...contentWords(fact)].filter((w) => !named.has(w));
  return own.length > 0 && own.filter((w) => said.has(w)).length / own.length >= RESTATES;
}

/**
 * Two terms of one kind compared: what each is, and a fact about each that shows the difference;
 * a mark for each of the four points.
 */
export const compareTwo: Builder = {
  name: 'compare-two',
  blooms: ['analyze'],
  write(ctx) {
    const pairs = ctx.k.terms.flatMap((a, i) =>
      ctx.k.terms
        .slice(i + 1)
        .filter((b) => a.topic.id === b.topic.id && alternatives(a, b))
        .map((b) => [a, b] as const),
    );
    const fresh = pairs.filter(
      ([a, b]) => !ctx.k.use.has(termKey(a)) && !ctx.k.use.has(termKey(b)),
    );
    const pair = fresh[ctx.attempt];
    if (!pair) return null;
    // A fact on one of the two that names neither the other nor a third term ("… while seeds
    // are working capital", "… the four factors of production"): the scheme marks only the two.
    const third = (text: string) => {
      const all = (term: string) => new RegExp(termPattern(term).source, 'gi');
      const rest = text.replace(all(pair[0].term), ' ').replace(all(pair[1].term), ' ');
      return ctx.k.terms.some((o) => o !== pair[0] && o !== pair[1] && namesTerm(rest, o.term));
    };
    const factOn = (t: TermItem, not?: FactItem) =>
      ctx.k.facts.find(
        (f) =>
          f !== not &&
          namesTerm(f.text, t.term) &&
          !restates(f.text, t) &&
          !namesTerm(f.text, pair[pair[0] === t ? 1 : 0].term) &&
          !third(f.text),
      );
    const first = factOn(pair[0]);
    const second = factOn(pair[1], first);
    if (!first || !second) return null;
    const points = [
      `${capitalise(pair[0].term)} is ${inSentence(pair[0].definition)}`,
      `${capitalise(pair[1].term)} is ${inSentence(pair[1].definition)}`,
      stop(first.text),
      stop(second.text),
    ];
    return {
      question: `Compare ${pair[0].term} and ${pair[1].term}: say what each is, and give one fact about each that shows how they differ.`,
      options: [],
      answer: `Model answer: ${points.map(sentence).join(' ')} ${scheme(points)}`,
      grounding: points.join(' '),
      keys: [termKey(pair[0]), termKey(pair[1]), factKey(first), factKey(second)],
      note: {
        why: `${sentence(points[0])} ${sentence(points[1])}`,
        mistakes: `Describing ${pair[0].term} and ${pair[1].term} separately without saying how they differ.`,
        concepts: [pair[0].term, pair[1].term],
      },
    };
  },
};
