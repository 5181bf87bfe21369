/**
 * What a lesson puts on the board, and whether an item is about it: nothing is asked that the
 * lesson has not taught (a true/false statement whose correct idea was never said, a "what
 * happens if" on a substance not yet mentioned).
 */
import type { Misconception } from 'src/ai/builtin/curriculum/curriculum-topic';
import type { CheckQuestion } from 'src/ai/builtin/teaching/curriculum/lesson-questions';
import type { Planning } from 'src/ai/builtin/teaching/curriculum/lesson-planning';
import type { ObjectivePlan } from 'src/ai/builtin/teaching/curriculum/lesson-objectives';
import { lessonSkills } from 'src/ai/builtin/teaching/curriculum/lesson-objectives';
import { skillsFor } from 'src/ai/builtin/teaching/curriculum/objective-exercises';
import { keyWords } from 'src/ai/builtin/teaching/curriculum/objective-sentences';
import { contentWords } from 'src/ai/builtin/teaching/curriculum/focus';
import { processRef, sentence } from 'src/ai/builtin/teaching/curriculum/draft';
import {
  boardTerms,
  type TopicKnowledge,
} from 'src/ai/builtin/teaching/curriculum/topic-knowledge';

/** Share of an item's key words the board must hold for the item to count as taught. */
const TAUGHT_SHARE = 0.5;

/** Share of a correct idea the board must say for its misconception to be asked. */
export const CORRECTED_SHARE = 0.7;

/** The board's text: the key terms, the drawn process with its stages, each objective's teaching. */
export function boardText(k: TopicKnowledge, objectives: readonly ObjectivePlan[]): string {
  const process = k.processes[0];
  return [
    ...boardTerms(k).map((t) => `${t.term} ${t.definition}`),
    ...(process ? process.stages.map((s) => `${s.name} ${s.description}`) : []),
    ...(objectives.length > 0
      ? objectives.flatMap((o) => [
          o.outcome,
          ...o.teach,
          ...(o.shown ? [o.shown.problem, ...o.shown.steps, o.shown.answer] : []),
        ])
      : k.main.facts.slice(0, 4).map((f) => f.text)),
  ].join(' ');
}

/** Whether most of a text's key words are on the board (its idea was taught, not only its topic). */
export function taughtIn(board: ReadonlySet<string>, text: string, share = TAUGHT_SHARE): boolean {
  const words = [...keyWords(text)];
  if (words.length === 0) return true;
  return words.filter((w) => board.has(w)).length / words.length >= share;
}

/**
 * The misconceptions a lesson can raise: the starter's (the first, which the lesson sets out to
 * correct), then those whose correct idea the board says.
 */
export function taughtMisconceptions(
  misconceptions: readonly Misconception[],
  board: ReadonlySet<string>,
): Misconception[] {
  const [starter, ...rest] = misconceptions;
  return starter ? [starter, ...rest.filter((m) => corrected(board, m))] : [];
}

/**
 * Whether the board corrects a misconception: what the statement is about (the words it shares
 * with its correct idea: "rotation", "Earth") is on it, and most of the correct idea besides.
 */
export function corrected(board: ReadonlySet<string>, m: Misconception): boolean {
  const correct = keyWords(m.correct);
  const about = [...keyWords(m.wrong)].filter((w) => correct.has(w));
  return about.every((w) => board.has(w)) && taughtIn(board, m.correct, CORRECTED_SHARE);
}

/** A cause asked about ("X. What happens as a result?", "Predict: x. …"): its premise. */
export function premiseOf(question: string): string | null {
  const predict = /^Predict: (.+?)\. What would you expect to happen\?$/.exec(question);
  if (predict) return predict[1];
  const result = /^(.+?) (?:What happens as a result|What did this lead to)\?$/.exec(question);
  return result ? result[1] : null;
}

/** The sentence of a problem that says what to find ("… Find the mean." → "Find the mean."). */
export function askOf(problem: string): string {
  const sentences = problem.trim().split(/(?<=[.?!])\s+/);
  return sentences[sentences.length - 1] ?? problem;
}

