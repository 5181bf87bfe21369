import {
  QUESTION_TYPES,
  type PlanningInput,
  type QuestionExplanation,
  type TeachingContext,
  type WorksheetBlueprint,
  type WorksheetQuestion,
} from 'src/ai/ports/teaching-content.port';
import { BuiltinWorksheetWriter } from 'src/ai/builtin/teaching/builtin-worksheet-writer';
import { analyseSource } from 'src/ai/builtin/teaching/source/analyse-source';
import type { SourceAnalysis } from 'src/ai/builtin/teaching/source/source-model';
import { WordNet } from 'src/ai/builtin/language/wordnet/word-net';

/** One WordNet reader and writer for all the document specs of a test file. */
export const wordnet = new WordNet();
const writer = new BuiltinWorksheetWriter(wordnet);

/** A teacher's request with one attached document. */
export function documentContext(
  text: string,
  fields: Pick<TeachingContext, 'grade' | 'subject' | 'topic'> & { document?: string },
): TeachingContext {
  const { document = 'document.txt', ...rest } = fields;
  return { board: 'CBSE', section: null, ...rest, sources: [{ document, page: 1, text }] };
}

/** Steps 1, 3 and 4 of a worksheet as the app runs them, each question with its explanation. */
export async function notedSheetFrom(
  context: TeachingContext,
  blueprint: WorksheetBlueprint,
): Promise<{ q: WorksheetQuestion; note: QuestionExplanation }[]> {
  const draft = await writer.draftSubjectMatter(context);
  const input: PlanningInput = {
    ...context,
    subjectMatter: draft.subject_matter,
    learningStandards: draft.learning_standards,
  };
  const questions = await writer.writeQuestions(input, blueprint);
  const notes = await writer.explainQuestions(input, questions);
  return QUESTION_TYPES.flatMap((type) =>
    questions[type].map((q, i) => ({ q, note: notes[type][i] })),
  );
}

/** The questions of a sheet, in the order a student meets them. */
export async function sheetFrom(
  context: TeachingContext,
  blueprint: WorksheetBlueprint,
): Promise<WorksheetQuestion[]> {
  return (await notedSheetFrom(context, blueprint)).map(({ q }) => q);
}

/** The source analysis a sheet of the context is written from. */
export function analysisOf(context: TeachingContext): Promise<SourceAnalysis> {
  return analyseSource(wordnet, context, []);
}

/** A text's whitespace flattened, so a quoted sentence is found across its line breaks. */
export const flatten = (text: string) => text.replace(/\s+/g, ' ');
