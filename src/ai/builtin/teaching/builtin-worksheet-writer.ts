import type {
  BloomLevel,
  PlanningInput,
  QuestionExplanation,
  QuestionPlanSummary,
  QuestionType,
  SubjectMatterDraft,
  TeachingContext,
  WorksheetBlueprint,
  WorksheetQuestions,
} from 'src/ai/ports/teaching-content.port';
import { planningConcepts } from 'src/ai/builtin/teaching/concepts';
import {
  readObjectives,
  writeObjectives,
  type Objective,
} from 'src/ai/builtin/teaching/objectives';
import { hashText } from 'src/ai/builtin/seeded-random';
import { analyseSource } from 'src/ai/builtin/teaching/source/analyse-source';
import type { SourceAnalysis } from 'src/ai/builtin/teaching/source/source-model';
import { draftSubjectMatter } from 'src/ai/builtin/teaching/subject-matter';
import { BoundedCache } from 'src/common/cache/bounded-cache';
import { WordNet } from 'src/ai/builtin/language/wordnet/word-net';
import { explainQuestions } from 'src/ai/builtin/teaching/worksheet/explain-questions';
import { summariseQuestionPlan } from 'src/ai/builtin/teaching/worksheet/plan-summary';
import { questionsAbout } from 'src/ai/builtin/teaching/worksheet/questions-about';
import { writeQuestions } from 'src/ai/builtin/teaching/worksheet/write-questions';

/** Analyses kept per process: steps 2–4 of one worksheet read the same source. */
const ANALYSES = 16;

/** A stable key for everything a step's content depends on: the seed of its shuffles. */
function fingerprint(context: TeachingContext, concepts: readonly string[]): string {
  const pages = context.sources.map(
    (page) => `${page.document}#${page.page}:${hashText(page.text)}`,
  );
  return [
    context.board,
    context.grade,
    context.subject,
    context.topic ?? '',
    context.section ?? '',
    ...concepts,
    ...pages,
  ].join('|');
}

/**
 * The builtin (offline, extractive, deterministic) worksheet writer: subject matter, question
 * plan summaries, questions, explanations, and formative questions for lesson plans. One per
 * process: it holds the WordNet reader and its caches.
 */
export class BuiltinWorksheetWriter {
  private readonly analyses = new BoundedCache<string, Promise<SourceAnalysis>>(ANALYSES);

  constructor(private readonly wordnet: WordNet = WordNet.shared()) {}

  /** The source analysis for a step's input, shared by the steps of the same worksheet. */
  analyse(context: TeachingContext & Partial<PlanningInput>): Promise<SourceAnalysis> {
    const concepts = planningConcepts(context);
    const key = String(hashText(fingerprint(context, concepts)));
    const pending = this.analyses.getOrSet(key, () =>
      analyseSource(this.wordnet, context, concepts),
    );
    // A failed analysis is not remembered: the next call tries again.
    pending.catch(() => this.analyses.delete(key));
    return pending;
  }

  async draftSubjectMatter(context: TeachingContext): Promise<SubjectMatterDraft> {
    const { sources, board, grade, subject, topic, section } = context;
    return draftSubjectMatter(
      context,
      await this.analyse({ sources, board, grade, subject, topic, section }),
    );
  }

  summariseQuestionPlan(
    input: PlanningInput,
    blueprint: WorksheetBlueprint,
  ): Promise<QuestionPlanSummary> {
    return Promise.resolve(summariseQuestionPlan(input, blueprint));
  }

  async writeQuestions(
    input: PlanningInput,
    blueprint: WorksheetBlueprint,
  ): Promise<WorksheetQuestions> {
    const analysis = await this.analyse(input);
    const seed = fingerprint(input, planningConcepts(input));
    return writeQuestions(
      this.wordnet,
      input,
      analysis,
      this.objectives(input, analysis),
      blueprint,
      seed,
    );
  }

  async explainQuestions(
    input: PlanningInput,
    questions: WorksheetQuestions,
  ): Promise<Record<QuestionType, QuestionExplanation[]>> {
    const analysis = await this.analyse(input);
    return explainQuestions(this.wordnet, analysis, this.objectives(input, analysis), questions);
  }

  async questionsAbout(
    input: PlanningInput,
    concept: string,
    bloom: BloomLevel,
    count: number,
  ): Promise<{ question: string; answer: string }[]> {
    const analysis = await this.analyse(input);
    const seed = `${fingerprint(input, planningConcepts(input))}|${concept}|${bloom}`;
    return questionsAbout(this.wordnet, analysis, concept, bloom, count, seed);
  }

  /** The teacher's objectives; when none were sent back, the ones step 1 would have drafted. */
  private objectives(input: PlanningInput, analysis: SourceAnalysis): Objective[] {
    const confirmed = readObjectives(input.learningStandards);
    if (confirmed.length > 0) return confirmed;
    return writeObjectives(
      input,
      analysis.terms.slice(0, 4).map((term) => term.label),
    );
  }
}
