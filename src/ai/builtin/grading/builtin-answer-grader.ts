import type {
  AnswerGrader,
  GradingQuestion,
  GradingRequest,
  MarkingPoint,
  QuestionGrade,
  SheetGrade,
  StepMark,
  StepMarkStatus,
  StudentAnswer,
} from 'src/ai/ports/answer-grading.port';
import {
  type AnswerText,
  type AnswerToken,
  readAnswerText,
} from 'src/ai/builtin/grading/answer-text';
import { readComparisons } from 'src/ai/builtin/grading/comparisons';
import { questionFeedback } from 'src/ai/builtin/grading/feedback';
import {
  GradingModel,
  type GradingModelWeights,
  isContradicted,
} from 'src/ai/builtin/grading/grading-model';
import modelWeights from 'src/ai/builtin/grading/grading-model.weights.json';
import {
  contentKeys,
  describingWords,
  type KeyPoint,
  type PointWord,
  readKeyPoint,
} from 'src/ai/builtin/grading/key-point';
import { judgePoint } from 'src/ai/builtin/grading/judge-point';
import type { JudgingContext, PointJudgement } from 'src/ai/builtin/grading/point-judgement';
import { markingSchemeOf } from 'src/ai/builtin/grading/marking-scheme';
import { MeaningLexicon } from 'src/ai/builtin/grading/meaning';
import { judgeNumber, SIMPLEST_FORM } from 'src/ai/builtin/grading/numbers';
import { readClaims } from 'src/ai/builtin/grading/roles';
import { rubricScores } from 'src/ai/builtin/grading/rubric-scores';
import { overlapWords } from 'src/ai/builtin/grading/soft-cardinality';
import { chosenOption, pointKind } from 'src/ai/builtin/grading/short-answers';
import { openingVerdict } from 'src/ai/builtin/grading/openings';
import { readQuantities } from 'src/ai/builtin/grading/quantities';
import { BoundedCache } from 'src/common/cache/bounded-cache';
import { readAnyOf } from 'src/modules/exams/papers/marking-scheme';
import {
  givesUnit,
  hasConventions,
  namedPart,
  readConventions,
  rejectedIn,
} from 'src/ai/builtin/grading/scheme-conventions';

/** OCR confidence (0–100) below which spelling is matched more loosely. */
const LOW_CONFIDENCE = 70;
/** Quotes longer than this many characters are cut to the matched words. */
const MAX_QUOTE = 160;
/**
 * Coverage at which a one- or two-word answer is the word asked for: every word matched at
 * least as a WordNet synonym (0.75), allowing for rounding in the weighted share.
 */
const WORD_MATCHED = 0.75 - 1e-9;

interface PreparedPoint {
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

/** "For the word equation": what a scheme line that names a part starts with. */
const LEADING_FOR = /^\s*(?:(?:\d+|one|a)\s+marks?\s+)?for\s+/i;

/** A short answer with another name for it in brackets: "Newton (N)", "Kilogram (kg)". */
const BRACKETED_NAME = /^\s*([^()]+?)\s*\(([^()]+)\)\s*\.?\s*$/;

/** A question's scheme read once and reused for every answer sheet of the paper. */
interface PreparedQuestion {
  points: PreparedPoint[];
  /** The whole model answer as one point (null when the scheme has a single point). */
  modelAnswer: KeyPoint | null;
  /** What each key point is about, when there are several (`KeyPoint.subject`). */
  pointSubjects: PointWord[];
  /** The question wants a fraction in its simplest form ("Simplify 6/8"). */
  simplestForm: boolean;
  /** "Show that …": the result is given, so it implies no working. */
  showThat: boolean;
  questionKeys: Set<string>;
  modelKeys: Set<string>;
}

/** How one key point went for one answer, before marks are rounded. */
export interface PointOutcome {
  scheme: MarkingPoint;
  level: number;
  status: StepMarkStatus;
  evidence: string | null;
  judgement: PointJudgement | null;
  probability: number | null;
  /** A number point: a result, or a step of working ("2x = 10"). */
  number?: boolean;
}

/** Words of a short point's definitions an answer must use to describe it, and its length. */
const DESCRIBED_WORDS = 2;
const DESCRIPTION_LENGTH = 3;

/** Rounds down to a half mark (a score is never rounded up past what was earned). */
const floorHalf = (value: number) => Math.floor(value * 2 + 1e-9) / 2;

/**
 * The offline answer grader: short answers (options, true/false, numbers with units, single
 * words) are matched after normalisation; open answers are scored point by point against the
 * marking scheme by meaning coverage (lemmas, WordNet synonyms and related forms, spelling
 * tolerance), with negation, antonyms, a contrary yes/no or a different number counting against
 * the point. A logistic model fitted on SciEntsBank turns a point's features into its marks.
 */
export class BuiltinAnswerGrader implements AnswerGrader {
  readonly provider = 'builtin';
  private readonly prepared = new BoundedCache<string, Promise<PreparedQuestion>>(2_000);

