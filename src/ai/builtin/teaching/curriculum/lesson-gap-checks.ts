/**
 * What stands in for a gap-fill on a sentence the plan prints: the teacher has just read it out,
 * so blanking a word of it tests the wording, not the idea. A short question the sentence answers
 * is asked instead (what a cause leads to, what a one-clause fact says), or nothing.
 */
import { sentence, stop } from 'src/ai/builtin/teaching/curriculum/draft';
import { askedOf } from 'src/ai/builtin/teaching/curriculum/fact-questions';
import { answersQuestion } from 'src/ai/builtin/teaching/curriculum/answer-guard';
import { PRONOUN_START } from 'src/ai/builtin/teaching/curriculum/objective-sentences';
import { answerKey, type CheckQuestion } from 'src/ai/builtin/teaching/curriculum/lesson-questions';
import type { Planning } from 'src/ai/builtin/teaching/curriculum/lesson-planning';
import { boardText } from 'src/ai/builtin/teaching/curriculum/lesson-taught';
import type { TopicKnowledge } from 'src/ai/builtin/teaching/curriculum/topic-knowledge';

/** What a gap-fill is checked against: the plan's printed text and the questions it asks. */
export interface GapContext {
  /** Whether the plan prints the sentence (on the board, in the teacher's script). */
  printed?: (text: string) => boolean;
  /** Whether the plan already asks the question (or one with its answer). */
  taken?: (q: CheckQuestion) => boolean;
  /** The objective's other taught sentences, asked when the gapped one has no question. */
  material?: readonly string[];
}

/** A text as words only, lower-case, one space between. */
function plain(text: string): string {
  return ` ${text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;
}

/**
 * The plan's context for gap-fills: what it prints (the board's terms, stages and each
 * objective's teaching, the summary it introduces, the misconceptions' correct ideas, the
 * problems worked) and what it asks.
 */
export function gapContext(p: Planning, material: readonly string[] = []): GapContext {
  const said = plain(
    [
      boardText(p.k, p.objectives),
      p.k.main.summary,
      ...p.k.misconceptions.map((m) => m.correct),
      ...p.modelled,
    ].join(' '),
  );
  return {
    printed: (text) => said.includes(plain(text)),
    taken: (q) => p.asked.has(q.question) || p.asked.has(answerKey(q)),
    material,
  };
}

/** The short questions a sentence answers: a term it defines, what its cause leads to, its fact. */
function questionsOf(k: TopicKnowledge, text: string): CheckQuestion[] {
  const options: CheckQuestion[] = [];
  for (const t of k.terms)
    if (text === sentence(`${t.term}: ${t.definition}`))
      options.push({ question: `What is meant by ${t.term}?`, answer: text });
  const effect = /^(.{12,}?),? (?:so|and so|which means that) (.{12,})$/i.exec(stop(text));
  if (effect && !PRONOUN_START.test(effect[1]))
    options.push({
      question: `${sentence(effect[1])} ${k.main.strand === 'history' ? 'What did this lead to?' : 'What happens as a result?'}`,
      answer: sentence(effect[2]),
    });
  // "Magnets should be stored in pairs …" → "How should magnets be stored?".
  const rule = /^([A-Z][\w ()-]{2,40}?) (should|must) (?:always )?be (\w+ed)\b/.exec(text);
  if (rule && !PRONOUN_START.test(rule[1])) {
    // A name keeps its capital: the topic writes it so inside a sentence too.
    const [first] = rule[1].split(' ');
    const known = k.facts.map((f) => f.text).join(' ');
    const name = new RegExp(`[a-z,;] ${first}\\b`).test(known);
    const subject = name ? rule[1] : `${first.toLowerCase()}${rule[1].slice(first.length)}`;
    options.push({
      question: `How ${rule[2]} ${subject} be ${rule[3]}?`,
      answer: sentence(text),
    });
  }
  const fact = askedOf(sentence(text), '');
  if (fact) options.push({ question: fact.question, answer: sentence(text) });
  return options;
}

/**
 * A short question a printed sentence answers: what its cause leads to ("X, so Y" → "X. What
 * happens as a result?" → Y), its one-clause fact asked ("What does the skull protect?"), else
 * one the objective's other sentences answer (a term they define); none the plan asks already,
 * else null.
 */
export function shortCheck(
  k: TopicKnowledge,
  text: string,
  ctx: GapContext = {},
): CheckQuestion | null {
  const texts = [text, ...(ctx.material ?? []).filter((other) => other !== text)];
  return (
    texts
      .flatMap((said) => questionsOf(k, said))
      .find((q) => !ctx.taken?.(q) && answersQuestion(q.question, q.answer)) ?? null
  );
}
