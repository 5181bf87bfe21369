import { shuffle } from 'src/ai/builtin/seeded-random';
import {
  type Builder,
  type BuildContext,
  capitalise,
  inSentence,
  isRemedy,
  matching,
  sentence,
  stop,
  meaning,
  processRef,
} from 'src/ai/builtin/teaching/curriculum/draft';
import { confusedWith } from 'src/ai/builtin/teaching/curriculum/open.builders';
import {
  confusable,
  kindOf,
  sameKind,
  explainsCause,
  trueOrFalseStem,
  truthFor,
} from 'src/ai/builtin/teaching/curriculum/worksheet-stems';
import {
  causeKey,
  factKey,
  type FactItem,
  pick,
  stageKey,
  termKey,
  type TermItem,
  wrongKey,
} from 'src/ai/builtin/teaching/curriculum/topic-knowledge';
import { BLANK, findForm } from 'src/ai/builtin/teaching/worksheet/text-kit';
import { blankSpelledOut } from 'src/ai/builtin/teaching/curriculum/blank-giveaway';
import { wordClass } from 'src/ai/builtin/teaching/curriculum/term-options';

/**
 * Half the true/false questions are false, one of each pair; which comes first is fixed by the
 * worksheet's seed, so a class cannot learn "the first is true".
 */
function wantsFalse(ctx: BuildContext): boolean {
  return !truthFor(ctx.seed, ctx.slot.index);
}

/**
 * What answering False to a true fact reflects: not knowing the term it is about (the one it
 * names first), with that term's meaning. A misconception sharing its words is no guide: "the
 * revolt was only about the greased cartridges" leads to True on "sepoys feared the cartridges
 * were greased", not False.
 */
function trueMistake(ctx: BuildContext, fact: FactItem): string {
  const lower = fact.text.toLowerCase();
  const at = (term: string) => {
    const index = lower.indexOf(term.toLowerCase());
    return index < 0 ? Infinity : index;
  };
  const term = ctx.k.terms
    .filter((t) => fact.terms.some((name) => name.toLowerCase() === t.term.toLowerCase()))
    .sort((a, b) => at(a.term) - at(b.term))[0];
  return term
    ? `Answering "False" usually means ${term.term} is not yet known: ${term.term} is ${inSentence(term.definition)}.`
    : 'Answering "False" to a fact the topic teaches.';
}

const trueFact: Builder = {
  name: 'true-fact',
  blooms: ['remember', 'understand'],
  write(ctx) {
    if (wantsFalse(ctx) && ctx.k.misconceptions.some((m) => !ctx.k.use.has(wrongKey(m))))
      return null;
    const fact = pick(ctx.k, ctx.k.facts, factKey, ctx.attempt);
    if (!fact) return null;
    return {
      question: trueOrFalseStem(fact.text, ctx.k),
      options: [],
      answer: 'True',
      grounding: fact.text,
      keys: [factKey(fact)],
      note: {
        why: `True. ${sentence(fact.text)}`,
        mistakes: trueMistake(ctx, fact),
        concepts: fact.terms.length > 0 ? fact.terms : [ctx.k.main.title],
      },
    };
  },
};

/** A misconception as students state it: false, and the correct idea is the explanation. */
const falseMisconception: Builder = {
  name: 'false-misconception',
  blooms: ['understand', 'remember'],
  write(ctx) {
    if (!wantsFalse(ctx) && ctx.k.facts.some((f) => !ctx.k.use.has(factKey(f)))) return null;
    const item = pick(ctx.k, ctx.k.misconceptions, wrongKey, ctx.attempt);
    if (!item) return null;
    return {
      question: trueOrFalseStem(item.wrong, ctx.k),
      options: [],
      answer: 'False',
      grounding: item.correct,
      keys: [wrongKey(item)],
      note: {
        why: `False. ${sentence(item.correct)}`,
        mistakes: `"${stop(item.wrong)}" is a common misconception.`,
        concepts: [ctx.k.main.title],
      },
    };
  },
};

