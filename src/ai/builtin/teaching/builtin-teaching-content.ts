import type { Curriculum } from 'src/ai/builtin/curriculum/curriculum';
import { AiProviderError } from 'src/ai/ports/ai-provider.error';
import { BuiltinWorksheetWriter } from 'src/ai/builtin/teaching/builtin-worksheet-writer';
import { CurriculumTeaching } from 'src/ai/builtin/teaching/curriculum/curriculum-teaching';
import type { MathsExerciseSource } from 'src/ai/builtin/teaching/curriculum/maths-source';
import type { DocumentReading } from 'src/ai/builtin/teaching/curriculum/lesson-components';
import type { CheckQuestion } from 'src/ai/builtin/teaching/curriculum/lesson-questions';
import { teachable } from 'src/ai/builtin/teaching/curriculum/lesson-objectives';
import { onlyNames } from 'src/ai/builtin/teaching/curriculum/objective-sentences';
import {
  boardTerms,
  type TopicKnowledge,
} from 'src/ai/builtin/teaching/curriculum/topic-knowledge';
import { BuiltinLessonPlanner } from 'src/ai/builtin/teaching/lesson/builtin-lesson-planner';
import type {
  EnrichmentBlock,
  LessonAlignment,
  LessonContent,
  PlanningInput,
  QuestionExplanation,
  QuestionPlanSummary,
  QuestionType,
  SubjectMatterDraft,
  TeachingContentGenerator,
  TeachingContext,
  WorksheetBlueprint,
  WorksheetQuestions,
} from 'src/ai/ports/teaching-content.port';
import { summariseQuestionPlan } from 'src/ai/builtin/teaching/worksheet/plan-summary';

/** The step's failure when neither the curriculum nor a document covers the topic. */
export function noSourceMessage(context: TeachingContext): string {
  const topic = context.topic?.trim() ? `"${context.topic.trim()}"` : 'This lesson';
  return (
    `${topic} is not in the built-in curriculum for ${context.subject || 'this subject'} ` +
    `(${context.grade || 'this grade'}) and no document was attached, so there is nothing to ` +
    'write it from. Attach a document about the topic, ask your administrator to add the topic ' +
    'to the curriculum, or use an LLM provider.'
  );
}

function hasDocuments(context: TeachingContext): boolean {
  return context.sources.some((page) => page.text.trim().length > 0);
}

/** A line that leans on the one before ("These materials are called …", "They should be …"). */
const LEANS_BACK = /^(it|its|they|their|these|this|those|such|he|she|his|her)\b/i;

/**
 * The documents' paragraphs as lines, each able to stand alone on the board: one that leans on
 * the line before it ("These ends are called the poles …") is kept with that line.
 */
export function documentParagraphs(context: TeachingContext): string[][] {
  return context.sources.flatMap((page) =>
    page.text
      .split(/\n\s*\n|\n/)
      .map((paragraph) => paragraph.trim())
      .filter((paragraph) => /[.!?]$/.test(paragraph))
      .map((paragraph) =>
        paragraph
          .split(/(?<=[.!?])\s+/)
          .reduce<string[]>((lines, line) => {
            if (LEANS_BACK.test(line) && lines.length > 0) lines[lines.length - 1] += ` ${line}`;
            else lines.push(line);
            return lines;
          }, [])
          .filter((line) => line.split(/\s+/).length >= 6),
      )
      .filter((lines) => lines.length > 0),
  );
}

/** The documents' sentences (documentParagraphs), in order. */
export function documentSentences(context: TeachingContext): string[] {
  return documentParagraphs(context).flat();
}

/**
 * The line that says what a term is: "X (of a place) is a …", then "X is …", "… is called X",
 * then "The end … is the X"; then one that says what it does ("X carries …"); a line that gives
 * examples of X ("Sea water, air and soil … each is a mixture") only as a mention; never one that
 * only names it among others.
 */
function defines(line: string, term: string): number {
  const t = '(?<![-\\w])' + term.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const lower = line.toLowerCase();
  // "… two kinds of tubes, called xylem and phloem" says what neither is nor does.
  if (onlyNames(line, [term])) return 0;
  // "The climate of a place is the average pattern …": X, of what, is a thing; above "Climate
  // is different in different parts …", which only describes it.
  if (new RegExp(`^(an? |the )?${t}s?( of (an? |the )?[a-z]+)? (is|are) (an?|the) `).test(lower))
    return 5;
  // "A mixture is made of …", "… is called a mixture": the line that says what X is.
  if (new RegExp(`^(an? |the )?${t}s? (is|are)\\b`).test(lower)) return 4;
  if (new RegExp(`\\b(called|known as) (an? |the )?${t}s?\\b`).test(lower)) return 4;
  if (new RegExp(`\\b(is the|are the) ${t}s?\\b`).test(lower)) return 3;
  // "Sea water, air and soil … each is a mixture" gives examples of X: it says what they are.
  if (new RegExp(`\\b(are|is) (an? )?${t}s?\\b`).test(lower)) return 1;
  // The term as the subject says what it does ("The xylem carries water …").
  if (new RegExp(`^(an? |the )?${t}s? (?!and\\b|or\\b)[a-z]+`).test(lower)) return 2;
  if (new RegExp(`\\b${t}`).test(lower)) return 1;
  return 0;
}

