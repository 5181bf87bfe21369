import { type AnswerText, NAMING_POS } from 'src/ai/builtin/grading/answer-text';
import { type GradingModel, isContradicted } from 'src/ai/builtin/grading/grading-model';
import { HALF_MARKS, WORD_COVERED, WORD_MATCHED } from 'src/ai/builtin/grading/grading-thresholds';
import { matchWord } from 'src/ai/builtin/grading/word-match';
import { judgePoint } from 'src/ai/builtin/grading/judge-point';
import { describingWords, type KeyPoint } from 'src/ai/builtin/grading/key-point';
import { judgeNumber } from 'src/ai/builtin/grading/numbers';
import { openingVerdict } from 'src/ai/builtin/grading/openings';
import type { JudgingContext, PointJudgement } from 'src/ai/builtin/grading/point-judgement';
import {
  blank,
  evidenceOf,
  outcome,
  type PointOutcome,
} from 'src/ai/builtin/grading/point-outcome';
import { unitGiven } from 'src/ai/builtin/grading/calculations/units';
import { cancelsList, rejectedIn } from 'src/ai/builtin/grading/scheme-conventions';
import { chosenOption, pointKind } from 'src/ai/builtin/grading/short-answers';
import type { MarkingPoint, StepMarkStatus } from 'src/ai/ports/answer-grading.port';

/** A marking-scheme point read once per paper, with the other answers it accepts. */
export interface PreparedPoint {
  scheme: MarkingPoint;
  point: KeyPoint;
  /** "Newton (N)": the names either side of the brackets, each of which earns a short point. */
  alternatives: KeyPoint[];
  /** "Any two from: …": the listed answers, each worth the point's marks over `count`. */
  anyOf: { count: number; items: PreparedPoint[] } | null;
  /**
   * The examiner's conventions (`readConventions`): other answers that earn the point in full
   * ("glucose (accept sugar or starch)", "glucose/sugar") and answers that earn nothing
   * ("reject sucrose"). Absent for a point without any.
   */
  accepted?: PreparedPoint[];
  rejected?: string[];
  /** "A correct unit": the unit of the model answer's result, looked for in the answer. */
  unit?: string;
}

/** Words of a short point's definitions an answer must use to describe it, and its length. */
const DESCRIBED_WORDS = 2;
const DESCRIPTION_LENGTH = 3;

/**
 * A point with its conventions: a rejected answer earns nothing; otherwise the best of the
 * point and the answers it accepts, each judged in full. In a list to choose from ("any three
 * from: …; do not accept soil") a rejected item costs only itself, unless the scheme says a
 * wrong item cancels the list (`cancelsList`).
 */
export function judgeSchemePoint(
  prepared: PreparedPoint,
  answer: AnswerText,
  context: JudgingContext,
  model: GradingModel,
): PointOutcome {
  const rejected = prepared.rejected ? rejectedIn(answer.text, prepared.rejected) : null;
  if (rejected && prepared.anyOf && !cancelsList(prepared.scheme.text)) {
    const judged = judgeOne(prepared, answer, context, model);
    return judged.level > 0 ? judged : outcome(prepared.scheme, 0, 'contradicted', rejected);
  }
  if (rejected) return outcome(prepared.scheme, 0, 'contradicted', rejected);
  if (prepared.unit !== undefined) {
    const given = unitGiven(answer.text, prepared.unit)?.evidence ?? null;
    return outcome(prepared.scheme, given ? 1 : 0, given ? 'earned' : 'missing', given);
  }
  let best = judgeOne(prepared, answer, context, model);
  for (const other of prepared.accepted ?? []) {
    if (best.level >= 1) break;
    const judged = judgeOne(other, answer, context, model);
    if (judged.level > best.level) best = { ...judged, scheme: prepared.scheme };
  }
  return best;
}

