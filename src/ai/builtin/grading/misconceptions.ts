import { BoundedCache } from 'src/common/cache/bounded-cache';
import { subjectScope } from 'src/ai/builtin/curriculum/curriculum-subjects';
import type {
  CurriculumSubject,
  CurriculumTopic,
} from 'src/ai/builtin/curriculum/curriculum-topic';
import {
  type AnswerText,
  type AnswerToken,
  readAnswerText,
} from 'src/ai/builtin/grading/answer-text';
import { degreeBase } from 'src/ai/builtin/grading/degrees';
import { WORD_MATCHED } from 'src/ai/builtin/grading/grading-thresholds';
import { judgePoint } from 'src/ai/builtin/grading/judge-point';
import { readComparisons } from 'src/ai/builtin/grading/comparisons';
import { contentKeys, type KeyPoint, readKeyPoint } from 'src/ai/builtin/grading/key-point';
import { MeaningLexicon } from 'src/ai/builtin/grading/meaning';
import { readQuantities } from 'src/ai/builtin/grading/quantities';
import { readClaims } from 'src/ai/builtin/grading/roles';
import { overlapWords } from 'src/ai/builtin/grading/soft-cardinality';
import type { PreparedPoint } from 'src/ai/builtin/grading/judge-scheme-point';
import type { JudgingContext } from 'src/ai/builtin/grading/point-judgement';
import { evidenceOf, type PointOutcome } from 'src/ai/builtin/grading/point-outcome';
import { matchWord } from 'src/ai/builtin/grading/word-match';
import type { StatedMisconception } from 'src/ai/ports/answer-grading.port';
import {
  clauseGroups,
  disowned,
  namesItsThings,
  otherThing,
  partsOf,
  saidTogether,
  saysItsVerbs,
  sentencesOf,
  STATED_WORDS,
} from 'src/ai/builtin/grading/misconception-clauses';

export { sentencesOf } from 'src/ai/builtin/grading/misconception-clauses';

/** One of the curriculum's misconceptions, with the words a student would state it in. */
export interface CatalogueEntry {
  misconception: StatedMisconception;
  /** Key and stem of each content word of the statement. */
  words: { key: string; stem: string }[];
}

/** Share of the statement's words an answer (with its question) must have to be looked at. */
const CANDIDATE_SHARE = 0.6;
/** Weighted share of the statement's own words (not the question's) the answer must say. */
const STATED_COVERAGE = 0.75;
/** Weighted share of all the statement's words (the question's too) the answer itself must say. */
const ANSWER_SHARE = 0.6;

/**
 * Words a misconception turns on ("We breathe out only carbon dioxide"): an answer without them
 * says something else, often the correct idea.
 */
const RESTRICTING = new Set(
  'only all always every everything never just entirely alone whole same'.split(' '),
);

/** Words that join a statement's clauses and say nothing of it ("It is summer when …"). */
const LINKING = new Set('when then so also there here'.split(' '));

/** A statement without its full stop ("… the Sun." reads "Sun." as one word). */
export const bare = (text: string) => text.trim().replace(/[.!?]+$/, '');

/** The curriculum's misconceptions, by subject, found by the words an answer uses. */
export class MisconceptionCatalogue {
  private readonly bySubject = new Map<CurriculumSubject, CatalogueEntry[]>();

  constructor(topics: readonly CurriculumTopic[]) {
    for (const topic of topics) {
      const entries = this.bySubject.get(topic.subject) ?? [];
      for (const { wrong, correct } of topic.misconceptions) {
        const words = readAnswerText(bare(wrong)).content.map(({ key, stem }) => ({ key, stem }));
        const misconception = { statement: wrong, correction: correct, topicId: topic.id };
        entries.push({ misconception, words });
      }
      this.bySubject.set(topic.subject, entries);
    }
  }

