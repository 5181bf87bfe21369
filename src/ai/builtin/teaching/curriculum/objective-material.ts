/**
 * An objective's material from the topic's data: the sentences that teach it, and for a sorting,
 * naming, rules or contrast outcome the concrete check and practice items (a mixed set to sort,
 * the names in order, a rule's reason, which-is-which); plus its worked examples and activity.
 */
import type { WorkedExample } from 'src/ai/builtin/curriculum/curriculum-topic';
import type { TopicKnowledge } from 'src/ai/builtin/teaching/curriculum/topic-knowledge';
import { capitalise, distinct, sentence, stop } from 'src/ai/builtin/teaching/curriculum/draft';
import { contentWords, overlap } from 'src/ai/builtin/teaching/curriculum/focus';
import type { CheckQuestion } from 'src/ai/builtin/teaching/curriculum/lesson-questions';
import {
  compared,
  isInstruction,
  listedThings,
  names,
  setsApart,
  twoAsks,
} from 'src/ai/builtin/teaching/curriculum/answer-guard';
import { linkTexts, routeTexts } from 'src/ai/builtin/teaching/curriculum/objective-links';
import { causalTexts } from 'src/ai/builtin/teaching/curriculum/objective-causes';
import { eachListed, givingReasons } from 'src/ai/builtin/teaching/curriculum/objective-forms';
import {
  asksRelation,
  relationPool,
  secondAsked,
  withHead,
  withReason,
} from 'src/ai/builtin/teaching/curriculum/objective-asks';
import {
  aboutTerms,
  type Candidate,
  CAUSAL,
  candidates,
  CONTRAST,
  EFFECTS,
  keyWords,
  listItems,
  namedCount,
  outcomeParts,
  RULE_TEXT,
  RULES,
  SOURCE,
  specificWords,
  teachingFor,
} from 'src/ai/builtin/teaching/curriculum/objective-sentences';

/** The parts of "… each of rivers, sea, glaciers and wind" as content words. */
function eachOf(outcome: string): string[] {
  const list = /\beach of (?:the )?(.+?)\.?$/i.exec(outcome)?.[1];
  if (!list) return [];
  return list
    .split(/,\s*|\s+and\s+|\s+or\s+/)
    .map((part) => [...contentWords(part)][0])
    .filter((word): word is string => word !== undefined);
}

/** What the topic's data says about an outcome, and whether only an activity teaches it. */
export interface Material {
  texts: string[];
  /** The activity that teaches the outcome when no fact does. */
  activity?: string;
  /** The check a sorting, naming or rules outcome needs: a concrete item with its own answer. */
  check?: CheckQuestion;
  /** A second item of the same kind for independent practice. */
  practice?: CheckQuestion;
}

/** "Classify crops as kharif or rabi …", "Sort materials into magnetic and non-magnetic". */
const SORTING =
  /^(?:classify|sort|group)\s+(?:the\s+)?((?:[\w-]+\s+){0,2}?[\w-]+)\s+(?:as|into)\s+([\w-]+)\s+(?:or|and)\s+([\w-]+)/i;

/** The class a listing sentence puts its items in: "… are kharif crops" → kharif. */
function classOf(text: string, classes: readonly string[]): string | undefined {
  const predicate = / (?:are|is) (.*)$/i.exec(stop(text))?.[1] ?? '';
  if (/\bnot\b/i.test(predicate)) return undefined;
  const tokens = predicate
    .toLowerCase()
    .split(/[^a-z-]+/)
    .map((w) => w.replace(/s$/, ''));
  return classes.find((cls) => tokens.includes(cls.toLowerCase().replace(/s$/, '')));
}

/** The items before "are": "Rice, maize and jute are …", "Metals such as copper and aluminium are …". */
function sortedItems(text: string): string[] {
  const subject = /^(.*?) (?:are|is) /i.exec(stop(text))?.[1] ?? '';
  const list = subject.replace(/^.*\bsuch as\s+/i, '');
  const items = list
    .split(/,\s*(?:and\s+)?|\s+and\s+/)
    .map((item) => item.trim().toLowerCase())
    .filter((item) => item.length > 0 && item.split(/\s+/).length <= 3);
  return items.length >= 2 ? items : [];
}