export const TRUE_FALSE_BUILDERS: Builder[] = [falseMisconception, trueFact];

/** Whether a term's place in a sentence is its opening words (the subject), after an article. */
function opensSentence(text: string, match: RegExpExecArray): boolean {
  return /^\s*((a|an|the)\s+)?$/i.test(text.slice(0, match.index));
}

/** A sentence that says what is not so ("… is not allowed", "… was not done under the …"). */
const NEGATED = /\b(?:not|never|no|cannot|nor|neither)\b|n't\b/i;

/**
 * What a blank invites in place of its term: the topic's term most like it, else a short line.
 * Whether another word fits cannot be known from the data, so the marker is told to judge. A
 * sentence that says what is not so is true of many things: a term of the key's kind (another
 * protected area for "Hunting animals in a _____ is not allowed") may fit it as well, so it is
 * never called a mistake there.
 */
function blankMistake(ctx: BuildContext, term: string, text: string): string {
  const item = ctx.k.terms.find((t) => t.term.toLowerCase() === term.toLowerCase());
  const near = item && confusable(ctx.k, item);
  if (item && near && NEGATED.test(text) && sameKind(item, near)) {
    const kind = kindOf(near.definition) ?? 'term of this kind';
    return `"${near.term}" is also ${/^[aeiou]/i.test(kind) ? 'an' : 'a'} ${kind}: accept it if the sentence is true of it too, and another word only if the sentence stays true.`;
  }
  // The data cannot tell whether the sentence is true of the nearest term as well ("buoyant
  // force" also explains why ships float), so the note names it for the marker to judge, never
  // as wrong.
  return near
    ? `Students may confuse ${term} with "${near.term}" (${inSentence(near.definition)}): mark "${near.term}" right only if the sentence is true of it as well.`
    : `The blank needs the term itself, ${term}; a description of it in other words earns no mark.`;
}

/**
 * The places a fact's terms can be blanked, the predicate's first and the subject only when the
 * fact has no other; never a term inside a longer one ("estates" in "Estates General"), inside a
 * name ("Jim Corbett National Park" for "national park"), or one the sentence says again ("The
 * _____ of each place is ten times the place value …"), which gives the blank away.
 */
function blankPlaces(
  ctx: BuildContext,
  fact: FactItem,
): { term: string; match: RegExpExecArray }[] {
  const text = fact.text;
  const longer = (term: string) =>
    ctx.k.terms.some(
      (other) =>
        other.term.length > term.length &&
        other.term.toLowerCase().includes(term.toLowerCase()) &&
        text.toLowerCase().includes(other.term.toLowerCase()),
    );
  const named = (term: string, match: RegExpExecArray) =>
    match.index > 0 && /^[A-Z]/.test(match[0]) && !/^[A-Z]/.test(term);
  const again = (term: string, match: RegExpExecArray) => {
    const rest = `${text.slice(0, match.index)} ${text.slice(match.index + match[0].length)}`;
    const forms = [term, `${term}s`, term.replace(/s$/, '')];
    return forms.some((form) => findForm(rest, form) !== null);
  };
  return fact.terms
    .flatMap((term) => {
      // The term, or a phrase's plural ("Air, water … are _____" → natural resources): a
      // one-word plural is too often the sentence's plain noun ("The monsoon _____ change …").
      const match =
        findForm(text, term) ?? (term.includes(' ') ? findForm(text, `${term}s`) : null);
      return match &&
        !longer(term) &&
        !named(term, match) &&
        !again(term, match) &&
        !blankSpelledOut(blanked(text, match), match[0], ctx.k.main.title)
        ? [{ term, match, subject: opensSentence(text, match) }]
        : [];
    })
    .sort((a, b) => Number(a.subject) - Number(b.subject));
}

/** A fact's sentence with the matched term blanked. */
const blanked = (text: string, match: RegExpExecArray) =>
  text.slice(0, match.index) + BLANK + text.slice(match.index + match[0].length);

