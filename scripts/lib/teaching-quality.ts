/**
 * What a teacher checks in a worksheet written from the curriculum, per question: does it name the
 * topic, is its key right (by the curriculum entry, or recomputed for maths), are its wrong options
 * from the topic, is it a repeat. Used by scripts/quality-teaching.ts.
 */
import type { CurriculumTopic } from 'src/ai/builtin/curriculum/curriculum-topic';
import { verifyMathsExercise } from 'src/ai/builtin/curriculum/maths';
import type { MathsExercise as GeneratedExercise } from 'src/ai/builtin/curriculum/maths';
import type { MathsExerciseSource } from 'src/ai/builtin/teaching/curriculum/maths-source';
import { MATHS } from 'src/ai/builtin/teaching/curriculum/maths-generators';
import { statement } from 'src/ai/builtin/teaching/curriculum/maths-sheet';
import type { QuestionType, WorksheetQuestion } from 'src/ai/ports/teaching-content.port';

export const norm = (text: string) =>
  text
    .toLowerCase()
    .replace(/^[a-f]\.\s+/, '')
    .replace(/[“”"]/g, '')
    .replace(/;\s*/g, ', ')
    .replace(/[.]+$/, '')
    .replace(/\s+/g, ' ')
    .trim();

/** The maths generators, remembering every exercise they gave (to recompute its answer later). */
export class RecordingMaths implements MathsExerciseSource {
  readonly given = new Map<string, GeneratedExercise>();
  knows(skill: string): boolean {
    return MATHS.knows(skill);
  }
  exercises(...args: Parameters<MathsExerciseSource['exercises']>) {
    const list = MATHS.exercises(...args) as GeneratedExercise[];
    for (const exercise of list) this.given.set(exercise.question, exercise);
    return list;
  }
}

/** Everything the resolved entries state, as the checks look it up. */
export class TopicTruth {
  readonly terms: { term: string; definition: string }[];
  readonly facts: Set<string>;
  readonly wrongs: Set<string>;
  readonly corrects: Set<string>;
  readonly strings = new Set<string>();
  readonly pairs = new Set<string>();
  readonly stageNames: string[][];
  readonly examples: { problem: string; answer: string }[];

  constructor(readonly topics: CurriculumTopic[]) {
    this.terms = topics.flatMap((t) => t.key_terms);
    this.examples = topics.flatMap((t) => t.worked_examples ?? []);
    this.facts = new Set(topics.flatMap((t) => t.facts.map((f) => norm(f.text))));
    this.wrongs = new Set(topics.flatMap((t) => t.misconceptions.map((m) => norm(m.wrong))));
    this.corrects = new Set(topics.flatMap((t) => t.misconceptions.map((m) => norm(m.correct))));
    this.stageNames = topics.flatMap((t) =>
      (t.processes ?? []).map((p) => p.stages.map((s) => s.name)),
    );
    const add = (a: string, b: string) => {
      this.strings.add(norm(a));
      this.strings.add(norm(b));
      this.pairs.add(`${norm(a)}|${norm(b)}`);
    };
    for (const t of topics) {
      t.key_terms.forEach((k) => add(k.term, k.definition));
      (t.processes ?? []).forEach((p) => p.stages.forEach((s) => add(s.name, s.description)));
      (t.cause_effect ?? []).forEach((c) => add(c.cause, c.effect));
      t.misconceptions.forEach((m) => add(m.wrong, m.correct));
      t.facts.forEach((f) => this.strings.add(norm(f.text)));
      (t.worked_examples ?? []).forEach((w) => this.strings.add(norm(w.answer)));
      t.activities.forEach((a) => this.strings.add(norm(a.description)));
      t.outcomes.forEach((o) => this.strings.add(norm(o)));
    }
  }

  /** The words a question must name to be about the topic: titles, key terms and their aliases. */
  names(): string[] {
    return [
      ...this.topics.map((t) => t.title),
      ...this.topics.flatMap((t) => t.key_terms.flatMap((k) => [k.term, ...(k.aliases ?? [])])),
    ].map((name) => name.toLowerCase());
  }
}

export function questionText(q: WorksheetQuestion): string {
  return [q.question, ...q.options, ...(q.column_a ?? []), ...(q.column_b ?? []), q.answer].join(
    ' ',
  );
}

function mentions(text: string, name: string): boolean {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}])${escaped}`, 'iu').test(text);
}

/**
 * The computed statements a choose-all item may judge: each exercise the generators gave, stated
 * with its answer (right) and with each typical error's answer (wrong), as normalised text.
 */
function computedClaims(
  maths: RecordingMaths,
): Map<string, { exercise: GeneratedExercise; right: boolean }> {
  const claims = new Map<string, { exercise: GeneratedExercise; right: boolean }>();
  for (const exercise of maths.given.values()) {
    const said = statement(exercise);
    if (!said) continue;
    claims.set(norm(said.claim(exercise.answer)), { exercise, right: true });
    for (const slip of exercise.distractors) {
      const text = norm(said.claim(slip.answer));
      if (!claims.has(text)) claims.set(text, { exercise, right: false });
    }
  }
  return claims;
}

/** A choose-all item of statements whose options are all calculations the generators gave. */
const COMPUTED_STATEMENTS = /^Which of these statements are correct\? Choose all that apply\.$/;

export function onTopic(q: WorksheetQuestion, truth: TopicTruth, maths: RecordingMaths): boolean {
  if (maths.given.has(q.question.replace(/ Show your working\.$/, ''))) return true;
  if (COMPUTED_STATEMENTS.test(q.question)) {
    const claims = computedClaims(maths);
    if (
      q.options.every(
        (o) => claims.has(norm(o)) || truth.facts.has(norm(o)) || truth.wrongs.has(norm(o)),
      )
    )
      return true;
  }
  const text = questionText(q);
  return truth.names().some((name) => mentions(text, name));
}

export function coverage(all: WorksheetQuestion[], topic: CurriculumTopic): number {
  const text = all.map(questionText).join(' ');
  const found = topic.key_terms.filter((k) =>
    [k.term, ...(k.aliases ?? [])].some((n) => mentions(text, n)),
  );
  return found.length / topic.key_terms.length;
}

function split(q: WorksheetQuestion): { right: string[]; wrong: string[] } {
  const right = q.answer.split('; ').map(norm);
  return { right, wrong: q.options.map(norm).filter((o) => !right.includes(o)) };
}

function choiceVerified(q: WorksheetQuestion, truth: TopicTruth, maths: RecordingMaths): boolean {
  const exercise = maths.given.get(q.question);
  if (exercise) return verifyMathsExercise(exercise) && norm(q.answer) === norm(exercise.answer);
  const { right, wrong } = split(q);
  const stem = q.question;
  // Computed statements: each recomputed, right only with the exercise's answer, wrong only with
  // a typical error's; a fact or misconception among them judged by the entry.
  if (COMPUTED_STATEMENTS.test(stem)) {
    const claims = computedClaims(maths);
    const judged = (option: string, right: boolean) => {
      const claim = claims.get(option);
      if (claim) return claim.right === right && verifyMathsExercise(claim.exercise);
      return right ? truth.facts.has(option) : truth.wrongs.has(option);
    };
    return right.every((r) => judged(r, true)) && wrong.every((w) => judged(w, false));
  }
  if (/statements? about .* (is|are) correct/.test(stem))
    return right.every((r) => truth.facts.has(r)) && wrong.every((w) => truth.wrongs.has(w));
  if (/Which one is wrong\?/.test(stem))
    return right.every((r) => truth.wrongs.has(r)) && wrong.every((w) => truth.facts.has(w));
  const named = /^What is the name for (.*)\?$/.exec(stem);
  if (named) return truth.pairs.has(`${right[0]}|${norm(named[1])}`);
  const described = /^Which of these best describes (.*)\?$/.exec(stem);
  if (described) return truth.pairs.has(`${norm(described[1])}|${right[0]}`);
  const caused = /^(.*) What happens as a result\?$/.exec(stem);
  if (caused) return truth.pairs.has(`${norm(caused[1])}|${right[0]}`);
  const after = /comes straight after "(.*)"\?$/.exec(stem);
  if (after)
    return truth.stageNames.some((names) => {
      const at = names.findIndex((n) => norm(n) === norm(after[1]));
      return at >= 0 && norm(names[at + 1] ?? '') === right[0];
    });
  if (/matched with their correct meanings/.test(stem)) {
    const pair = (o: string) => o.split(' – ').map(norm).join('|');
    return (
      right.every((r) => truth.pairs.has(pair(r))) && wrong.every((w) => !truth.pairs.has(pair(w)))
    );
  }
  if (/are stages of/.test(stem))
    return truth.stageNames.some(
      (names) =>
        right.every((r) => names.map(norm).includes(r)) &&
        wrong.every((w) => !names.map(norm).includes(w)),
    );
  return right.every((r) => truth.strings.has(r));
}

function matchVerified(q: WorksheetQuestion, truth: TopicTruth): boolean {
  const a = q.column_a ?? [];
  const b = q.column_b ?? [];
  return q.answer.split(', ').every((pair) => {
    const [row, letter] = pair.split('-');
    const left = norm(a[Number(row) - 1].replace(/^\d+\.\s*/, ''));
    const right = norm(b['ABCDEF'.indexOf(letter)]);
    return truth.pairs.has(`${left}|${right}`);
  });
}

/** The key is right: by the entry it was written from, or recomputed for a maths exercise. */
export function verified(
  type: QuestionType,
  q: WorksheetQuestion,
  truth: TopicTruth,
  maths: RecordingMaths,
): boolean {
  const bare = q.question.replace(/ Show your working\.$/, '');
  // "Kabir was asked: "…". Kabir wrote n = 14. What mistake …?": the quoted problem is checked.
  const quoted = /\bwas asked: "(.+?)"/.exec(bare)?.[1];
  const exercise = maths.given.get(quoted ?? bare);
  if (exercise && type !== 'mcq_single_answer')
    return verifyMathsExercise(exercise) && norm(q.answer).endsWith(norm(exercise.answer));
  // A worked example of the data asked as it stands: its reviewed answer ends the key.
  const example = truth.examples.find((e) => norm(e.problem) === norm(quoted ?? bare));
  if (example) return norm(q.answer).endsWith(norm(example.answer));
  // "Give the word for <definition>" keyed with the term (however short: "LCM").
  const named = truth.terms.find((t) => norm(t.term) === norm(q.answer));
  if (named && norm(q.question).includes(norm(named.definition))) return true;
  if (type === 'mcq_single_answer' || type === 'mcq_multiple_answer')
    return choiceVerified(q, truth, maths);
  if (type === 'match_the_column') return matchVerified(q, truth);
  if (type === 'true_false') {
    const statement = norm(q.question.replace(/^.*?true or false: /i, ''));
    return q.answer === 'True' ? truth.facts.has(statement) : truth.wrongs.has(statement);
  }
  if (type === 'fill_in_the_blanks') {
    const filled = norm(q.question.replace(/^Fill in the blank: /, '').replace('_____', q.answer));
    return (
      truth.facts.has(filled) ||
      truth.terms.some((t) => norm(`${t.term} is ${t.definition}`) === filled)
    );
  }
  const answer = norm(q.answer);
  return [...truth.strings].some((s) => s.length > 3 && answer.includes(s));
}

/** Every wrong option is from the topic (a term, definition, fact, misconception, stage, effect) or a maths error. */
export function distractorsFromTopic(
  q: WorksheetQuestion,
  truth: TopicTruth,
  maths: RecordingMaths,
): boolean {
  const exercise = maths.given.get(q.question);
  const { wrong } = split(q);
  if (exercise) return wrong.every((w) => exercise.distractors.some((d) => norm(d.answer) === w));
  return wrong.every(
    (w) => truth.strings.has(w) || w.split(' – ').every((part) => truth.strings.has(norm(part))),
  );
}
