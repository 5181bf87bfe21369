import type {
  AnswerGrader,
  GradingQuestion,
  GradingRequest,
  MarkingPoint,
  QuestionGrade,
  SheetGrade,
  StudentAnswer,
} from 'src/ai/ports/answer-grading.port';
import { readAnswerText } from 'src/ai/builtin/grading/answer-text';
import { readComparisons } from 'src/ai/builtin/grading/comparisons';
import { questionFeedback } from 'src/ai/builtin/grading/feedback';
import { GradingModel, type GradingModelWeights } from 'src/ai/builtin/grading/grading-model';
import modelWeights from 'src/ai/builtin/grading/grading-model.weights.json';
import { LOW_CONFIDENCE } from 'src/ai/builtin/grading/grading-thresholds';
import { judgeSchemePoint, type PreparedPoint } from 'src/ai/builtin/grading/judge-scheme-point';
import {
  contentKeys,
  type KeyPoint,
  type PointWord,
  readKeyPoint,
} from 'src/ai/builtin/grading/key-point';
import type { JudgingContext } from 'src/ai/builtin/grading/point-judgement';
import {
  blank,
  floorHalf,
  type PointOutcome,
  stepMarkOf,
} from 'src/ai/builtin/grading/point-outcome';
import { MeaningLexicon } from 'src/ai/builtin/grading/meaning';
import { SIMPLEST_FORM } from 'src/ai/builtin/grading/numbers';
import { readClaims } from 'src/ai/builtin/grading/roles';
import { rubricScores } from 'src/ai/builtin/grading/rubric-scores';
import { overlapWords, type SoftWordSet } from 'src/ai/builtin/grading/soft-cardinality';
import { readQuantities } from 'src/ai/builtin/grading/quantities';
import { SHOW_THAT, settleWorking } from 'src/ai/builtin/grading/working';
import { markingSchemeOf, readAnyOf } from 'src/ai/builtin/papers';
import { BoundedCache } from 'src/common/cache/bounded-cache';
import {
  hasConventions,
  namedPart,
  readConventions,
} from 'src/ai/builtin/grading/scheme-conventions';

export type { PointOutcome } from 'src/ai/builtin/grading/point-outcome';

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

/** Reads a scheme point's text as a key point of its question. */
type ReadPoint = (text: string) => Promise<KeyPoint>;

/**
 * The offline answer grader: short answers (options, true/false, numbers with units, single
 * words) are matched after normalisation; open answers are scored point by point against the
 * marking scheme by meaning coverage (docs/answer-grading.md). A logistic model fitted on
 * SciEntsBank turns a point's features into its marks.
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
    const stepMarks = (await this.judgeQuestion(question, answer)).map(stepMarkOf);
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
    const outcomes = prepared.points.map((point) =>
      judgeSchemePoint(point, analysed, context, this.model),
    );
    return settleWorking(outcomes, text, question.questionText);
  }

  private prepare(question: GradingQuestion): Promise<PreparedQuestion> {
    const schemeKey = JSON.stringify([
      question.questionText,
      question.modelAnswer,
      question.maxMarks,
      question.markingScheme,
    ]);
    return this.prepared.getOrSet(schemeKey, () => this.read(question));
  }

  private async read(question: GradingQuestion): Promise<PreparedQuestion> {
    const scheme = markingSchemeOf(question);
    const questionKeys = contentKeys(question.questionText);
    const questionWords: SoftWordSet = overlapWords(readAnswerText(question.questionText));
    const whole = [question.modelAnswer, ...scheme.map((p) => p.text)].join('\n');
    const modelKeys = contentKeys(whole);
    const read: ReadPoint = (text) => readKeyPoint(text, questionKeys, this.lexicon, questionWords);
    const points = await Promise.all(
      scheme.map((item) => preparePoint(item, question.modelAnswer, read)),
    );
    const modelAnswer = points.length > 1 ? await read(whole) : null;
    const pointSubjects =
      points.length > 1
        ? points.map(({ point }) => point.subject).filter((w): w is PointWord => w !== null)
        : [];
    return {
      points,
      modelAnswer,
      pointSubjects,
      simplestForm: SIMPLEST_FORM.test(question.questionText),
      showThat: SHOW_THAT.test(question.questionText),
      questionKeys,
      modelKeys,
    };
  }
}

/**
 * A scheme point read for judging: by the examiner's conventions when it has any, by the part it
 * names ("for the unit"), or as written, with the names in brackets and an "any two from" list.
 */
async function preparePoint(
  item: MarkingPoint,
  modelAnswer: string,
  read: ReadPoint,
): Promise<PreparedPoint> {
  const prepareAs = (next: MarkingPoint) => preparePoint(next, modelAnswer, read);
  const conventions = readConventions(item.text);
  if (hasConventions(conventions, item.text)) {
    // Judged on what the point asks for; the teacher still sees the examiner's line.
    const named = namedPart(conventions.core, modelAnswer);
    if (named?.kind === 'unit') {
      return {
        ...(await prepareAs({ ...item, text: conventions.core })),
        unit: named.unit,
        scheme: item,
      };
    }
    const core = await prepareAs({
      ...item,
      text: named?.kind === 'text' ? named.text : conventions.core,
    });
    const accepted = await Promise.all(
      conventions.accept.map((text) => prepareAs({ ...item, text })),
    );
    return { ...core, scheme: item, accepted, rejected: conventions.reject };
  }
  const named = namedPart(item.text.replace(LEADING_FOR, ''), modelAnswer);
  if (named?.kind === 'unit') {
    return {
      scheme: item,
      point: await read(item.text),
      alternatives: [],
      anyOf: null,
      unit: named.unit,
    };
  }
  if (named) return { ...(await prepareAs({ ...item, text: named.text })), scheme: item };
  const names = BRACKETED_NAME.exec(item.text);
  const anyOf = readAnyOf(item.text);
  return {
    scheme: item,
    point: await read(item.text),
    alternatives: names ? await Promise.all([read(names[1]), read(names[2])]) : [],
    anyOf: anyOf && {
      count: anyOf.count,
      items: await Promise.all(
        anyOf.items.map((text) => prepareAs({ text, marks: item.marks / anyOf.count })),
      ),
    },
  };
}