  constructor(
    private readonly lexicon: MeaningLexicon,
    private readonly model: GradingModel,
  ) {}

  static create(deps: { weights?: GradingModelWeights } = {}): Promise<BuiltinAnswerGrader> {
    return Promise.resolve(
      new BuiltinAnswerGrader(new MeaningLexicon(), new GradingModel(deps.weights ?? modelWeights)),
    );
  }

  async grade(request: GradingRequest): Promise<SheetGrade> {
    const answers = new Map<string, StudentAnswer>();
    for (const answer of request.answers) answers.set(answer.questionId, answer);
    // A new paper's key points are read (and their words looked up) together, then graded.
    await Promise.all(request.questions.map((question) => this.prepare(question)));
    const questions: QuestionGrade[] = [];
    for (const question of request.questions) {
      questions.push(await this.gradeQuestion(question, answers.get(question.questionId) ?? null));
    }
    return {
      questions,
      rubricScores: request.rubric
        ? rubricScores(request.rubric, request.questions, questions)
        : null,
    };
  }

  async gradeQuestion(
    question: GradingQuestion,
    answer: StudentAnswer | null,
  ): Promise<QuestionGrade> {
    const outcomes = await this.judgeQuestion(question, answer);
    const stepMarks: StepMark[] = outcomes.map((outcome) => {
      // Rounded down: a half-mark point is only given when fully made.
      const awarded = Math.min(
        outcome.scheme.marks,
        floorHalf(outcome.scheme.marks * outcome.level),
      );
      const status: StepMarkStatus =
        outcome.status === 'contradicted' || awarded === 0
          ? outcome.status === 'contradicted'
            ? 'contradicted'
            : 'missing'
          : awarded >= outcome.scheme.marks
            ? 'earned'
            : 'partial';
      return {
        point: outcome.scheme.text,
        marks: outcome.scheme.marks,
        awarded,
        status,
        evidence: status === 'missing' ? null : outcome.evidence,
      };
    });
    const total = stepMarks.reduce((sum, step) => sum + step.awarded, 0);
    const score = Math.max(0, Math.min(question.maxMarks, floorHalf(total)));
    return {
      questionId: question.questionId,
      score,
      maxMarks: question.maxMarks,
      feedback: questionFeedback(answer?.text ?? '', score, question.maxMarks, stepMarks),
      stepMarks,
    };
  }

  /** Each key point's level and status for one answer (the quality script reads these too). */
  async judgeQuestion(
    question: GradingQuestion,
    answer: StudentAnswer | null,
  ): Promise<PointOutcome[]> {
    const prepared = await this.prepare(question);
    const text = answer?.text.trim() ?? '';
    if (!text) {
      return prepared.points.map(({ scheme }) => blank(scheme));
    }
    const analysed = readAnswerText(text);
    const lowConfidence = answer?.confidence != null && answer.confidence < LOW_CONFIDENCE;
    const context: JudgingContext = {
      questionKeys: prepared.questionKeys,
      answerWords: overlapWords(analysed),
      answerComparisons: readComparisons(analysed),
      answerQuantities: readQuantities(text),
      answerClaims: readClaims(analysed),
      modelKeys: prepared.modelKeys,
      modelAnswer: prepared.modelAnswer,
      pointSubjects: prepared.pointSubjects,
      severalPoints: prepared.points.length > 1,
      simplestForm: prepared.simplestForm,
      lowConfidence,
    };
    const outcomes = prepared.points.map((point) => this.judge(point, analysed, context));
    // "Show that …" gives the result away: there the working is what earns the marks.
    const settled = prepared.showThat ? workingOnly(outcomes) : impliedWorking(outcomes);
    return accountedFor(settled);
  }

  /**
   * A point with its conventions: a rejected answer earns nothing; otherwise the best of the
   * point and the answers it accepts, each judged in full.
   */
  private judge(
    prepared: PreparedPoint,
    answer: AnswerText,
    context: JudgingContext,
  ): PointOutcome {
    const rejected = prepared.rejected ? rejectedIn(answer.text, prepared.rejected) : null;
    if (rejected) return outcome(prepared.scheme, 0, 'contradicted', rejected);
    if (prepared.unit !== undefined) {
      const given = givesUnit(answer.text, prepared.unit);
      return outcome(prepared.scheme, given ? 1 : 0, given ? 'earned' : 'missing', given);
    }
    let best = this.judgeOne(prepared, answer, context);
    for (const other of prepared.accepted ?? []) {
      if (best.level >= 1) break;
      const judged = this.judgeOne(other, answer, context);
      if (judged.level > best.level) best = { ...judged, scheme: prepared.scheme };
    }
    return best;
  }