/** One point by its kind: a choice, a yes/no, a number, a word, or an open point (the model). */
function judgeOne(
  prepared: PreparedPoint,
  answer: AnswerText,
  context: JudgingContext,
  model: GradingModel,
): PointOutcome {
  const { scheme, point, anyOf } = prepared;
  if (anyOf) return judgeAnyOf(scheme, anyOf.items, answer, context, model);
  const kind = pointKind(point);
  if (kind.kind === 'option') {
    const chosen = chosenOption(answer.text);
    if (chosen !== null) {
      const right = chosen === kind.letter;
      const status = right ? 'earned' : 'contradicted';
      return outcome(scheme, right ? 1 : 0, status, answer.text.trim());
    }
  }
  if (kind.kind === 'boolean') {
    const said = openingVerdict(answer.text);
    if (!said) return outcome(scheme, 0, 'missing', null);
    const right = said.value === kind.value;
    return outcome(scheme, right ? 1 : 0, right ? 'earned' : 'contradicted', said.at[0].trim());
  }
  const judgement = judgePoint(point, answer, context);
  if (kind.kind === 'number') {
    const judged = judgeNumber(point, context.answerQuantities, context.simplestForm);
    const level = Math.max(0, judged.level);
    const status: StepMarkStatus =
      judged.level < 0 ? 'contradicted' : level > 0 ? 'earned' : 'missing';
    return { ...outcome(scheme, level, status, judged.evidence), judgement, number: true };
  }
  if (kind.kind === 'word') return judgeWord(prepared, judgement, answer, context);
  if (WORD_EQUATION.test(point.text)) return judgeWordEquation(scheme, point, answer, context);
  const open = judgeOpen(scheme, judgement, answer, model);
  return open.level > 0 && purposeLeftOut(point, answer, context)
    ? { ...open, level: 0, status: 'missing', evidence: null }
    : open;
}

/**
 * "Heat the solution to evaporate some of the water": a point that says what an action is
 * for is not made by the action alone ("heat it"); the purpose's verb (or another word for
 * it) must be said, unless the question gives it. "Leave to cool" is one action, not a purpose.
 */
function purposeLeftOut(point: KeyPoint, answer: AnswerText, context: JudgingContext): boolean {
  const tokens = point.analysed.tokens;
  const at = tokens.findIndex(
    (t, i) =>
      i > 0 &&
      t.lower === 'to' &&
      t.pos === 'PART' &&
      // An action done to something, then what for: not "leave to cool", "need to eat".
      NAMING_POS.has(tokens[i - 1].pos) &&
      tokens[i + 1]?.pos === 'VERB',
  );
  if (at < 0) return false;
  const purpose = point.words.find((w) => w.token === tokens[at + 1]);
  if (!purpose || purpose.inQuestion) return false;
  const said = matchWord(purpose, answer, context.lowConfidence);
  return said.by === null || said.strength < WORD_MATCHED || said.polarityClash;
}

const clashes = (j: PointJudgement) =>
  j.features.negation > 0 || j.features.opposite > 0 || j.features.turnedRound > 0;
const names = (j: PointJudgement) => !clashes(j) && j.features.coverageAll >= WORD_COVERED;

/** A one- or two-word point: named (by either name in brackets), described, or contradicted. */
function judgeWord(
  { scheme, point, alternatives }: PreparedPoint,
  judgement: PointJudgement,
  answer: AnswerText,
  context: JudgingContext,
): PointOutcome {
  // "newtons" for "Newton (N)": either name in the brackets earns the point.
  const named = names(judgement)
    ? judgement
    : alternatives.map((alternative) => judgePoint(alternative, answer, context)).find(names);
  const best = named ?? judgement;
  const clash = clashes(best);
  if (!named && !clash) {
    // Described rather than named ("how hot or cold something is" for "temperature"):
    // half the marks, since the question may want the word itself.
    const describing = describingWords(point, answer, context.questionKeys);
    if (describing.length >= DESCRIBED_WORDS && answer.content.length >= DESCRIPTION_LENGTH) {
      const evidence = evidenceOf(answer, describing);
      return { ...outcome(scheme, HALF_MARKS, 'earned', evidence), judgement: best };
    }
  }
  const level = named ? 1 : 0;
  const status: StepMarkStatus = clash ? 'contradicted' : level > 0 ? 'earned' : 'missing';
  const evidence = evidenceOf(answer, clash ? best.clashes : best.matched);
  return { ...outcome(scheme, level, status, evidence), judgement: best };
}

