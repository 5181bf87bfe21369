import { shuffle } from 'src/ai/builtin/seeded-random';
import type { SourceAnalysis } from 'src/ai/builtin/teaching/source/source-model';
import { singleChoice } from 'src/ai/builtin/teaching/worksheet/templates/mcq-single.templates';
import { capitalise, labelOptions, pluralise } from 'src/ai/builtin/teaching/worksheet/text-kit';
import type {
  Draft,
  Template,
  WriterContext,
} from 'src/ai/builtin/teaching/worksheet/writer-context';
import { quoted, stop } from 'src/ai/builtin/teaching/worksheet/document/narration';

/**
 * A definition applied to the text's own examples: "Which of these is an element, according to
 * the text?" among examples the text gives of other kinds. Read from sentences that sort
 * examples into the text's terms ("Iron, copper, oxygen and carbon are elements", "Sea water,
 * air and soil are not: each is a mixture"), and from its "X is a Y that …" lines, which make
 * one term a kind of another (an element is a pure substance). A wrong option is an example of a
 * kind that is neither the asked one, nor a kind of it, nor one it is a kind of: common salt, a
 * pure substance, might be an element for all a student is told, so it is never offered as "not
 * an element".
 */

/** "Pure water, common salt and iron" (two to six items) or one short noun phrase. */
const LIST = String.raw`((?:[\p{L}][\p{L} -]{1,30}?, )*[\p{L}][\p{L} -]{1,30}? and [\p{L}][\p{L} -]{1,30}?|[\p{L}][\p{L} -]{1,30}?)`;
/** "… are elements", "… is a compound of hydrogen and oxygen", "… are not: each is a mixture …". */
const SORTED = new RegExp(
  String.raw`^${LIST} (?:are|is) (?:(?:not: )?each is )?(?:an? )?([\p{L}][\p{L} -]{2,30}?)(?: (?:of|made|that|which|with|in|such)\b.*)?$`,
  'u',
);
const ARTICLE = /^(?:the|a|an)\s+/i;
const POINTER = /^(it|this|these|that|those|they|each|such|some|other|many|most|all)\b/i;

/** Examples of each term, and the terms each term is a kind of, as the text sorts them. */
export interface Kinds {
  examples: Map<string, Set<string>>;
  parents: Map<string, Set<string>>;
  /** The sentences that sort examples, by id: a classifying item's grounding. */
  sorting: Map<number, string>;
}

const kindsOf = new WeakMap<SourceAnalysis, Kinds>();

/** The text's term a phrase names ("elements", "a pure substance"), by any form it is written in. */
function termKey(analysis: SourceAnalysis, phrase: string): string | null {
  const said = phrase.toLowerCase().replace(ARTICLE, '').trim();
  return analysis.terms.find((t) => t.key === said || t.forms.includes(said))?.key ?? null;
}

export function sortedKinds(analysis: SourceAnalysis): Kinds {
  const known = kindsOf.get(analysis);
  if (known) return known;
  const kinds: Kinds = { examples: new Map(), parents: new Map(), sorting: new Map() };
  const add = (map: Map<string, Set<string>>, key: string, value: string) =>
    map.set(key, (map.get(key) ?? new Set()).add(value));
  for (const sentence of analysis.sentences) {
    if (quoted(sentence.text)) continue;
    const match = SORTED.exec(stop(sentence.text));
    const kind = match && termKey(analysis, match[2]);
    if (!match || !kind) continue;
    const items = match[1].split(/, | and /).map((item) => item.replace(ARTICLE, '').trim());
    // "A compound is a pure substance …": one term a kind of another, not an example of it.
    const term = items.length === 1 ? termKey(analysis, items[0]) : null;
    if (term && term !== kind) add(kinds.parents, term, kind);
    // "It is a mixture" points back to a line not shown: no example a student can classify.
    else if (!term && items.every((item) => item.split(/\s+/).length <= 3 && !POINTER.test(item))) {
      for (const item of items) add(kinds.examples, kind, item.toLowerCase());
      kinds.sorting.set(sentence.id, sentence.text);
    }
  }
  kindsOf.set(analysis, kinds);
  return kinds;
}

/** The kinds a term is, through every "X is a Y" step. */
function ancestors(kinds: Kinds, key: string, seen = new Set<string>()): Set<string> {
  for (const parent of kinds.parents.get(key) ?? [])
    if (!seen.has(parent)) {
      seen.add(parent);
      ancestors(kinds, parent, seen);
    }
  return seen;
}

/** Whether two terms might share an example: one is the other, or a kind of it. */
function overlap(kinds: Kinds, a: string, b: string): boolean {
  return a === b || ancestors(kinds, a).has(b) || ancestors(kinds, b).has(a);
}

/** Examples the text gives only of kinds apart from `kind`: sure wrong answers. */
export function examplesApart(kinds: Kinds, kind: string): string[] {
  const of = (example: string) =>
    [...kinds.examples].filter(([, items]) => items.has(example)).map(([key]) => key);
  const all = new Set([...kinds.examples.values()].flatMap((items) => [...items]));
  return [...all].filter((example) => of(example).every((other) => !overlap(kinds, other, kind)));
}

const article = (label: string) => (/^[aeiou]/i.test(label) ? `an ${label}` : `a ${label}`);
const RIGHT = 2;
const WRONG_SINGLE = 3;
const WRONG_MULTIPLE = 2;

const classify: Template = {
  name: 'classify-example',
  blooms: ['understand', 'apply', 'remember'],
  write(ctx: WriterContext, slot, attempt): Promise<Draft | null> {
    const kinds = sortedKinds(ctx.analysis);
    const multiple = slot.type === 'mcq_multiple_answer';
    const asked = [...kinds.examples]
      .filter(([, items]) => items.size >= (multiple ? RIGHT : 1))
      .map(([key, items]) => ({ key, items: [...items], wrong: examplesApart(kinds, key) }))
      .filter((k) => k.wrong.length >= (multiple ? WRONG_MULTIPLE : WRONG_SINGLE))
      .sort((a, b) => (ctx.termUse.get(a.key) ?? 0) - (ctx.termUse.get(b.key) ?? 0));
    const kind = asked[attempt];
    if (!kind) return Promise.resolve(null);
    const term = ctx.analysis.terms.find((t) => t.key === kind.key);
    const label = term?.label.toLowerCase() ?? kind.key;
    const shown = [...kind.items, ...kind.wrong];
    const lines = [...kinds.sorting].filter(([, text]) =>
      shown.some((example) => text.toLowerCase().includes(example)),
    );
    const grounding = lines.map(([, text]) => text).join(' ');
    const ids = lines.map(([id]) => id);
    const right = shuffle(kind.items, ctx.random).map(capitalise);
    const wrong = shuffle(kind.wrong, ctx.random).map(capitalise);
    if (!multiple)
      return Promise.resolve(
        singleChoice(
          ctx,
          `According to the text, which of these is ${article(label)}?`,
          right[0],
          wrong,
          grounding,
          [kind.key],
          ids,
        ),
      );
    const keyed = right.slice(0, RIGHT);
    const options = shuffle([...keyed, ...wrong.slice(0, WRONG_MULTIPLE)], ctx.random);
    const labelled = labelOptions(options);
    return Promise.resolve({
      question: `According to the text, which of these are ${pluralise(label)}? Choose all that apply.`,
      options: labelled,
      answer: labelled.filter((_, i) => keyed.includes(options[i])).join('; '),
      grounding,
      terms: [kind.key],
      sentences: ids,
    });
  },
};

export const CLASSIFY_TEMPLATES: Template[] = [classify];