  /**
   * The subject's misconceptions most of whose words the answer (or the question) has, at least
   * two of them the answer's own: the few worth judging closely.
   */
  candidates(
    subject: string | null,
    answerKeys: ReadonlySet<string>,
    questionKeys: ReadonlySet<string>,
  ): CatalogueEntry[] {
    const scope = subject ? subjectScope(subject) : null;
    if (!scope) return [];
    const has = (keys: ReadonlySet<string>, w: { key: string; stem: string }) =>
      keys.has(w.key) || keys.has(w.stem);
    return (this.bySubject.get(scope.subject) ?? []).filter(({ words }) => {
      const inAnswer = words.filter((w) => has(answerKeys, w)).length;
      const given = words.filter((w) => has(answerKeys, w) || has(questionKeys, w)).length;
      return inAnswer >= STATED_WORDS && given >= CANDIDATE_SHARE * words.length;
    });
  }
}

/** The grader's reading of each misconception statement, by question (its words marked). */
const readStatements = new BoundedCache<string, Promise<KeyPoint>>(2_000);
const statementLexicon = new MeaningLexicon();

/**
 * The curriculum misconceptions (of `topics`) an answer states, read as the grader reads them:
 * sentence by sentence with `statedIn`. For answers read outside grading (action plans read a
 * marked sheet's answers); the question's words count as given, as in grading.
 */
export async function misconceptionsStated(
  text: string,
  topics: readonly CurriculumTopic[],
  questionText = '',
): Promise<Stated[]> {
  const analysed = readAnswerText(text);
  if (analysed.content.length === 0 || topics.length === 0) return [];
  const questionKeys = contentKeys(questionText);
  const questionWords = overlapWords(readAnswerText(questionText));
  const context: JudgingContext = {
    questionKeys,
    answerWords: overlapWords(analysed),
    answerComparisons: readComparisons(analysed),
    answerQuantities: readQuantities(text),
    answerClaims: readClaims(analysed),
    modelKeys: questionKeys,
    modelAnswer: null,
    pointSubjects: [],
    severalPoints: false,
    simplestForm: false,
    lowConfidence: false,
  };
  const stated: Stated[] = [];
  for (const topic of topics) {
    for (const { wrong, correct } of topic.misconceptions) {
      const statement = await readStatements.getOrSet(`${questionText}\n${wrong}`, () =>
        readKeyPoint(bare(wrong), questionKeys, statementLexicon, questionWords),
      );
      for (const sentence of sentencesOf(analysed)) {
        const tokens = await statedIn(statement, sentence, context);
        if (tokens) {
          stated.push({
            misconception: { statement: wrong, correction: correct, topicId: topic.id },
            tokens,
          });
          break;
        }
      }
    }
  }
  return stated;
}

/** The answer's words that answer contentKeys-style lookups. */
export const answerKeys = (answer: AnswerText): Set<string> =>
  new Set(tidied(answer).read.content.flatMap((t) => [t.key, t.stem]));

/**
 * The answer's tokens that state the misconception `statement` (read as a key point of the
 * question), or null when it does not. Stated means: nearly all of its own words said, none
 * negated or opposed, each of its clauses said in one clause of the answer (so "take in carbon
 * dioxide and give out oxygen" does not state "take in oxygen and give out carbon dioxide"),
 * the words it turns on ("only") and its verbs said too ("mitochondria release energy" does not
 * state "mitochondria make energy"), and nothing before them saying it is wrong. The sentence is
 * looked at whole, then clause by clause ("Muscle cells need energy, and mitochondria make
 * energy": the second "energy" is the one that states it).
 */
export async function statedIn(
  statement: KeyPoint,
  answer: AnswerText,
  context: JudgingContext,
): Promise<AnswerToken[] | null> {
  const { read, original } = tidied(answer);
  for (const part of partsOf(read)) {
    const said = statedWords(statement, part, context);
    if (!said || !(await saysItsVerbs(statement, part, said))) continue;
    const tokens = said.map((t) => original.get(t)!);
    return disowned(statement, answer, tokens) ? null : tokens;
  }
  return null;
}