/** An open point: the fitted model turns its features into a level; a rule may contradict it. */
function judgeOpen(
  scheme: MarkingPoint,
  judgement: PointJudgement,
  answer: AnswerText,
  model: GradingModel,
): PointOutcome {
  const f = judgement.features;
  const probability = model.probability(f);
  const level = model.level(probability, f);
  const clash = judgement.clashes.length > 0;
  const status: StepMarkStatus =
    level > 0 ? 'earned' : isContradicted(f) || clash ? 'contradicted' : 'missing';
  const evidence = evidenceOf(answer, level > 0 ? judgement.matched : judgement.clashes);
  return { scheme, level, status, evidence, judgement, probability };
}

/**
 * "Any two from: shiny; malleable; conducts heat": each listed answer the student gives earns
 * its share, up to the point's marks; the evidence quotes each one found.
 */
function judgeAnyOf(
  scheme: MarkingPoint,
  items: PreparedPoint[],
  answer: AnswerText,
  context: JudgingContext,
  model: GradingModel,
): PointOutcome {
  const outcomes = items.map((item) => {
    const judged = judgeSchemePoint(item, answer, { ...context, severalPoints: true }, model);
    // A listed answer is short and particular: an answer with none of its own words ("plant
    // cells are green" for "plant cells have chloroplasts") does not give it.
    const saysNone =
      judged.judgement !== null &&
      judged.judgement.features.coverage === 0 &&
      item.point.words.some((word) => !word.inQuestion);
    return saysNone && judged.status !== 'contradicted' ? blank(item.scheme) : judged;
  });
  const earned = outcomes.reduce((sum, o) => sum + o.scheme.marks * o.level, 0);
  const level = scheme.marks > 0 ? Math.min(1, earned / scheme.marks) : 0;
  const contradicted = outcomes.some((o) => o.status === 'contradicted');
  const status: StepMarkStatus = level > 0 ? 'earned' : contradicted ? 'contradicted' : 'missing';
  const shown = outcomes.filter((o) => (level > 0 ? o.level > 0 : o.status === 'contradicted'));
  const evidence = [...new Set(shown.map((o) => o.evidence).filter((e) => e !== null))];
  return outcome(scheme, level, status, evidence.length > 0 ? evidence.join(' … ') : null);
}

/** Where a word equation's reactants end and its products begin: "→", "->", "gives", "makes". */
const ARROW = /→|⟶|-+[^>\s]*->|=>|\bgives?\b|\bmakes?\b|\bforms?\b|\bproduces?\b/i;
/** A word equation: named reactants joined by "+", an arrow, named products. */
const WORD_EQUATION = /\p{L}{4,}[^→⟶]*\+[^→⟶]*(?:→|⟶|->)|(?:→|⟶|->)[^+]*\p{L}{4,}\s*\+/u;

/**
 * A word equation ("carbon dioxide + water → glucose + oxygen") is written or it is not: every
 * reactant and product named, each on its side of the arrow. "water + carbon dioxide gives
 * sugar" leaves out the oxygen; "glucose + oxygen → carbon dioxide + water" is another reaction.
 */
function judgeWordEquation(
  scheme: MarkingPoint,
  point: KeyPoint,
  answer: AnswerText,
  context: JudgingContext,
): PointOutcome {
  const pointArrow = ARROW.exec(point.text)?.index ?? point.text.length;
  const answerArrow = ARROW.exec(answer.text)?.index ?? null;
  let swapped = false;
  const written = point.words.every((word) => {
    const match = matchWord(word, answer, context.lowConfidence);
    if (!match.by || match.strength < WORD_MATCHED || match.polarityClash) return false;
    if (answerArrow === null) return true;
    const same = word.token.start < pointArrow === match.by.start < answerArrow;
    swapped ||= !same;
    return same;
  });
  if (written) return outcome(scheme, 1, 'earned', answer.text.trim());
  return outcome(
    scheme,
    0,
    swapped ? 'contradicted' : 'missing',
    swapped ? answer.text.trim() : null,
  );
}