/**
 * Questions on the documents' own lines: for each board term the documents name, what the text
 * says it is, answered by the line that defines it (with the line before when it leans on it:
 * "These materials are called magnetic materials" needs "… iron, nickel and cobalt"); the
 * teacher marks against the text itself.
 */
function readingQuestions(context: TeachingContext, k: TopicKnowledge): CheckQuestion[] {
  const lines = documentSentences(context);
  const used = new Set<string>();
  return boardTerms(k).flatMap((item): CheckQuestion[] => {
    const term = item.term.toLowerCase();
    // A defining line may answer two terms ("A magnet is … These materials are called magnetic
    // materials"): it is asked once; a line that only mentions a term is used once.
    const [best] = lines
      .map((line, rank) => ({ line, rank, score: defines(line, term) }))
      .filter((entry) => entry.score > 0 && (entry.score >= 3 || !used.has(entry.line)))
      .sort((a, b) => b.score - a.score || a.rank - b.rank);
    if (!best || used.has(best.line)) return [];
    used.add(best.line);
    return [
      {
        question: `According to the text, what is meant by "${term}"? Find the line that tells you.`,
        answer: `"${best.line}"`,
      },
    ];
  });
}

/**
 * A term with the article its defining line gives it: "An element is …" → "an element";
 * "Chlorophyll is …" → "chlorophyll".
 */
function withArticle(term: string, line: string): string {
  const t = term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const article = new RegExp(`(?:^|\\bcalled )(an?|the) ${t}\\b`, 'i').exec(line)?.[1];
  return article ? `${article.toLowerCase()} ${term}` : term;
}

/** "The difference between …", then "… but …": a line that sets two things apart, best first. */
const SETS_TWO_APART = [/\bdifferences? between\b/i, /\b(but|whereas|unlike)\b/i];

/**
 * Outcomes from the documents' own content, when the entry's are not in them: what each board
 * term the text defines is ("An element is …" → "State what an element is."), and the difference
 * between two terms a line of the text sets apart.
 */