/** "Sun." at a sentence's end, as the tagger leaves a capitalised word before a full stop. */
const FULL_STOP = /\.$/;

/**
 * The sentence's words as a statement's are compared with: a capitalised word's full stop left
 * off ("Sun." is "Sun") and a comparative the tagger read as a preposition ("nearer") a word of
 * its own, by its plain form, so WordNet's "near" for "close" finds it.
 */
function tidied(answer: AnswerText): {
  read: AnswerText;
  original: Map<AnswerToken, AnswerToken>;
} {
  const original = new Map<AnswerToken, AnswerToken>();
  const tokens = answer.tokens.map((token) => {
    let tidy = token;
    if (FULL_STOP.test(token.lower) && token.lower.length > 2) {
      const [lower, lemma, key, stem] = [token.lower, token.lemma, token.key, token.stem].map(
        (form) => form.replace(FULL_STOP, ''),
      );
      tidy = { ...token, lower, lemma, key, stem };
    }
    const base = degreeBase(tidy.lower);
    if (!tidy.content && tidy.pos === 'ADP' && base !== tidy.lower) {
      tidy = { ...tidy, key: base, lemma: base, pos: 'ADJ', content: true };
    }
    original.set(tidy, token);
    return tidy;
  });
  return {
    read: { text: answer.text, tokens, content: tokens.filter((t) => t.content) },
    original,
  };
}

/** The statement's words said in `answer` (a sentence or a run of its clauses), or null. */
function statedWords(
  statement: KeyPoint,
  answer: AnswerText,
  context: JudgingContext,
): AnswerToken[] | null {
  const judged = judgePoint(statement, answer, {
    ...context,
    modelKeys: contentKeys(statement.text),
    modelAnswer: null,
    pointSubjects: [],
    severalPoints: false,
  });
  const f = judged.features;
  if (f.negation + f.affirmation + f.opposite + f.reversed + f.turnedRound > 0) return null;
  const matches = statement.words.map((word) => ({
    word,
    match: matchWord(word, answer, context.lowConfidence),
  }));
  const says = ({ match }: (typeof matches)[number]) =>
    match.by !== null && match.strength >= WORD_MATCHED && !match.polarityClash;
  const said = matches.filter(says);
  if (said.length < STATED_WORDS) return null;
  if (matches.some((m) => !says(m) && RESTRICTING.has(m.word.token.lower))) return null;
  const own = matches.filter(({ word }) => !word.inQuestion && !LINKING.has(word.token.lower));
  const total = own.reduce((sum, { word }) => sum + word.weight, 0);
  const got = own
    .filter(says)
    .reduce((sum, { word, match }) => sum + match.strength * word.weight, 0);
  if (total === 0 || got / total < STATED_COVERAGE) return null;
  const groups = clauseGroups(answer);
  const tokens = said.map(({ match }) => match.by!);
  const other = otherThing(answer, tokens, groups, context.questionKeys);
  if (
    !namesItsThings(
      matches.map((m) => [m.word, says(m) ? m.match.by : null]),
      other,
    )
  ) {
    return null;
  }
  const all = matches.reduce((sum, { word }) => sum + word.weight, 0);
  const allSaid = said.reduce((sum, { word, match }) => sum + match.strength * word.weight, 0);
  if (allSaid / all < ANSWER_SHARE) return null;
  if (
    !saidTogether(
      said.map(({ word, match }) => [word.token, match.by!]),
      groups,
    )
  )
    return null;
  return tokens;
}

/** A misconception the answer states, with the answer's words that state it. */
export interface Stated {
  misconception: StatedMisconception;
  tokens: AnswerToken[];
}