/** An instruction or question a problem ends on: what its method finds. */
const ASK =
  /^(?:Find|Work out|Calculate|Solve|What|Which|How|Write|Express|Convert|Simplify|Round|Estimate)\b/;

/**
 * The words of the board and the problems worked in front of the class: the methods modelled.
 * The set also holds each sentence's kind of ask, keyed `kind:…` ("kind:what is the other
 * number?"), for an ask that names no method of its own.
 */
export function modelledWords(texts: readonly string[]): Set<string> {
  // Plain words, not lemmas: a lemmatiser reads "8y" as "you".
  const words = contentWords(texts.join(' '));
  // Each worked problem's kind of ask too, for asks that name nothing of their own.
  for (const text of texts)
    for (const part of text.split(/(?<=[.?!])\s+/)) words.add(kindKey(askKind(part)));
  return words;
}

/** Words an ask can use without naming a method ("What is the other number?"). */
const GENERIC = new Set(['number', 'value', 'answer', 'result', 'missing', 'one']);

const kindKey = (kind: string) => `kind:${kind}`;

/**
 * Whether an exercise asks for what the lesson's board and worked problems spoke of: "What is
 * the other number?" after only "Find the mean." needs a method (total = mean × count) never shown.
 */
export function modelled(modelledSet: ReadonlySet<string>, question: string): boolean {
  const ask = askOf(question);
  // Only an exercise that ends on what to find is compared ("Fill in the missing number" is not).
  if (!ASK.test(ask)) return true;
  const said = [...contentWords(ask)].filter((w) => !/\d/.test(w));
  const words = said.filter((w) => !GENERIC.has(w));
  // "What is the other number?" names no method: only the same ask worked on the board models it.
  if (said.length > 0 && words.length === 0) return modelledSet.has(kindKey(askKind(question)));
  return words.every((w) => modelledSet.has(w));
}

/** An exercise's kind: its ask with the numbers taken out ("Find the mean."). */
export function askKind(question: string): string {
  return askOf(question)
    .replace(/[\d.,\s−-]*\d/g, '#')
    .toLowerCase();
}

/** Whether a maths item asks for what the lesson modelled (any other subject's item passes). */
export function methodTaught(p: Planning, q: CheckQuestion): boolean {
  return p.k.main.subject !== 'mathematics' || modelled(modelledWords(p.modelled), q.question);
}

/**
 * Every maths skill the objectives name, in their order: "find the mean, median, mode and range"
 * practises all four, not the mean four times.
 */
export function practisedSkills(k: TopicKnowledge, objectives: readonly ObjectivePlan[]): string[] {
  const own = lessonSkills(objectives);
  const named = objectives.filter((o) => o.skill).flatMap((o) => skillsFor(k, o.outcome));
  return [...new Set([...own, ...named])];
}

/**
 * An objective's board lines without what the board already shows: the key terms' definitions
 * ("Duma: the elected …" printed twice) and the stages of the process drawn above.
 */
export function unrepeated(
  terms: readonly { term: string; definition: string }[],
  teach: readonly string[],
  drawn?: string,
): string[] {
  const listed = new Set(terms.map((t) => sentence(`${t.term}: ${t.definition}`).toLowerCase()));
  const stages = drawn ? `The stages of ${processRef(drawn)}:` : null;
  return teach.filter(
    (line) => !listed.has(line.toLowerCase()) && !(stages && line.startsWith(stages)),
  );
}

/** An objective's own board lines, or where on the board it is taught when it has none. */
export function ownLines(
  terms: readonly { term: string; definition: string }[],
  teach: readonly string[],
  drawn?: string,
): string {
  const own = unrepeated(terms, teach, drawn);
  if (own.length > 0) return own.join(' ');
  const stages = drawn ? `The stages of ${processRef(drawn)}:` : null;
  return stages && teach.some((line) => line.startsWith(stages))
    ? `Teach it from ${processRef(drawn!)} drawn above, stage by stage.`
    : 'Teach it from the key terms above.';
}