  private judgeOne(
    prepared: PreparedPoint,
    answer: AnswerText,
    context: JudgingContext,
  ): PointOutcome {
    const { scheme, point, alternatives, anyOf } = prepared;
    if (anyOf) return this.judgeAnyOf(scheme, anyOf.items, answer, context);
    const kind = pointKind(point);
    if (kind.kind === 'option') {
      const chosen = chosenOption(answer.text);
      if (chosen !== null) {
        const right = chosen === kind.letter;
        return outcome(
          scheme,
          right ? 1 : 0,
          right ? 'earned' : 'contradicted',
          answer.text.trim(),
        );
      }
    }
    if (kind.kind === 'boolean') {
      const said = openingVerdict(answer.text);
      if (said) {
        const right = said.value === kind.value;
        return outcome(scheme, right ? 1 : 0, right ? 'earned' : 'contradicted', said.at[0].trim());
      }
      return outcome(scheme, 0, 'missing', null);
    }
    const judgement = judgePoint(point, answer, context);
    const f = judgement.features;
    if (kind.kind === 'number') {
      const judged = judgeNumber(point, context.answerQuantities, context.simplestForm);
      const level = Math.max(0, judged.level);
      const status: StepMarkStatus =
        judged.level < 0 ? 'contradicted' : level > 0 ? 'earned' : 'missing';
      return { ...outcome(scheme, level, status, judged.evidence), judgement, number: true };
    }
    if (kind.kind === 'word') {
      const clashes = (j: PointJudgement) => j.features.negation > 0 || j.features.opposite > 0;
      const names = (j: PointJudgement) => !clashes(j) && j.features.coverageAll >= WORD_MATCHED;
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
          return {
            ...outcome(scheme, 0.5, 'earned', evidenceOf(answer, describing)),
            judgement: best,
          };
        }
      }
      const level = named ? 1 : 0;
      const status: StepMarkStatus = clash ? 'contradicted' : level > 0 ? 'earned' : 'missing';
      return {
        ...outcome(scheme, level, status, evidenceOf(answer, clash ? best.clashes : best.matched)),
        judgement: best,
      };
    }
    const probability = this.model.probability(f);
    const level = this.model.level(probability, f);
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
  private judgeAnyOf(
    scheme: MarkingPoint,
    items: PreparedPoint[],
    answer: AnswerText,
    context: JudgingContext,
  ): PointOutcome {
    const outcomes = items.map((item) => {
      const judged = this.judge(item, answer, { ...context, severalPoints: true });
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

  private prepare(question: GradingQuestion): Promise<PreparedQuestion> {
    const schemeKey = JSON.stringify([
      question.questionText,
      question.modelAnswer,
      question.maxMarks,
      question.markingScheme,
    ]);
    return this.prepared.getOrSet(schemeKey, async () => {
      const scheme = markingSchemeOf(question);
      const questionKeys = contentKeys(question.questionText);
      const questionWords = overlapWords(readAnswerText(question.questionText));
      const modelKeys = contentKeys(
        [question.modelAnswer, ...scheme.map((p) => p.text)].join('\n'),
      );
      const read = (text: string) => readKeyPoint(text, questionKeys, this.lexicon, questionWords);
      const preparePoint = async (item: MarkingPoint): Promise<PreparedPoint> => {
        const conventions = readConventions(item.text);
        if (hasConventions(conventions, item.text)) {
          // Judged on what the point asks for; the teacher still sees the examiner's line.
          const named = namedPart(conventions.core, question.modelAnswer);
          if (named?.kind === 'unit') {
            return {
              ...(await preparePoint({ ...item, text: conventions.core })),
              unit: named.unit,
              scheme: item,
            };
          }
          const core = await preparePoint({
            ...item,
            text: named?.kind === 'text' ? named.text : conventions.core,
          });
          return {
            ...core,
            scheme: item,
            accepted: await Promise.all(
              conventions.accept.map((text) => preparePoint({ ...item, text })),
            ),
            rejected: conventions.reject,
          };
        }
        const named = namedPart(item.text.replace(LEADING_FOR, ''), question.modelAnswer);
        if (named?.kind === 'unit') {
          return {
            scheme: item,
            point: await read(item.text),
            alternatives: [],
            anyOf: null,
            unit: named.unit,
          };
        }
        if (named) return { ...(await preparePoint({ ...item, text: named.text })), scheme: item };
        const names = BRACKETED_NAME.exec(item.text);
        const anyOf = readAnyOf(item.text);
        return {
          scheme: item,
          point: await read(item.text),
          alternatives: names ? await Promise.all([read(names[1]), read(names[2])]) : [],
          anyOf: anyOf && {
            count: anyOf.count,
            items: await Promise.all(
              anyOf.items.map((text) => preparePoint({ text, marks: item.marks / anyOf.count })),
            ),
          },
        };
      };
      const points = await Promise.all(scheme.map(preparePoint));
      const whole = [question.modelAnswer, ...scheme.map((p) => p.text)].join('\n');
      const modelAnswer = points.length > 1 ? await read(whole) : null;
      const pointSubjects =
        points.length > 1
          ? points.map(({ point }) => point.subject).filter((w): w is PointWord => w !== null)
          : [];
      const simplestForm = SIMPLEST_FORM.test(question.questionText);
      const showThat = SHOW_THAT.test(question.questionText);
      return {
        points,
        modelAnswer,
        pointSubjects,
        simplestForm,
        showThat,
        questionKeys,
        modelKeys,
      };
    });
  }
}

/**
 * Steps of working and their result, as maths mark schemes read them: a correct final number
 * earns the number steps before it ("x = 5" earns "2x = 10" too: the method is implied), and
 * short of it, a step's number that differs is not a contradiction of that step (the student's
 * numbers may belong to other steps): it is missing.
 */
function impliedWorking(outcomes: PointOutcome[]): PointOutcome[] {
  const last = outcomes[outcomes.length - 1];
  if (outcomes.length < 2 || !last?.number) return outcomes;
  const implied = last.level === 1;
  return outcomes.map((o, index) => {
    if (index === outcomes.length - 1 || !isWorking(o)) return o;
    if (implied && o.level < 1)
      return { ...o, level: 1, status: 'earned', evidence: last.evidence };
    return implied ? o : notContradicted(o);
  });
}

/**
 * A step of working: a number point with an equation or a sum in it ("2x = 10", "100 ÷ 20"),
 * not a separate answer ("100 °C" beside "0 °C").
 */
function isWorking(o: PointOutcome): boolean {
  return o.number === true && /[=×÷+*/]|\s[x-]\s/.test(o.scheme.text);
}

/** "Show that the speed is 5 m/s": the result is in the question. */
const SHOW_THAT = /\bshow\s+that\b/i;

/**
 * In a "show that" question the final number is given away: writing it earns nothing unless
 * working before it was shown too (a step earned), and it implies no working.
 */
function workingOnly(outcomes: PointOutcome[]): PointOutcome[] {
  const last = outcomes[outcomes.length - 1];
  if (outcomes.length < 2 || !last?.number) return outcomes;
  const steps = outcomes.slice(0, -1).map((o) => (isWorking(o) ? notContradicted(o) : o));
  const worked = steps.some((o) => o.level > 0);
  return [...steps, worked || last.level === 0 ? last : blank(last.scheme)];
}

/**
 * A number the answer gives for another point is not against this one: "It freezes at 0 °C"
 * makes the "0 °C" point and leaves the "100 °C" point missing, not contradicted.
 */
function accountedFor(outcomes: PointOutcome[]): PointOutcome[] {
  return outcomes.map((o) =>
    o.number &&
    o.status === 'contradicted' &&
    outcomes.some((other) => other !== o && other.level > 0 && other.evidence === o.evidence)
      ? notContradicted(o)
      : o,
  );
}

/** A step of working whose number the answer does not give is missing, not contradicted. */
function notContradicted(o: PointOutcome): PointOutcome {
  return o.status === 'contradicted' ? { ...o, status: 'missing', evidence: null } : o;
}

function outcome(
  scheme: MarkingPoint,
  level: number,
  status: StepMarkStatus,
  evidence: string | null,
): PointOutcome {
  return { scheme, level, status, evidence, judgement: null, probability: null };
}

function blank(scheme: MarkingPoint): PointOutcome {
  return outcome(scheme, 0, 'missing', null);
}

/** The student's sentence holding most of `tokens`, verbatim (cut to the tokens when long). */
function evidenceOf(answer: AnswerText, tokens: AnswerToken[]): string | null {
  if (tokens.length === 0) return null;
  const bySentence = new Map<number, AnswerToken[]>();
  for (const token of tokens)
    bySentence.set(token.sentence, [...(bySentence.get(token.sentence) ?? []), token]);
  const [sentence, inIt] = [...bySentence.entries()].sort((a, b) => b[1].length - a[1].length)[0];
  const words = answer.tokens.filter((token) => token.sentence === sentence);
  // The sentence with its closing punctuation, as the student wrote it.
  const end = words[words.length - 1].end;
  const closing = /^[.!?)"'’”]*/.exec(answer.text.slice(end))?.[0] ?? '';
  const whole = answer.text.slice(words[0].start, end + closing.length).trim();
  if (whole.length <= MAX_QUOTE) return whole;
  const first = Math.min(...inIt.map((t) => t.start));
  const last = Math.max(...inIt.map((t) => t.end));
  return answer.text.slice(first, last).trim();
}
