import {
  type QuestionExplanation,
  QUESTION_TYPES,
  type QuestionType,
  type WorksheetQuestion,
  type WorksheetQuestions,
} from 'src/ai/ports/teaching-content.port';

/** What the web app reads when a generation produced nothing (it stops polling on it). */
export const NO_QUESTIONS = { msg: 'No questions generated.' } as const;

/**
 * The keys the desktop app reads for two types (`fill_in_blanks`, `match_the_columns`): added to
 * the generate-worksheet read, which only it renders. The explanations read, which the web app
 * renders key by key, keeps the documented keys only (docs/api-contract.md §5).
 */
const DESKTOP_KEYS: Partial<Record<QuestionType, string>> = {
  fill_in_the_blanks: 'fill_in_blanks',
  match_the_column: 'match_the_columns',
};

export interface PresentedQuestion extends Omit<WorksheetQuestion, 'grounding'> {
  /** The web app's exporter looks for these spellings of the two columns. */
  columnA?: string[];
  columnB?: string[];
  explanations?: QuestionExplanation[];
  explanation?: string;
}

export interface QuestionsOptions {
  explanations?: Partial<Record<QuestionType, QuestionExplanation[]>>;
  desktopKeys?: boolean;
}

/** `data.questions`: an object keyed by question type (all eight), arrays of questions. */
export function presentQuestions(
  questions: WorksheetQuestions,
  options: QuestionsOptions = {},
): Record<string, PresentedQuestion[]> | typeof NO_QUESTIONS {
  const total = QUESTION_TYPES.reduce((count, type) => count + (questions[type]?.length ?? 0), 0);
  if (total === 0) return NO_QUESTIONS;
  const presented: Record<string, PresentedQuestion[]> = {};
  for (const type of QUESTION_TYPES) {
    presented[type] = (questions[type] ?? []).map((question, index) =>
      presentQuestion(question, options.explanations?.[type]?.[index]),
    );
  }
  if (options.desktopKeys) {
    for (const [type, key] of Object.entries(DESKTOP_KEYS)) {
      presented[key] = presented[type];
    }
  }
  return presented;
}

function presentQuestion(
  { grounding: _grounding, ...question }: WorksheetQuestion,
  explanation: QuestionExplanation | undefined,
): PresentedQuestion {
  const presented: PresentedQuestion = { ...question };
  if (question.column_a && question.column_b) {
    presented.columnA = question.column_a;
    presented.columnB = question.column_b;
  }
  if (explanation) {
    presented.explanations = [explanation];
    presented.explanation = explanation.explanation;
  }
  return presented;
}
