import type {
  AnswerGrader,
  GradingQuestion,
  GradingRequest,
  MarkingPoint,
  QuestionGrade,
  SheetGrade,
  StudentAnswer,
} from 'src/ai/ports/answer-grading.port';
import { type AnswerText, readAnswerText } from 'src/ai/builtin/grading/answer-text';
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
import { repairReading } from 'src/ai/builtin/grading/reading-repair';
import { settleWorking } from 'src/ai/builtin/grading/working';
import {
  answerKeys,
  bare,
  sentencesOf,
  type CatalogueEntry,
  contradictionsNamed,
  MisconceptionCatalogue,
  type Stated,
  statedIn,
  withMisconceptions,
  withoutClauses,
} from 'src/ai/builtin/grading/misconceptions';
import { loadCurriculum } from 'src/ai/builtin/curriculum/curriculum-loader';
import type { CurriculumTopic } from 'src/ai/builtin/curriculum/curriculum-topic';
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
  /** The question as printed ("show that …" and "show your working" change what earns marks). */
  questionText: string;
  questionKeys: Set<string>;
  modelKeys: Set<string>;
  /** Reads a text as a key point of this question (a misconception's statement). */
  read: ReadPoint;
  /** The misconceptions' statements read so far as key points of this question. */
  statements: Map<string, Promise<KeyPoint>>;
}

/** An answer's words read for judging, and what the points' judges share. */
interface ReadAnswer {
  /** The answer as written (the calculations are read from it). */
  text: string;
  analysed: AnswerText;
  context: JudgingContext;
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
    private readonly misconceptions: MisconceptionCatalogue,
  ) {}

  /** With the worker's curriculum (shipped and the operator's), else the shipped one. */
  static create(
    deps: {
      weights?: GradingModelWeights;
      curriculum?: { topics: readonly CurriculumTopic[] };
    } = {},
  ): Promise<BuiltinAnswerGrader> {
    const topics = deps.curriculum?.topics ?? loadCurriculum(null);
    return Promise.resolve(
      new BuiltinAnswerGrader(
        new MeaningLexicon(),
        new GradingModel(deps.weights ?? modelWeights),
        new MisconceptionCatalogue(topics),
      ),
    );
  }

  async grade(request: GradingRequest): Promise<SheetGrade> {
    const answers = new Map<string, StudentAnswer>();
    for (const answer of request.answers) answers.set(answer.questionId, answer);
    // A new paper's key points are read (and their words looked up) together, then graded.
    await Promise.all(request.questions.map((question) => this.prepare(question)));
    const questions: QuestionGrade[] = [];
    for (const question of request.questions) {
      const answer = answers.get(question.questionId) ?? null;
      questions.push(await this.gradeQuestion(question, answer, request.subject));
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
    subject: string | null = null,
  ): Promise<QuestionGrade> {
    const stepMarks = (await this.judgeQuestion(question, answer, subject)).map(stepMarkOf);
    const total = stepMarks.reduce((sum, step) => sum + step.awarded, 0);
    const score = Math.max(0, Math.min(question.maxMarks, floorHalf(total)));
    return {
      questionId: question.questionId,
      score,
      maxMarks: question.maxMarks,
      feedback: questionFeedback({
        answer: answer?.text ?? '',
        questionText: question.questionText,
        score,
        maxMarks: question.maxMarks,
        steps: stepMarks,
      }),
      stepMarks,
    };
  }

  /**
   * Each key point's level and status for one answer (the quality script reads these too). A
   * clause stating one of the subject's known misconceptions earns nothing: the points are judged
   * again without it, and a point it had earned marks for names it.
   */
  async judgeQuestion(
    question: GradingQuestion,
    answer: StudentAnswer | null,
    subject: string | null = null,
  ): Promise<PointOutcome[]> {
    const prepared = await this.prepare(question);
    const text = answer?.text.trim() ?? '';
    if (!text) {
      return prepared.points.map(({ scheme }) => blank(scheme));
    }
    const lowConfidence = answer?.confidence != null && answer.confidence < LOW_CONFIDENCE;
    // An OCR reading is judged with its sure misreads put right ("l20", "co1d"); typed text as is.
    const reading =
      answer?.confidence != null ? await repairReading(text, referenceOf(prepared)) : text;
    const read = readAnswer(prepared, reading, lowConfidence);
    const judged = contradictionsNamed(this.judgeRead(prepared, read), prepared.points);
    const stated = await this.stated(prepared, read, subject);
    if (stated.length === 0) return judged;
    const rest = withoutClauses(read.analysed, stated);
    const without = rest
      ? this.judgeRead(prepared, readAnswer(prepared, rest, lowConfidence))
      : prepared.points.map(({ scheme }) => blank(scheme));
    return withMisconceptions(read.analysed, judged, without, stated);
  }

  private judgeRead(
    prepared: PreparedQuestion,
    { text, analysed, context }: ReadAnswer,
  ): PointOutcome[] {
    const outcomes = prepared.points.map((point) =>
      judgeSchemePoint(point, analysed, context, this.model),
    );
    return settleWorking(outcomes, text, prepared.questionText);
  }

  /** The subject's misconceptions the answer states, each with the words that state it. */
  private async stated(
    prepared: PreparedQuestion,
    { analysed, context }: ReadAnswer,
    subject: string | null,
  ): Promise<Stated[]> {
    const candidates = this.misconceptions.candidates(
      subject,
      answerKeys(analysed),
      prepared.questionKeys,
    );
    const stated: Stated[] = [];
    for (const entry of candidates) {
      const statement = await statementOf(prepared, entry);
      // Sentence by sentence: each word of the statement is looked for in the one sentence.
      for (const sentence of sentencesOf(analysed)) {
        const tokens = await statedIn(statement, sentence, context);
        if (tokens) {
          stated.push({ misconception: entry.misconception, tokens });
          break;
        }
      }
    }
    return stated;
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
      questionText: question.questionText,
      questionKeys,
      modelKeys,
      read,
      statements: new Map(),
    };
  }
}

/** A misconception's statement read once per question (its words the question gives marked). */
function statementOf(prepared: PreparedQuestion, entry: CatalogueEntry): Promise<KeyPoint> {
  const { statement } = entry.misconception;
  let read = prepared.statements.get(statement);
  if (!read) {
    read = prepared.read(bare(statement));
    prepared.statements.set(statement, read);
  }
  return read;
}

/** The question and its scheme: the words and notation a repaired reading may land on. */
function referenceOf(prepared: PreparedQuestion): string {
  return [prepared.questionText, ...prepared.points.map(({ scheme }) => scheme.text)].join('\n');
}

/** An answer read once for all of a question's points. */
function readAnswer(prepared: PreparedQuestion, text: string, lowConfidence: boolean): ReadAnswer {
  const analysed = readAnswerText(text);
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
  return { text, analysed, context };
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