/** A fact with one of its key terms blanked (the least asked term first). */
const blankFact: Builder = {
  name: 'blank-fact',
  blooms: ['remember'],
  write(ctx) {
    // Facts that say what is so first: "3a and 3b are not _____" fits almost any word. Then facts
    // with a term to blank in the predicate: "A _____ has 6 faces" or "_____ forms droplets" fits
    // several words (a cube, water vapour), "Turmeric turns red in a _____" fewer.
    const inPredicate = (f: FactItem) =>
      blankPlaces(ctx, f).some(({ match }) => !opensSentence(f.text, match));
    const facts = ctx.k.facts
      .filter((f) => blankPlaces(ctx, f).length > 0)
      .sort(
        (a, b) =>
          Number(NEGATED.test(a.text)) - Number(NEGATED.test(b.text)) ||
          Number(inPredicate(b)) - Number(inPredicate(a)),
      );
    const fact = pick(ctx.k, facts, factKey, ctx.attempt);
    if (!fact) return null;
    const used = (term: string) => ctx.k.use.get(`term:${term.toLowerCase()}`) ?? 0;
    // The least asked term first, the predicate's before the subject's among equals.
    const [place] = blankPlaces(ctx, fact)
      .map((p, order) => ({ ...p, order }))
      .sort((a, b) => used(a.term) - used(b.term) || a.order - b.order);
    if (!place) return null;
    const { term, match } = place;
    const text = blanked(fact.text, match);
    return {
      question: `Fill in the blank: ${sentence(text)}`,
      options: [],
      answer: match.index === 0 ? capitalise(match[0]) : match[0],
      grounding: fact.text,
      keys: [factKey(fact), `term:${term.toLowerCase()}`],
      note: {
        why: `${sentence(fact.text)}`,
        mistakes: blankMistake(ctx, term, fact.text),
        concepts: [term],
      },
    };
  },
};

/** Whether a term names many ("linguistic states") rather than one ("gas", "physics", "lens"). */
const plural = (term: string) => {
  const last = term.toLowerCase().trim().split(/\s+/).pop() ?? '';
  return last.length > 4 && /s$/.test(last) && !/(ss|us|is|as|ics)$/.test(last);
};

/** The term for a definition ("_____ is the green pigment …"). */
const blankTerm: Builder = {
  name: 'blank-term',
  blooms: ['remember'],
  write(ctx) {
    // Never a meaning that spells its term out ("_____ is the lowest common multiple": LCM).
    const open = ctx.k.terms.filter(
      (t) => !blankSpelledOut(`${BLANK} ${t.definition}`, t.term, ctx.k.main.title),
    );
    const item = pick(ctx.k, open, termKey, ctx.attempt);
    if (!item) return null;
    return {
      // "_____ is living in water" reads as English only for a noun's meaning: "means" otherwise.
      question: `Fill in the blank: ${BLANK} ${wordClass(item) !== 'noun' ? 'means' : plural(item.term) ? 'are' : 'is'} ${inSentence(item.definition)}.`,
      options: [],
      answer: capitalise(item.term),
      grounding: `${item.term}: ${item.definition}`,
      keys: [termKey(item)],
      note: {
        why: meaning(item.term, item.definition),
        mistakes: confusedWith(ctx.k, item, 'Writing a related term of the topic'),
        concepts: [item.term],
      },
    };
  },
};

export const FILL_BUILDERS: Builder[] = [blankFact, blankTerm];

const PAIRS = 4;

/** The pair of a match's terms most likely swapped (their meanings share words), else short. */
function swapMistake(ctx: BuildContext, chosen: readonly TermItem[]): string {
  for (const item of chosen) {
    const near = confusable(ctx.k, item);
    if (near && chosen.some((c) => c.term === near.term))
      return `Swapping ${item.term} and ${near.term}, whose meanings are close.`;
  }
  return 'Matching by a shared word rather than by the whole meaning.';
}

