/**
 * How an answer's clauses hold a misconception's words: which clauses belong together, whether
 * the words name the statement's own things and verbs, and whether the student disowns it.
 */
import { type AnswerText, type AnswerToken, NAMING_POS } from 'src/ai/builtin/grading/answer-text';
import { type KeyPoint, type PointWord } from 'src/ai/builtin/grading/key-point';
import { perceptionVerb, verbSays } from 'src/ai/builtin/grading/verb-senses';

/** Nouns that name no particular thing ("the same thing"). */
const GENERIC = new Set('thing something way kind type part lot'.split(' '));
/** Words the answer must say of the statement before it can state it. */
export const STATED_WORDS = 2;

/** Words that say what follows is wrong ("It is a myth that …", "…, which is not true"). */
const DISOWNING = new Set(
  'not no never myth wrong false incorrect untrue misconception mistake mistaken wrongly'.split(
    ' ',
  ),
);

/** The answer's clause of each token, a clause that only continues the one before joined to it. */
export type ClauseGroups = Map<AnswerToken, number>;

/** Words that open a clause describing the noun before it ("rain that falls in …"). */
const RELATIVE = new Set(['that', 'which', 'who', 'where']);
/** Pronouns that, as a clause's subject, stand for the sentence's subject ("so high that they …"). */
const SUBJECT_PRONOUNS = new Set(['they', 'it', 'he', 'she']);
const VERB_POS = new Set(['VERB', 'AUX']);

/**
 * Clauses as the statement's clauses are compared with: a clause that goes on from the one before
 * without a comma or a full stop belongs to it when it has no verb of its own ("food and water
 * from the soil"), describes the noun before it ("rain that falls in the rainy season") or says
 * what that noun does ("so high that they make north India cold").
 */
export function clauseGroups(answer: AnswerText): ClauseGroups {
  const groups: ClauseGroups = new Map();
  const clauses = [...new Set(answer.tokens.map((t) => t.clause))];
  let group = -1;
  let previous: AnswerToken[] = [];
  for (const clause of clauses) {
    const inIt = answer.tokens.filter((t) => t.clause === clause);
    if (!(previous.length > 0 && continues(answer.text, previous, inIt))) group += 1;
    for (const token of inIt) groups.set(token, group);
    previous = inIt;
  }
  return groups;
}

function continues(text: string, previous: AnswerToken[], clause: AnswerToken[]): boolean {
  const last = previous[previous.length - 1];
  const [first, second] = clause;
  if (last.sentence !== first.sentence || /[,;:.!?]/.test(text.slice(last.end, first.start))) {
    return false;
  }
  const body = RELATIVE.has(first.lower) || first.pos === 'CCONJ' ? clause.slice(1) : clause;
  if (!body.some((t) => VERB_POS.has(t.pos))) return true;
  if (RELATIVE.has(first.lower) && NAMING_POS.has(last.pos)) return true;
  return first.lower === 'that' && SUBJECT_PRONOUNS.has(second?.lower ?? '');
}

/**
 * A thing the answer names among the words that state the statement, none of the statement's
 * nor the question's: "Plants take in water from the soil" names water where "Plants
 * get their food from the soil" has food.
 */
export function otherThing(
  answer: AnswerText,
  tokens: readonly AnswerToken[],
  groups: ClauseGroups,
  questionKeys: ReadonlySet<string>,
): boolean {
  const where = new Set(tokens.map((t) => groups.get(t)));
  const used = new Set(tokens);
  const from = Math.min(...tokens.map((t) => t.start));
  const to = Math.max(...tokens.map((t) => t.end));
  return answer.content.some(
    (t) =>
      where.has(groups.get(t)) &&
      t.start > from &&
      t.end < to &&
      NAMING_POS.has(t.pos) &&
      !used.has(t) &&
      !GENERIC.has(t.key) &&
      !questionKeys.has(t.key) &&
      !questionKeys.has(t.stem),
  );
}

/**
 * The sentence whole, then each run of its clauses, shortest last: the statement may be said in
 * a part of it whose words the whole sentence also uses elsewhere.
 */
export function partsOf(answer: AnswerText): AnswerText[] {
  const clauses = [...new Set(answer.tokens.map((t) => t.clause))];
  const parts = [answer];
  for (let size = clauses.length - 1; size >= 1; size -= 1) {
    for (let from = 0; from + size <= clauses.length; from += 1) {
      const run = new Set(clauses.slice(from, from + size));
      const part = {
        text: answer.text,
        tokens: answer.tokens.filter((t) => run.has(t.clause)),
        content: answer.content.filter((t) => run.has(t.clause)),
      };
      if (part.content.length >= STATED_WORDS) parts.push(part);
    }
  }
  return parts;
}

/**
 * The answer names the things the statement is about: two of its nouns at least (all when it has
 * fewer), any it leaves out given by the question and not replaced by another thing. "Speed and
 * velocity are the same" is not stated by "the speed of light stays the same".
 */
