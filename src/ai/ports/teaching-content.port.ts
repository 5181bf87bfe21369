/**
 * Generating teaching content (lesson plans and worksheets): the capability both
 * families use, one method per step. Providers: `builtin` (offline, extractive: the teacher's
 * documents, the subject matter the teacher sends back, the topic, WordNet and the reference data)
 * and `openai` (one JSON-schema answer per step, validated).
 *
 * The shapes below are the ones the public client apps read (../shared/clients/), so a provider's
 * answer is presented as it is.
 */
export const TEACHING_CONTENT = Symbol('TEACHING_CONTENT');

export const QUESTION_TYPES = [
  'mcq_single_answer',
  'mcq_multiple_answer',
  'true_false',
  'fill_in_the_blanks',
  'very_short_answer',
  'short_answer',
  'long_answer',
  'match_the_column',
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const BLOOM_LEVELS = [
  'remember',
  'understand',
  'apply',
  'analyze',
  'evaluate',
  'create',
] as const;
export type BloomLevel = (typeof BLOOM_LEVELS)[number];

export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export const INSTRUCTIONAL_BLOCKS = [
  'introduction',
  'development',
  'guided_practice',
  'independent_practice',
  'closure',
  'assessment',
] as const;
export type InstructionalBlock = (typeof INSTRUCTIONAL_BLOCKS)[number];

export const ENRICHMENT_TYPES = [
  'differentiation',
  'homework',
  'real_world_connection',
  'cross_curricular',
  'assessment_extension',
] as const;
export type EnrichmentType = (typeof ENRICHMENT_TYPES)[number];

/** One page of a teacher's document, as the document reader gave it. */
export interface SourcePage {
  /** The document's file name, for citing. */
  document: string;
  /** 1-based; 1 for formats without pages. */
  page: number;
  text: string;
}

/** What every step knows about the lesson or worksheet (names from the reference data). */
export interface TeachingContext {
  board: string;
  grade: string;
  subject: string;
  topic: string | null;
  section: string | null;
  /** The teacher's documents, read once at step 1; empty when none were sent. */
  sources: SourcePage[];
  /**
   * Documents (or pages of them) that could not be read and were left out, each with why: the
   * step's result names them for the teacher.
   */
  droppedDocuments?: DroppedDocument[];
}

/** A teacher's document, or one page of it, left out because it could not be read. */
export interface DroppedDocument {
  document: string;
  /** Null when the whole document was left out. */
  page: number | null;
  reason: string;
}

/** Step 1 of both families; the teacher may edit it before step 2 (docs/api-contract.md). */
export interface SubjectMatter {
  topics_to_be_covered: { topic: string[] };
  key_concepts_and_subconcepts: { topics: { topic: string; sub_topic: string[] }[] };
}

/** SMART objectives with Bloom verbs (the desktop app reads `ai_recommendations[]`). */
export interface LearningStandards {
  smart_learning_objectives: { objects: { ai_recommendations: string[] } };
}

export interface SubjectMatterDraft {
  subject_matter: SubjectMatter;
  learning_standards: LearningStandards;
}

/** What the teacher confirmed in step 2, with the context. */
export interface PlanningInput extends TeachingContext {
  subjectMatter: SubjectMatter;
  learningStandards: LearningStandards;
}

// ---------------------------------------------------------------- worksheets

/** Exact counts for the worksheet (the question configuration the teacher confirmed). */
export interface WorksheetBlueprint {
  questionTypes: Record<QuestionType, number>;
  difficulties: Record<Difficulty, number>;
  blooms: Record<BloomLevel, number>;
}

export interface QuestionTags {
  learning_objectives: string;
  bloom: BloomLevel;
  difficulty: Difficulty;
}

/** A question as the clients read it. */
export interface WorksheetQuestion {
  question: string;
  /** `"A. …"` labelled; MCQs only (4 for single answer, up to 6 for multiple), else empty. */
  options: string[];
  /** The answer: the labelled option(s) for MCQs (`"B. …"`, `"A. …; C. …"`), `True`/`False`, … */
  answer: string;
  tags: QuestionTags;
  /** match_the_column only: the terms and their (shuffled) matches. */
  column_a?: string[];
  column_b?: string[];
  /** Where the answer comes from (a sentence of a source, or WordNet); not shown to clients. */
  grounding?: string;
}

export type WorksheetQuestions = Record<QuestionType, WorksheetQuestion[]>;

export interface QuestionExplanation {
  learning_objective: string;
  explanation: string;
  key_concepts: string[];
  common_mistakes: string;
  real_world_application: string;
}

/** The summaries of step 2 beside the counts (the counts themselves are the service's sums). */
export interface QuestionPlanSummary {
  question_summary: string;
  bloom_summary: string;
}

// -------------------------------------------------------------- lesson plans

export interface NamedOption {
  name: string;
  description: string;
}

export interface AlignmentBlock {
  duration: number;
  component_options: NamedOption[];
  formative_questions: string[];
}

/** Step 2 of a lesson plan; block durations sum to the lesson's `duration_minutes`. */
export interface LessonAlignment {
  materials_options: NamedOption[];
  instructional_blocks: Record<InstructionalBlock, AlignmentBlock>;
}

export interface LessonComponent {
  component_name: string;
  duration_minutes: number;
  implementation_script: string;
  formative_questions: string[];
  expected_responses: string[];
  teacher_notes: string;
}

/** Step 3: `<block>_block.components[]` for the six blocks. */
export type LessonContent = Record<
  `${InstructionalBlock}_block`,
  { components: LessonComponent[] }
>;

export interface EnrichmentBlock {
  type: EnrichmentType;
  title: string;
  description: string;
  activities: string[];
}

export interface TeachingContentGenerator {
  readonly provider: string;

  /** Step 1 of both families: what the lesson covers and its objectives. */
  draftSubjectMatter(context: TeachingContext): Promise<SubjectMatterDraft>;

  /** Worksheet step 2: words for the plan whose counts the service computed. */
  summariseQuestionPlan(
    input: PlanningInput,
    blueprint: WorksheetBlueprint,
  ): Promise<QuestionPlanSummary>;
  /**
   * Worksheet step 3: exactly the blueprint's counts per type and difficulty; its Bloom counts
   * are aimed at, and each question is tagged with the level it truly tests.
   */
  writeQuestions(input: PlanningInput, blueprint: WorksheetBlueprint): Promise<WorksheetQuestions>;
  /**
   * Worksheet step 4: one explanation per question, in the same order per type; `blueprint` is
   * the one step 3 wrote them to.
   */
  explainQuestions(
    input: PlanningInput,
    questions: WorksheetQuestions,
    blueprint: WorksheetBlueprint,
  ): Promise<Record<QuestionType, QuestionExplanation[]>>;

  /** Lesson plan step 2: blocks whose durations sum to `durationMinutes`. */
  alignLesson(input: PlanningInput, durationMinutes: number): Promise<LessonAlignment>;
  /** Lesson plan step 3: the lesson's content from the alignment the teacher confirmed. */
  writeLesson(input: PlanningInput, alignment: LessonAlignment): Promise<LessonContent>;
  /** Lesson plan step 4: one or more blocks of each of the five types. */
  enrichLesson(input: PlanningInput, content: LessonContent): Promise<EnrichmentBlock[]>;
}