const matchTerms: Builder = {
  name: 'match-terms',
  blooms: ['remember', 'understand'],
  write(ctx) {
    const start = ctx.attempt * PAIRS;
    // Terms no earlier question asked, when three are left: a row on an asked term is given away.
    const fresh = ctx.k.terms.filter((t) => !ctx.k.use.has(termKey(t)));
    const ranked = (fresh.length >= 3 ? fresh : ctx.k.terms)
      .slice()
      .sort((a, b) => (ctx.k.use.get(termKey(a)) ?? 0) - (ctx.k.use.get(termKey(b)) ?? 0));
    const chosen = ranked.slice(start, start + PAIRS);
    if (chosen.length < 3) return null;
    const m = matching(
      chosen.map((item) => ({ left: item.term, right: stop(item.definition) })),
      ctx.random,
    );
    return {
      question: `Match each term in Column A with its meaning in Column B (${chosen.map((c) => c.term).join(', ')}).`,
      options: [],
      ...m,
      grounding: chosen.map((c) => `${c.term}: ${c.definition}`).join(' '),
      keys: chosen.map(termKey),
      note: {
        why: chosen.map((c) => meaning(c.term, c.definition)).join(' '),
        mistakes: swapMistake(ctx, chosen),
        concepts: chosen.map((c) => c.term),
      },
    };
  },
};

const matchStages: Builder = {
  name: 'match-stages',
  blooms: ['understand', 'remember'],
  write(ctx) {
    const process = ctx.k.processes[ctx.attempt];
    if (!process || process.stages.length < 3) return null;
    const keyOf = (index: number) =>
      stageKey({ process: process.name, stages: process.stages, index });
    // The stages no earlier question described, when three are left (a match needs no order).
    const fresh = process.stages.filter((_, index) => !ctx.k.use.has(keyOf(index)));
    const stages = (fresh.length >= 3 ? fresh : process.stages).slice(0, 6);
    const stageKeys = stages.map((s) => keyOf(process.stages.indexOf(s)));
    const m = matching(
      stages.map((s) => ({ left: s.name, right: stop(s.description) })),
      ctx.random,
    );
    return {
      question: `Match each stage of ${processRef(process.name)} in Column A with what happens in it in Column B.`,
      options: [],
      ...m,
      grounding: stages.map((s) => `${s.name}: ${s.description}`).join(' '),
      keys: [`process:${process.name}`, ...stageKeys],
      note: {
        why: stages.map((s) => `${s.name}: ${inSentence(s.description)}.`).join(' '),
        mistakes:
          'Neighbouring stages are the ones most often swapped; follow the process in order.',
        concepts: [process.name, ...stages.map((s) => s.name)],
      },
    };
  },
};

const matchCauses: Builder = {
  name: 'match-causes',
  blooms: ['understand'],
  write(ctx) {
    // Results only (a remedy is no effect), those no earlier question asked first: a row that
    // repeats an earlier item gives its answer away.
    const results = ctx.k.causes.filter((c) => !isRemedy(c) && !explainsCause(c));
    const fresh = results.filter((c) => !ctx.k.use.has(causeKey(c)));
    const pool = fresh.length >= 3 ? fresh : results;
    if (pool.length < 3 || ctx.attempt > 0) return null;
    const chosen = shuffle(pool, ctx.random).slice(0, PAIRS);
    const m = matching(
      chosen.map((c) => ({ left: stop(c.cause), right: stop(c.effect) })),
      ctx.random,
    );
    return {
      question: `Match each cause in Column A with its effect in Column B.`,
      options: [],
      ...m,
      grounding: chosen.map((c) => `${c.cause}: ${c.effect}`).join(' '),
      keys: chosen.map(causeKey),
      note: {
        why: chosen.map((c) => `${sentence(c.cause)} → ${inSentence(c.effect)}.`).join(' '),
        mistakes:
          'An effect matched to the wrong cause often shares a word with it; ask whether the cause really leads to it.',
        concepts: [ctx.k.main.title],
      },
    };
  },
};

export const MATCH_BUILDERS: Builder[] = [matchTerms, matchCauses, matchStages];