/** For each class, the lines that list its members ("Rice, maize … are kharif crops") and the members. */
function classLists(
  lines: readonly string[],
  classes: readonly string[],
): { cls: string; texts: string[]; items: string[] }[] {
  const sentences = lines.flatMap((text) => text.split(/;\s*/).map((part) => sentence(part)));
  return classes.map((cls) => {
    const texts = sentences.filter(
      (text) => classOf(text, classes) === cls && sortedItems(text).length > 0,
    );
    return { cls, texts, items: [...new Set(texts.flatMap(sortedItems))] };
  });
}

/**
 * A sorting outcome's teaching and check from the data's lists ("Rice, maize … are kharif
 * crops"; "Wheat, barley … are rabi crops"): the lists on the board, then a mixed set to sort with
 * its sorted answer, and another set for practice. Null when a class has fewer than two items.
 */
function sortingFor(
  k: TopicKnowledge,
  outcome: string,
  seed: string,
  document: readonly string[],
): Material | null {
  const match = SORTING.exec(outcome.trim());
  if (!match) return null;
  const [, things, a, b] = match;
  const classes = [a, b];
  // The document's own lists when it sorts both classes: the slip sorts what the students read.
  const fromDocument = classLists(document, classes);
  const lists = fromDocument.every((list) => list.items.length >= 2)
    ? fromDocument
    : classLists(
        [...k.facts.map((f) => f.text), ...k.misconceptions.map((m) => m.correct)],
        classes,
      );
  if (lists.some((list) => list.items.length < 2)) return null;
  const picked = new Map<string, string[][]>();
  const chosen = (q: CheckQuestion) => picked.get(q.question) ?? [];
  const set = (offset: number) => {
    const items = lists.map((list) =>
      [...list.items.slice(offset), ...list.items.slice(0, offset)].slice(0, 3),
    );
    const mixed = shuffled(items.flat(), `${seed}|${offset}`);
    const question = `Sort these ${things.toLowerCase()} into ${a} and ${b}: ${mixed.join(', ')}.`;
    picked.set(question, items);
    return {
      question,
      answer: `${items.map((list, i) => `${capitalise(classes[i])}: ${list.join(', ')}`).join('. ')}.`,
    };
  };
  const check = set(0);
  const practice = set(Math.min(...lists.map((list) => list.items.length)) > 3 ? 3 : 1);
  // "… and give their seasons": each class's definition is on the board and in the answer.
  const defined = classes.map((cls) =>
    k.terms.find((t) => t.term.toLowerCase() === cls.toLowerCase()),
  );
  if (/\band (give|state|say|name)\b/i.test(outcome.slice(match[0].length)))
    for (const q of [check, practice])
      q.answer = chosen(q)
        .map((items, i) => {
          const def = defined[i];
          return `${capitalise(classes[i])}${def ? ` (${stop(def.definition)})` : ''}: ${items.join(', ')}.`;
        })
        .join(' ');
  return {
    texts: [
      ...defined.flatMap((t) => (t ? [sentence(`${t.term}: ${t.definition}`)] : [])),
      ...lists.flatMap((list) => list.texts.slice(0, 2)),
    ],
    check,
    practice: practice.question === check.question ? undefined : practice,
  };
}

