import {
  QUESTION_TYPES,
  type QuestionExplanation,
  type QuestionType,
  type WorksheetQuestion,
  type WorksheetQuestions,
} from 'src/ai/ports/teaching-content.port';
import {
  capitalise,
  type DraftNote,
  inSentence,
  sentence,
} from 'src/ai/builtin/teaching/curriculum/draft';
import type { TopicKnowledge } from 'src/ai/builtin/teaching/curriculum/topic-knowledge';
import { contentTokens } from 'src/ai/builtin/teaching/worksheet/text-kit';
import { namesTerm } from 'src/ai/builtin/teaching/curriculum/focus';
import { revealedBy } from 'src/ai/builtin/teaching/curriculum/answer-giveaway';

/** Where the topic meets life outside school, the line nearest the question least used first. */
function realWorld(
  k: TopicKnowledge,
  question: WorksheetQuestion,
  used: Map<string, number>,
): string {
  const lines = k.topics.flatMap((topic) => topic.real_world);
  const words = contentTokens(`${question.question} ${question.answer}`);
  const scored = lines
    .map((line, order) => {
      const shared = [...contentTokens(line)].filter((word) => words.has(word)).length;
      return { line, order, score: shared - 3 * (used.get(line) ?? 0) };
    })
    .sort((a, b) => b.score - a.score || a.order - b.order);
  const line = scored[0]?.line ?? k.main.summary;
  used.set(line, (used.get(line) ?? 0) + 1);
  return line;
}

/** For a question the curriculum writer did not write (or no longer writes): its key stated. */
function fallbackNote(k: TopicKnowledge, question: WorksheetQuestion): DraftNote {
  const words = contentTokens(`${question.question} ${question.answer}`);
  const fact = [...k.facts]
    .map((item) => ({
      item,
      shared: [...contentTokens(item.text)].filter((word) => words.has(word)).length,
    }))
    .sort((a, b) => b.shared - a.shared)[0]?.item;
  const terms = k.terms.filter((item) => words.has(item.term.toLowerCase())).map((t) => t.term);
  return {
    why: `The answer is ${question.answer}.${fact ? ` ${fact.text}` : ''}`,
    mistakes: k.misconceptions[0]
      ? `A common misconception is "${k.misconceptions[0].wrong}" In fact: ${k.misconceptions[0].correct}`
      : 'Answering from memory of a similar topic instead of this one.',
    concepts: terms.length > 0 ? terms.slice(0, 4) : [k.main.title],
  };
}

/**
 * An explanation that only restates the key gains a line about the term the key names: its
 * definition, or a fact naming it that the question and key do not already say (each line once).
 */
function deepened(
  k: TopicKnowledge,
  question: WorksheetQuestion,
  note: DraftNote,
  used: Set<string>,
  others: readonly WorksheetQuestion[],
): string {
  const said = contentTokens(`${question.question} ${question.answer}`);
  const why = contentTokens(note.why);
  const fresh = [...why].filter((word) => !said.has(word)).length;
  if (why.size === 0 || fresh / why.size > 0.2) return note.why;
  // Only keys that are a term or its meaning: a longer key (a cause, a plan) explains itself.
  const keyWords = question.answer.replace(/^[A-F]\.\s*/, '').split(/\s+/).length;
  if (keyWords > 14 || /^(true|false)$/i.test(question.answer.trim())) return note.why;
  // The terms the key itself names, the key's own term first.
  const key = question.answer.toLowerCase();
  const named = k.terms
    .filter((t) => namesTerm(key, t.term))
    .sort((a, b) => b.term.length - a.term.length);
  const candidates = [
    ...named.map((t) => `${capitalise(t.term)}: ${inSentence(t.definition)}.`),
    ...k.facts
      .filter((fact) => named.some((t) => namesTerm(fact.text, t.term)))
      .map((fact) => sentence(fact.text)),
  ];
  const extra = candidates.find((line) => {
    if (used.has(line)) return false;
    // Nor another item's key: a definition added here would answer a later "What is meant by".
    const printed = { question: '', options: [], answer: '', notes: [line] };
    if (others.some((other) => other !== question && revealedBy(printed, other))) return false;
    const words = contentTokens(line);
    const shared = [...words].filter((word) => said.has(word) || why.has(word)).length;
    return words.size > 0 && shared / words.size < 0.6;
  });
  if (!extra) return note.why;
  // A line explains one question of a sheet: repeated, it is boilerplate again.
  used.add(extra);
  return `${note.why} ${extra}`;
}

/**
 * Worksheet step 4 from the curriculum: each question's note (why the key is right, what each
 * wrong option reflects, the concepts), the objective it was tagged with and a real-world link
 * chosen for it. `written` are the notes of the same worksheet written again, keyed by question.
 */
export function explainFromCurriculum(
  k: TopicKnowledge,
  questions: WorksheetQuestions,
  written: ReadonlyMap<string, DraftNote>,
): Record<QuestionType, QuestionExplanation[]> {
  const used = new Map<string, number>();
  const added = new Set<string>();
  const all = QUESTION_TYPES.flatMap((type) => questions[type] ?? []);
  return Object.fromEntries(
    QUESTION_TYPES.map((type) => [
      type,
      (questions[type] ?? []).map((question) => {
        const note = written.get(question.question) ?? fallbackNote(k, question);
        return {
          learning_objective: question.tags.learning_objectives,
          explanation: deepened(k, question, note, added, all),
          key_concepts: note.concepts.length > 0 ? note.concepts : [k.main.title],
          common_mistakes: note.mistakes,
          real_world_application: realWorld(k, question, used),
        };
      }),
    ]),
  ) as Record<QuestionType, QuestionExplanation[]>;
}
