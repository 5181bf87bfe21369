import {
  type AnswerText,
  type AnswerToken,
  NAMING_POS as NAMING,
} from 'src/ai/builtin/grading/answer-text';

/**
 * Who does what to whom in one clause: "the Moon orbits the Earth", "William of Normandy defeated
 * Harold". Whether an answer says a model answer's claim or its reverse turns on which thing is
 * before the verb: "the Earth orbits the Moon" has every word of "the Moon orbits the Earth" and
 * says something else, while "Harold was defeated by William" says the same.
 */
export interface Claim {
  /** The things named before the verb in its clause ("William", "Normandy"); the doers. */
  doers: AnswerToken[];
  action: AnswerToken;
  /** The things named after it, before the next verb ("Harold"); what it is done to. */
  undergoers: AnswerToken[];
}

/** A verb after one of these ("was defeated", "is eaten") is passive when "by" names the doer. */
const BE = new Set(['be', 'is', 'are', 'was', 'were', 'been', 'being', 'am', 'get', 'gets', 'got']);
/** How far from the verb its doers and undergoers are looked for. */
const REACH = 4;

/** Tags of the word after a verb read as a plural noun ("pumps the", "orbits the Sun"). */
const AFTER_VERB = new Set(['DET', 'NOUN', 'PROPN', 'ADJ', 'ADP', 'NUM', 'PRON']);

/**
 * Whether the token is a verb: tagged so, or a present-tense verb the tagger read as a plural
 * noun after a singular one ("the heart pumps blood", "the Moon orbits the Earth").
 */
function isAction(tokens: readonly AnswerToken[], at: number): boolean {
  const token = tokens[at];
  if (!token.content) return false;
  if (token.pos === 'VERB') return true;
  const before = tokens[at - 1];
  const after = tokens[at + 1];
  return (
    token.pos === 'NOUN' &&
    /[^s]s$/.test(token.lower) &&
    before !== undefined &&
    NAMING.has(before.pos) &&
    !/s$/.test(before.lower) &&
    after !== undefined &&
    AFTER_VERB.has(after.pos)
  );
}

export function readClaims(text: AnswerText): Claim[] {
  const { tokens } = text;
  const claims: Claim[] = [];
  tokens.forEach((action, at) => {
    if (!isAction(tokens, at)) return;
    const inClause = (token: AnswerToken | undefined) =>
      token !== undefined && token.clause === action.clause;
    const before: AnswerToken[] = [];
    for (let i = at - 1; i >= Math.max(0, at - REACH) && inClause(tokens[i]); i--) {
      if (isAction(tokens, i)) break;
      if (NAMING.has(tokens[i].pos) && tokens[i].content) before.push(tokens[i]);
    }
    const after: AnswerToken[] = [];
    let by = false;
    for (let i = at + 1; i <= Math.min(tokens.length - 1, at + REACH) && inClause(tokens[i]); i++) {
      if (isAction(tokens, i)) break;
      if (tokens[i].lower === 'by') by = true;
      if (NAMING.has(tokens[i].pos) && tokens[i].content) after.push(tokens[i]);
    }
    if (before.length === 0 || after.length === 0) return;
    const passive = by && tokens.slice(Math.max(0, at - 2), at).some((t) => BE.has(t.lower));
    claims.push(
      passive
        ? { doers: after, action, undergoers: before }
        : { doers: before, action, undergoers: after },
    );
  });
  return claims;
}

/**
 * The answer's verbs that say one of the point's claims the other way round: the point's doer
 * is what the answer's verb is done to and the other way round ("Harold defeated William"
 * against "William defeated Harold"). `same` tells whether a point token and an answer token
 * name the same thing or action.
 */
export function swappedClaims(
  ours: readonly Claim[],
  theirs: readonly Claim[],
  same: (point: AnswerToken, answer: AnswerToken) => boolean,
): AnswerToken[] {
  const any = (a: readonly AnswerToken[], b: readonly AnswerToken[]) =>
    a.some((x) => b.some((y) => same(x, y)));
  const swapped: AnswerToken[] = [];
  for (const claim of ours) {
    for (const other of theirs) {
      if (claim.action.negated !== other.action.negated || !same(claim.action, other.action))
        continue;
      const turned = any(claim.doers, other.undergoers) && any(claim.undergoers, other.doers);
      const kept = any(claim.doers, other.doers) || any(claim.undergoers, other.undergoers);
      if (turned && !kept) swapped.push(other.action);
    }
  }
  return swapped;
}