export function namesItsThings(words: [PointWord, AnswerToken | null][], other: boolean): boolean {
  const things = words.filter(
    ([word]) => NAMING_POS.has(word.token.pos) && !GENERIC.has(word.token.key),
  );
  // One word of the answer names one thing: "speed" is not also "velocity".
  const named = new Set(things.map(([, by]) => by).filter((by) => by !== null)).size;
  return (
    named >= Math.min(2, things.length) &&
    things.every(([word, by]) => by !== null || (word.inQuestion && !other))
  );
}

/**
 * The statement said in one sentence of the answer, each of its clauses in one clause, in the
 * statement's order: "heat … and temperature are the same" is not "the same temperature, but
 * … heat".
 */
export function saidTogether(pairs: [AnswerToken, AnswerToken][], groups: ClauseGroups): boolean {
  if (new Set(pairs.map(([, by]) => by.sentence)).size > 1) return false;
  const clauses = new Map<number, Set<number>>();
  for (const [word, by] of pairs) {
    const group = groups.get(by) ?? by.clause;
    clauses.set(word.clause, (clauses.get(word.clause) ?? new Set()).add(group));
  }
  const order = [...clauses.entries()].sort((a, b) => a[0] - b[0]).map(([, at]) => [...at]);
  if (!order.every((at, i) => at.length === 1 && (i === 0 || order[i - 1][0] <= at[0]))) {
    return false;
  }
  // Within a clause, in the statement's order: "the Earth goes round the Sun" is not "the Sun goes
  // round the Earth". One word may say two ("colder" for "lower temperature").
  const sorted = [...pairs].sort((a, b) => a[0].start - b[0].start);
  return sorted.every(
    ([word, by], i) =>
      i === 0 || sorted[i - 1][0].clause !== word.clause || sorted[i - 1][1].start <= by.start,
  );
}

/**
 * Verbs that carry no weight as words ("make", "get") but are what a statement says of its
 * things: "mitochondria make energy", "plants get their food from the soil".
 */
const statementVerbs = (statement: KeyPoint) =>
  statement.analysed.tokens.filter((t) => t.pos === 'VERB' && !t.content);

/** A statement of what something is ("The metal spoon is at a lower temperature"): no other verb. */
const isCopula = (statement: KeyPoint) =>
  statement.analysed.tokens.some((t) => t.lemma === 'be') &&
  !statement.analysed.tokens.some((t) => t.pos === 'VERB');

/**
 * The answer says each of the statement's weightless verbs, where it says the statement: the verb
 * itself or one WordNet gives the same meaning ("produce", "create" for "make"; "absorb", "obtain"
 * for "get"), not another ("release" energy is not "make" it); and a statement of what something
 * is is not said by how it seems.
 */
export async function saysItsVerbs(
  statement: KeyPoint,
  answer: AnswerText,
  tokens: readonly AnswerToken[],
): Promise<boolean> {
  const clauses = new Set(tokens.map((t) => t.clause));
  const candidates = answer.tokens.filter((t) => clauses.has(t.clause) && t.pos === 'VERB');
  if (isCopula(statement)) {
    // "feels colder" says how it seems, not that it is: the statement is about what is.
    const seen = await Promise.all(candidates.map((t) => perceptionVerb(t.key)));
    if (seen.includes(true)) return false;
  }
  for (const verb of statementVerbs(statement)) {
    const said = await Promise.all(candidates.map((t) => verbSays(t.key, verb.key)));
    if (!said.includes(true)) return false;
  }
  return true;
}

/** Words that, after a statement, say it is wrong ("…, which is a myth"). */
const WRONG = new Set(
  'myth wrong false incorrect untrue misconception mistake mistaken'.split(' '),
);

/** Reporting what others hold ("Some people think …"), not the student's own "I think". */
const REPORTING = new Set('think thinks thought believe believes believed claim claims'.split(' '));

/**
 * The sentence says the statement is wrong: more words saying "not so" before the stated words
 * than the statement has, one saying it is wrong after them, or others' belief reported.
 */
export function disowned(statement: KeyPoint, answer: AnswerText, tokens: AnswerToken[]): boolean {
  const own = statement.analysed.tokens.filter((t) => DISOWNING.has(t.lower)).length;
  const last = Math.max(...tokens.map((t) => t.end));
  const before = answer.tokens.filter((t) => t.start < last);
  const reported = before.some(
    (t, k) => REPORTING.has(t.lower) && !['i', 'we'].includes(before[k - 1]?.lower ?? ''),
  );
  const after = answer.tokens.some((t) => t.start > last && WRONG.has(t.lower));
  return before.filter((t) => DISOWNING.has(t.lower)).length > own || after || reported;
}

/** Each sentence of the answer on its own (the same text, so quotes and places still hold). */
export function sentencesOf(answer: AnswerText): AnswerText[] {
  const indexes = [...new Set(answer.tokens.map((t) => t.sentence))];
  return indexes.map((sentence) => ({
    text: answer.text,
    tokens: answer.tokens.filter((t) => t.sentence === sentence),
    content: answer.content.filter((t) => t.sentence === sentence),
  }));
}