function documentOutcomes(k: TopicKnowledge, lines: readonly string[]): string[] {
  const terms = boardTerms(k).map((t) => t.term.toLowerCase());
  const definition = new Map(
    terms.flatMap((term) => {
      const line = lines.find((l) => defines(l, term) >= 4);
      return line ? [[term, line] as const] : [];
    }),
  );
  const defined = [...definition.keys()];
  const article = (term: string) => withArticle(term, definition.get(term) ?? '');
  const named = (line: string, term: string) =>
    new RegExp(`(?<![-\\w])${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'i').test(line);
  const pairs = SETS_TWO_APART.flatMap((apart) =>
    lines.flatMap((line) => {
      const both = defined.filter((term) => named(line, term));
      return apart.test(line) && both.length === 2 ? [both] : [];
    }),
  );
  return [
    ...defined.map((term) => `State what ${article(term)} is.`),
    ...pairs
      .slice(0, 1)
      .map(([a, b]) => `Explain the difference between ${article(a)} and ${article(b)}.`),
  ];
}

/** The documents are about the entry: they name two of its key terms (or all it has). */
function aboutTopic(context: TeachingContext, k: TopicKnowledge): boolean {
  const text = context.sources.map((page) => page.text.toLowerCase()).join('\n');
  const terms = k.terms.filter((t) => t.topic.id === k.main.id);
  const named = terms.filter((t) => text.includes(t.term.toLowerCase())).length;
  return named >= Math.min(2, terms.length);
}

/**
 * The offline teaching-content provider. Without documents every step is written from the
 * curriculum entries the teacher's topic resolves to (CurriculumTeaching); with documents, from
 * the documents (the worksheet writer's source analysis and the lesson planner). A topic neither
 * covers fails the step with a message saying what to do; nothing is guessed.
 */
export class BuiltinTeachingContent implements TeachingContentGenerator {
  readonly provider = 'builtin';

  private constructor(
    private readonly curriculum: CurriculumTeaching,
    private readonly worksheets: BuiltinWorksheetWriter,
    private readonly lessons: BuiltinLessonPlanner,
  ) {}

  static create(curriculum: Curriculum, maths: MathsExerciseSource): BuiltinTeachingContent {
    const worksheets = new BuiltinWorksheetWriter();
    return new BuiltinTeachingContent(
      new CurriculumTeaching(curriculum, maths),
      worksheets,
      new BuiltinLessonPlanner(worksheets),
    );
  }

  /** The curriculum's knowledge when the step is written from it; null when documents lead. */
  private source(context: TeachingContext & Partial<PlanningInput>): TopicKnowledge | null {
    if (hasDocuments(context)) return null;
    const k = this.curriculum.knowledge(context);
    if (!k) throw new AiProviderError(noSourceMessage(context));
    return k;
  }

  async draftSubjectMatter(context: TeachingContext): Promise<SubjectMatterDraft> {
    const k = this.source(context);
    if (k) return this.curriculum.draftSubjectMatter(k);
    const draft = await this.worksheets.draftSubjectMatter(context);
    // Documents about a curriculum topic: the topic's outcomes the documents teach are the
    // objectives (the documents' terms stay the concepts); none, and the documents' own are.
    const background = this.background(context);
    if (!background) return draft;
    const sentences = documentSentences(context);
    return {
      ...draft,
      learning_standards: this.curriculum.draftSubjectMatter(background, sentences)
        .learning_standards,
    };
  }

  summariseQuestionPlan(
    input: PlanningInput,
    blueprint: WorksheetBlueprint,
  ): Promise<QuestionPlanSummary> {
    try {
      this.source(input);
      return Promise.resolve(summariseQuestionPlan(input, blueprint));
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }

  async writeQuestions(
    input: PlanningInput,
    blueprint: WorksheetBlueprint,
  ): Promise<WorksheetQuestions> {
    const k = this.source(input);
    if (k) return this.curriculum.writeQuestions(k, input, blueprint);
    return this.worksheets.writeQuestions(input, blueprint);
  }

  async explainQuestions(
    input: PlanningInput,
    questions: WorksheetQuestions,
    blueprint: WorksheetBlueprint,
  ): Promise<Record<QuestionType, QuestionExplanation[]>> {
    const k = this.source(input);
    if (k) return this.curriculum.explainQuestions(k, input, questions, blueprint);
    return this.worksheets.explainQuestions(input, questions);
  }

  /**
   * A lesson's curriculum background: the curriculum alone without documents; beside documents,
   * the curriculum entries when the documents are about them (they name the entry's key terms),
   * with questions on the documents' text read in class. Null: the documents alone.
   */
  private lessonSource(
    input: PlanningInput,
  ): { k: TopicKnowledge; reading: DocumentReading | null } | null {
    if (!hasDocuments(input)) return { k: this.source(input) as TopicKnowledge, reading: null };
    const k = this.background(input);
    if (!k) return null;
    const questions = readingQuestions(input, k);
    const documents = [...new Set(input.sources.map((page) => page.document))];
    const paragraphs = documentParagraphs(input);
    return { k, reading: { documents, questions, sentences: paragraphs.flat(), paragraphs } };
  }

  /**
   * The curriculum entries beside the documents, as far as the documents teach them
   * (documentTopics): when the documents are about the entries, with the outcomes they teach,
   * or else with outcomes from the documents' own content (documentOutcomes); null, and the
   * documents alone lead.
   */
  private background(context: TeachingContext & Partial<PlanningInput>): TopicKnowledge | null {
    const whole = this.curriculum.knowledge(context);
    if (!whole || !aboutTopic(context, whole)) return null;
    const text = context.sources.map((page) => page.text).join('\n');
    const k = this.curriculum.documentKnowledge(context, text);
    const sentences = documentSentences(context);
    if (!k) return null;
    const outcomes = k.topics.flatMap((topic) => topic.outcomes);
    if (outcomes.some((outcome) => teachable(k, outcome, sentences))) return k;
    const own = documentOutcomes(k, sentences).filter((o) => teachable(k, o, sentences));
    if (own.length === 0) return null;
    const main = { ...k.main, outcomes: own };
    return { ...k, main, topics: [main, ...k.topics.slice(1)] };
  }

  async alignLesson(input: PlanningInput, durationMinutes: number): Promise<LessonAlignment> {
    const found = this.lessonSource(input);
    if (found) return this.curriculum.alignLesson(found.k, input, durationMinutes, found.reading);
    return this.lessons.alignLesson(input, durationMinutes);
  }

  async writeLesson(input: PlanningInput, alignment: LessonAlignment): Promise<LessonContent> {
    const found = this.lessonSource(input);
    if (found) return this.curriculum.writeLesson(found.k, input, alignment, found.reading);
    return this.lessons.writeLesson(input, alignment);
  }

  async enrichLesson(input: PlanningInput, content: LessonContent): Promise<EnrichmentBlock[]> {
    const found = this.lessonSource(input);
    if (found)
      return this.curriculum.enrichLesson(found.k, input, content, found.reading?.sentences);
    return this.lessons.enrichLesson(input, content);
  }
}
