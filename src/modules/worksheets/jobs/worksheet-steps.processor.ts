import { Inject } from '@nestjs/common';
import {
  BLOOM_LEVELS,
  QUESTION_TYPES,
  TEACHING_CONTENT,
  type TeachingContentGenerator,
  type WorksheetBlueprint,
  type WorksheetQuestions,
} from 'src/ai/ports/teaching-content.port';
import type { Job } from 'src/modules/jobs/entities/job.entity';
import { completed, type JobOutcome } from 'src/modules/jobs/job-outcome';
import { type JobProcessor, ProcessJobs } from 'src/modules/jobs/registry/process-jobs.decorator';
import { JobFailure } from 'src/modules/jobs/job-failure';
import {
  StepContextLoader,
  withDropped,
} from 'src/modules/generation-steps/services/step-context.service';
import {
  presentConfiguration,
  requestedBlueprint,
} from 'src/modules/worksheets/question-configuration';
import { WORKSHEETS } from 'src/modules/worksheets/worksheet-family';
import { WORKSHEET_KINDS, WORKSHEET_STEP } from 'src/modules/worksheets/worksheet-kinds';

/**
 * Runs the four worksheet steps with the teaching-content provider. Each step's result is stored
 * on its job row; later steps read what the teacher confirmed (step 2's input, step 3's input) and
 * earlier results, so a retry re-runs only its own step.
 */
@ProcessJobs(...WORKSHEET_KINDS)
export class WorksheetStepsProcessor implements JobProcessor {
  constructor(
    private readonly loader: StepContextLoader,
    @Inject(TEACHING_CONTENT) private readonly content: TeachingContentGenerator,
  ) {}

  async process(job: Job): Promise<JobOutcome> {
    const worksheet = await this.loader.record(WORKSHEETS, job);
    switch (job.kind) {
      case WORKSHEET_STEP.metadata.name: {
        const context = await this.loader.context(worksheet);
        return completed({
          result: withDropped(await this.content.draftSubjectMatter(context), context),
        });
      }
      case WORKSHEET_STEP.configuration.name: {
        const input = await this.loader.planningInput(worksheet, WORKSHEET_STEP.configuration);
        const blueprint = requestedBlueprint(worksheet);
        const summary = await this.content.summariseQuestionPlan(input, blueprint);
        return completed({ result: presentConfiguration(blueprint, summary) });
      }
      case WORKSHEET_STEP.questions.name: {
        const input = await this.loader.planningInput(worksheet, WORKSHEET_STEP.configuration);
        const blueprint = WORKSHEET_STEP.questions.input(job);
        const questions = await this.content.writeQuestions(input, blueprint);
        assertMeetsBlueprint(questions, blueprint);
        return completed({ result: questions });
      }
      case WORKSHEET_STEP.explanations.name: {
        const input = await this.loader.planningInput(worksheet, WORKSHEET_STEP.configuration);
        const { input: blueprint, result: questions } = await this.loader.earlierStep(
          worksheet.id,
          WORKSHEET_STEP.questions,
        );
        const explanations = await this.content.explainQuestions(input, questions, blueprint);
        for (const type of QUESTION_TYPES) {
          if ((explanations[type]?.length ?? 0) !== questions[type].length) {
            throw new JobFailure(`The explanations do not cover every ${type} question`);
          }
        }
        return completed({ result: explanations });
      }
      default:
        throw new JobFailure(`Not a worksheet step: ${job.kind}`);
    }
  }
}

/**
 * The worksheet has exactly the configured counts per type and difficulty, and every question a
 * Bloom level. The Bloom counts are what was asked for, not what the sheet must claim: a question
 * is tagged with the level it truly tests, so a topic with too little for an "evaluate" item
 * gives fewer "evaluate" tags rather than a recall item called one.
 */
export function assertMeetsBlueprint(questions: WorksheetQuestions, blueprint: WorksheetBlueprint) {
  const all = QUESTION_TYPES.flatMap((type) => questions[type] ?? []);
  for (const type of QUESTION_TYPES) {
    const got = questions[type]?.length ?? 0;
    if (got !== blueprint.questionTypes[type]) {
      throw new JobFailure(
        `${got} ${type} questions were generated instead of ${blueprint.questionTypes[type]}`,
      );
    }
  }
  const untagged = all.find((question) => !BLOOM_LEVELS.includes(question.tags.bloom));
  if (untagged)
    throw new JobFailure(`A question has no Bloom level of the taxonomy: "${untagged.question}"`);
  for (const [level, expected] of Object.entries(blueprint.difficulties)) {
    const got = all.filter((question) => question.tags.difficulty === level).length;
    if (got !== expected) throw new JobFailure(`${got} ${level} questions instead of ${expected}`);
  }
}