/** The answer without the clauses that state misconceptions; '' when nothing else is left. */
export function withoutClauses(answer: AnswerText, stated: readonly Stated[]): string {
  const clauses = new Set(stated.flatMap(({ tokens }) => tokens.map((t) => t.clause)));
  let text = answer.text;
  const spans = [...clauses].map((clause) => {
    const inIt = answer.tokens.filter((t) => t.clause === clause);
    return [Math.min(...inIt.map((t) => t.start)), Math.max(...inIt.map((t) => t.end))];
  });
  // From the end, so the earlier spans keep their places; a full stop keeps clauses apart.
  for (const [start, end] of spans.sort((a, b) => b[0] - a[0])) {
    text = `${text.slice(0, start)}.${text.slice(end)}`;
  }
  return /[\p{L}\p{N}]/u.test(text) ? text : '';
}

/** The student's sentence holding the words that state a misconception, verbatim. */
function quoted(answer: AnswerText, stated: Stated): string | null {
  return evidenceOf(answer, stated.tokens);
}

/**
 * A point whose marks came from a clause stating a misconception gets what the rest of the answer
 * earns, and names the misconception; with none such, the point the misconception's words are
 * most of names it (a missing one is then marked contradicted, since the answer says otherwise).
 */
export function withMisconceptions(
  answer: AnswerText,
  judged: readonly PointOutcome[],
  without: readonly PointOutcome[],
  stated: readonly Stated[],
): PointOutcome[] {
  const about = (o: PointOutcome): Stated => {
    const matched = new Set(o.judgement?.matched ?? []);
    const shared = (s: Stated) => s.tokens.filter((t) => matched.has(t)).length;
    return [...stated].sort((a, b) => shared(b) - shared(a))[0];
  };
  const named = (o: PointOutcome, rest: PointOutcome): PointOutcome => {
    const s = about(o);
    if (rest.level > 0) return { ...rest, misconception: s.misconception };
    const evidence = quoted(answer, s);
    return { ...rest, status: 'contradicted', evidence, misconception: s.misconception };
  };
  const outcomes = judged.map((o, i) => (o.level > without[i].level ? named(o, without[i]) : o));
  const unnamed = stated.filter((s) => !outcomes.some((o) => o.misconception === s.misconception));
  for (const s of unnamed) {
    const at = nearest(outcomes, s);
    if (at < 0) continue;
    const o = outcomes[at];
    outcomes[at] = o.level > 0 ? { ...o, misconception: s.misconception } : named(o, o);
  }
  return outcomes;
}

/** The point the stated words say most of, among those not already naming a misconception. */
function nearest(outcomes: readonly PointOutcome[], stated: Stated): number {
  let best = -1;
  let most = -1;
  outcomes.forEach((o, i) => {
    if (o.misconception?.topicId) return;
    const matched = new Set(o.judgement?.matched ?? []);
    const shared = stated.tokens.filter((t) => matched.has(t)).length;
    if (shared > most) [best, most] = [i, shared];
  });
  return best;
}

/** "it is changed into heat" → "It is changed into heat.": a point said as the correct idea. */
function asSentence(text: string): string {
  const trimmed = text.trim().replace(/[\s;:,]+$/, '');
  const capital = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}

/**
 * A point the answer contradicts (said the other way round, or an answer the scheme rejects)
 * names the answer's words as the misconception and the point as the correct idea. A wrong
 * choice, yes/no or number is a wrong answer, not a misconception.
 */
export function contradictionsNamed(
  outcomes: readonly PointOutcome[],
  points: readonly PreparedPoint[],
): PointOutcome[] {
  return outcomes.map((o, i) => {
    const point = points[i];
    const open = o.judgement !== null && !o.number;
    const rejected = o.judgement === null && (point.rejected?.length ?? 0) > 0;
    if (o.status !== 'contradicted' || !o.evidence || point.anyOf || !(open || rejected)) return o;
    const correction = asSentence(point.point.text);
    return { ...o, misconception: { statement: o.evidence, correction, topicId: null } };
  });
}
