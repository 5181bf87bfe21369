/**
 * Check and practice items made from an objective's taught sentences when its data has no other:
 * the check's answer, a question the material does answer, and a gap to fill in a sentence.
 */
import type { TopicKnowledge } from 'src/ai/builtin/teaching/curriculum/topic-knowledge';
import { sentence, stop } from 'src/ai/builtin/teaching/curriculum/draft';
import type { CheckQuestion } from 'src/ai/builtin/teaching/curriculum/lesson-questions';
import {
  answersQuestion,
  definesTerm,
  isInstruction,
} from 'src/ai/builtin/teaching/curriculum/answer-guard';
import { keyWords, PRONOUN_START } from 'src/ai/builtin/teaching/curriculum/objective-sentences';

/**
 * The check's answer: the sentences that answer it, a term's bare definition only when needed,
 * never an activity's instruction (what students do is not what they answer).
 */
export function answerFrom(k: TopicKnowledge, texts: readonly string[]): string {
  const defined = new Set(k.terms.map((t) => sentence(`${t.term}: ${t.definition}`)));
  const facts = texts.filter((text) => !isInstruction(text));
  const said = facts.filter((text) => !defined.has(text));
  if (facts.length === 0) return texts.join(' ');
  return (said.length >= 2 ? said : facts).join(' ');
}

/**
 * A question the material answers, for an objective whose own check it does not: a term it
 * defines ("What is meant by X?"), what a cause it states leads to ("X, so Y" → "X. What happens
 * as a result?"), else a gap in one of its sentences (not the practice's). None: undefined.
 */
export function answeredFrom(
  k: TopicKnowledge,
  texts: readonly string[],
  practice: CheckQuestion | undefined,
): CheckQuestion | undefined {
  const facts = texts.filter((text) => !isInstruction(text));
  const options: CheckQuestion[] = [];
  for (const text of facts) {
    for (const t of k.terms)
      if (definesTerm(text, t.term) || text === sentence(`${t.term}: ${t.definition}`))
        options.push({ question: `What is meant by ${t.term}?`, answer: text });
    const effect = /^(.{12,}?),? (?:so|and so|which means that) (.{12,})$/i.exec(stop(text));
    if (effect && !PRONOUN_START.test(effect[1]))
      options.push({
        question: `${sentence(effect[1])} What happens as a result?`,
        answer: sentence(effect[2]),
      });
  }
  const gaps = facts
    .filter((text) => !practice || !practice.question.includes(text.slice(0, 30)))
    .map((text) => cloze(k, '', [text]))
    .filter((q): q is CheckQuestion => q !== undefined);
  return [...options, ...gaps].find(
    (q) => q.question !== practice?.question && answersQuestion(q.question, q.answer),
  );
}

/** Words that join a sentence, never the gap a student fills. */
const LINKING =
  /^(without|through|between|because|during|before|after|around|against|although|whether|their|there|these|those|which|where|while|using|cannot|could|would|should)$/i;

/**
 * A gap to fill in a taught sentence (not a definition): its longest word the outcome does not
 * say, blanked ("Magnets should be stored in pairs … using ____." → keepers). Practice for an
 * objective the data has no other item for.
 */
export function cloze(
  k: TopicKnowledge,
  outcome: string,
  teach: readonly string[],
): CheckQuestion | undefined {
  const said = keyWords(outcome);
  const terms = keyWords(k.terms.map((t) => t.term).join(' '));
  const termed = (word: string) => ([...keyWords(word)].some((w) => terms.has(w)) ? 1 : 0);
  const defined = new Set(k.terms.map((t) => sentence(`${t.term}: ${t.definition}`)));
  for (const text of teach) {
    if (defined.has(text) || text.includes(':') || text.split(/\s+/).length < 8) continue;
    const words = text.replace(/[.!?]$/, '').split(/\s+/);
    const [gap] = words
      .map((word, i) => ({ word: word.replace(/[^A-Za-z-]/g, ''), i }))
      .filter(
        ({ word, i }) =>
          i >= 3 &&
          word.length >= 5 &&
          !LINKING.test(word) &&
          ![...keyWords(word)].some((w) => said.has(w)),
      )
      // A key term of the topic first, then the longest word.
      .sort(
        (a, b) => termed(b.word) - termed(a.word) || b.word.length - a.word.length || b.i - a.i,
      );
    if (!gap) continue;
    const blanked = words
      .map((word, i) => (i === gap.i ? word.replace(gap.word, '____') : word))
      .join(' ');
    // "farmer's" is not "farmers": a word the sentence does not spell so is no blank.
    if (!blanked.includes('____')) continue;
    return { question: `Fill in the gap: ${sentence(blanked)}`, answer: gap.word };
  }
  return undefined;
}