/** A seeded order of the items (the same plan gives the same slip). */
function shuffled<T>(items: readonly T[], seed: string): T[] {
  let h = 2166136261;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    h = Math.imul(h ^ (h >>> 13), 1597334677);
    const j = Math.abs(h) % (i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/**
 * Practice for "distinguish between A and B": sentences about one part only, the part's name
 * blanked, to label A or B ("Farming mainly to meet the needs of the farmer's own family" →
 * subsistence). Undefined without one such sentence for each of two parts.
 */
function whichOf(
  parts: readonly string[],
  taught: readonly Candidate[],
  seed: string,
): CheckQuestion | undefined {
  if (parts.length !== 2) return undefined;
  const pairs = parts.map((part) => {
    const other = parts.find((p) => p !== part) ?? '';
    const c = taught.find((item) => item.words.has(part) && !item.words.has(other));
    if (!c) return undefined;
    // "Subsistence farming: farming mainly …" → "farming mainly …"; else the part's word blanked.
    const said = /^[^:]{1,40}:\s*(.+)$/.exec(c.text)?.[1] ?? c.text;
    const blank = said.replace(new RegExp(`\\b${part}\\w*`, 'gi'), '____');
    return { part, text: sentence(blank) };
  });
  if (pairs.some((pair) => pair === undefined || !pair.text.includes(' '))) return undefined;
  const items = shuffled(pairs as { part: string; text: string }[], `${seed}|which`);
  if (items.some((item) => new RegExp(`\\b${parts.join('|')}\\b`, 'i').test(item.text)))
    return undefined;
  return {
    question: `Which is each of these, ${parts[0]} or ${parts[1]}? ${items.map((item, i) => `(${'ab'[i]}) ${item.text}`).join(' ')}`,
    answer: `${items.map((item, i) => `(${'ab'[i]}) ${item.part}`).join('; ')}.`,
  };
}

/**
 * The pool with facts before key-term definitions (in their order otherwise): the definitions are
 * already on the board, so "compare fuels using calorific value" is taught by what the facts say
 * of fuels, not by the terms' meanings again.
 */
function factsFirst(pool: readonly Candidate[]): Candidate[] {
  return [...pool.filter((c) => !c.definition), ...pool.filter((c) => c.definition)];
}

/** What the topic's data (and an attached document) says about an outcome, none of it another's. */
export function materialFor(
  k: TopicKnowledge,
  outcome: string,
  others: readonly string[] = [],
  claimed: Set<string> = new Set(),
  seed = '',
  document: readonly string[] = [],
): Material {
  const sorting = sortingFor(k, outcome, seed, document);
  if (sorting && sorting.texts.every((text) => !claimed.has(text))) {
    for (const text of sorting.texts) claimed.add(text);
    return sorting;
  }
  // "Explain the causes": the causes about what it asks of (objective-causes).
  const causal = CAUSAL.test(outcome) ? causalTexts(k, outcome, claimed) : null;
  if (causal) return { texts: causal };
  // "How transpiration helps water rise": the sentence that links them; "the path of water": the
  // steps from place to place; or nothing to teach.
  const linked =
    linkTexts(k, outcome, claimed, document) ?? routeTexts(k, outcome, claimed, document);
  if (linked) {
    for (const text of linked) claimed.add(text);
    return { texts: linked };
  }
  const activities = k.topics.flatMap((topic) => topic.activities);
  // An activity named for the outcome ("Testing a leaf for starch") teaches it as well as a fact.
  const specific = specificWords(k, outcome);
  const forOutcome = activities
    .filter((a) => overlap(keyWords(a.name), specific) >= 2)
    .map((a) => ({
      text: `${a.name}: ${a.description}`,
      words: keyWords(`${a.name} ${a.description}`),
    }));
  // "… one landform made by each of rivers, sea, glaciers and wind": one item for each part.
  // Only sentences about the terms the outcome names, and for "why … important" with a reason.
  const pool = relationPool(
    outcome,
    givingReasons(outcome, [...candidates(k, document, EFFECTS.test(outcome)), ...forOutcome]),
  ).filter((c) => aboutTerms(k, outcome, c));
  // "The job of each component of blood": the components the data lists, each with its job.
  const listed = eachListed(k, outcome, pool, claimed);
  if (listed) {
    for (const text of listed.texts) claimed.add(text);
    return { texts: listed.texts, check: { question: sentence(outcome), answer: listed.answer } };
  }
  const parts = eachOf(outcome);
  // "Compare arteries, veins and capillaries": a sentence on each thing compared.
  const things = CONTRAST.test(outcome) ? compared(outcome) : listedThings(outcome);
  // A sentence that sets the things apart ("Thermoplastics can be reshaped; thermosetting
  // plastics cannot") is the comparison itself; examples of each are not.
  const apart =
    CONTRAST.test(outcome) && things.length > 1
      ? pool.find(
          (c) =>
            !claimed.has(c.text) &&
            setsApart(c.text) &&
            things.every((words) => names(c.text, words)),
        )
      : undefined;
  if (apart) {
    claimed.add(apart.text);
    return { texts: [apart.text] };
  }
  if (parts.length > 1 || things.length > 1) {
    const each =
      parts.length > 1
        ? parts.map((part) =>
            pool.find((c) => !claimed.has(c.text) && contentWords(c.text).has(part)),
          )
        : things.map((words) =>
            factsFirst(pool).find(
              (c) => !claimed.has(c.text) && !isInstruction(c.text) && names(c.text, words),
            ),
          );
    // Each part its own sentence ("metals" and "non-metals" in one definition is not a comparison).
    if (
      each.every((c) => c !== undefined) &&
      (parts.length > 1 || new Set(each).size === each.length)
    ) {
      const texts = distinct(each.map((c) => c.text));
      for (const text of texts) claimed.add(text);
      return { texts };
    }
  }
  // "How X keeps Y accountable": a sentence on X checking Y is this outcome's, whoever else fits.
  const first = teachingFor(k, outcome, asksRelation(outcome) ? [] : others, pool, claimed);
  const taught = withReason(outcome, withHead(outcome, first, pool, claimed), pool, claimed);
  // "The process of electroplating and its uses": a sentence on the second ask too, when the
  // teaching has none ("Electroplating is used to coat iron with chromium …").
  const asks = twoAsks(outcome);
  const secondAsk = asks?.[1];
  if (secondAsk && !taught.some((c) => secondAsked(secondAsk, c.text))) {
    const first = asks[0];
    const [extra] = pool
      .filter((c) => !claimed.has(c.text) && !taught.includes(c) && secondAsked(secondAsk, c.text))
      .sort((a, b) => overlap(b.words, first) - overlap(a.words, first));
    if (extra) taught.push(extra);
  }
  for (const c of taught) claimed.add(c.text);
  if (taught.length > 0) {
    const material: Material = { texts: taught.map((c) => c.text) };
    const n = namedCount(outcome);
    const list = taught.map((c) => listItems(c.text)).find((items) => items.length >= n);
    if (n > 0 && list) {
      const ordered = /\bin order\b/i.test(outcome);
      const names = list.map(capitalise);
      material.check = {
        question: sentence(outcome),
        answer: `${names.join(ordered ? ' → ' : ', ')}.`,
      };
      // Practice: the same names mixed up, to put in order.
      if (ordered)
        material.practice = {
          question: `Put these in the right order: ${shuffled(names, seed).join(', ')}.`,
          answer: `${names.join(' → ')}.`,
        };
    }
    const rules = taught.filter((c) => RULE_TEXT.test(c.text));
    if (RULES.test(outcome) && rules.length >= 2) {
      const count = ['', 'one', 'two', 'three'][Math.min(3, rules.length)];
      material.check = {
        question: `${stop(outcome).replace(/^state\s+(?:the\s+)?/i, `State ${count} `)}.`,
        answer: `Any ${count} of: ${rules.map((c, i) => `(${i + 1}) ${stop(c.text)}`).join('; ')}.`,
      };
      // Practice: the reason for a rule that gives one ("…, because the wires can overheat").
      const reasoned = rules
        .map((c) => /^(.+?),? (?:because|so that|as) (.+)$/i.exec(stop(c.text)))
        .find((m) => m !== null);
      if (reasoned)
        material.practice = {
          question: `Why is this a rule for ${stop(outcome).replace(/^state\s+(?:the\s+)?rules?\s+(?:for\s+)?/i, '')}: "${reasoned[1]}"?`,
          answer: `${capitalise(reasoned[2])}.`,
        };
    }
    if (CONTRAST.test(outcome) && !material.practice)
      material.practice = whichOf(outcomeParts(outcome), taught, seed);
    return material;
  }
  const [best] = activities
    .map((a) => ({ a, hit: overlap(keyWords(`${a.name} ${a.description}`), specific) }))
    .filter((entry) => entry.hit > 0 && !claimed.has(`${entry.a.name}: ${entry.a.description}`))
    .sort((x, y) => y.hit - x.hit);
  if (!best) return { texts: [] };
  const text = `${best.a.name}: ${best.a.description}`;
  claimed.add(text);
  return { texts: [text], activity: best.a.name };
}

/** Worked examples that practise the outcome (share two of its own words), sources kept apart. */
export function examplesFor(k: TopicKnowledge, outcome: string): WorkedExample[] {
  const specific = specificWords(k, outcome);
  return k.examples.filter(
    (e) =>
      !SOURCE.test(e.problem) &&
      overlap(contentWords(e.problem), specific) >= Math.min(2, specific.size),
  );
}

/** The activity whose own words are the outcome's (two or more): the one the lesson runs for it. */
export function activityFor(k: TopicKnowledge, outcome: string): string | undefined {
  const specific = specificWords(k, outcome);
  const [best] = k.topics
    .flatMap((topic) => topic.activities)
    .filter((a) => a.kind !== 'writing_task')
    .map((a) => ({ a, hit: overlap(keyWords(`${a.name} ${a.description}`), specific) }))
    .filter((entry) => entry.hit >= 2)
    .sort((x, y) => y.hit - x.hit);
  return best?.a.name;
}
