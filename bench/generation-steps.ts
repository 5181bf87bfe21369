/**
 * The worksheet and lesson-plan steps of bench:generation as the worker runs them (the real step
 * processors), with the database replaced by one record and its job rows in memory.
 */
import { performance } from 'node:perf_hooks';
import type { DataSource } from 'typeorm';
import { Curriculum } from 'src/ai/builtin/curriculum/curriculum';
import { BuiltinTeachingContent } from 'src/ai/builtin/teaching/builtin-teaching-content';
import { MATHS } from 'src/ai/builtin/teaching/curriculum/maths-generators';
import type { TeachingContentGenerator } from 'src/ai/ports/teaching-content.port';
import type { DocumentReader } from 'src/modules/documents/services/document-reader.service';
import { type Job, JobStatus } from 'src/modules/jobs/entities/job.entity';
import type { JobKind } from 'src/modules/jobs/job-kind';
import type { JobProcessor } from 'src/modules/jobs/registry/process-jobs.decorator';
import { LESSON_PLAN_STEP } from 'src/modules/lesson-plans/lesson-plan-kinds';
import type { GenerationRecord } from 'src/modules/generation-steps/entities/generation-record.entity';
import {
  type ConfirmedSubjectMatter,
  StepContextLoader,
} from 'src/modules/generation-steps/services/step-context.service';
import type { StepFamily } from 'src/modules/generation-steps/services/generation-steps.service';
import type { QuestionConfigurationDto } from 'src/modules/worksheets/dto/question-configuration.dto';
import type { Worksheet } from 'src/modules/worksheets/entities/worksheet.entity';
import { confirmedBlueprint } from 'src/modules/worksheets/question-configuration';
import { WORKSHEET_STEP } from 'src/modules/worksheets/worksheet-kinds';
import { stored } from './generation-documents';

/** Loaded once, as a worker loads it at start. */
const CURRICULUM = Curriculum.load(null);

/** The worker's context loader with the database replaced by one record and its job rows. */
export class MemoryLoader extends StepContextLoader {
  current!: GenerationRecord;
  readonly jobs = new Map<string, Job>();

  constructor(reader: DocumentReader) {
    super(null as unknown as DataSource, reader);
  }

  override record<R extends GenerationRecord>(_family: StepFamily<R>, _job: Job): Promise<R> {
    return Promise.resolve(this.current as R);
  }

  override async planningInput(
    record: GenerationRecord,
    confirmKind: JobKind<ConfirmedSubjectMatter>,
  ) {
    const confirmed = confirmKind.input(this.jobs.get(confirmKind.name)!);
    return {
      ...(await this.context(record)),
      subjectMatter: confirmed.subject_matter,
      learningStandards: confirmed.learning_standards,
    };
  }

  override earlierStep<Input, Result>(
    _id: string,
    kind: JobKind<Input, Result>,
  ): Promise<{ input: Input; result: Result }> {
    const job = this.jobs.get(kind.name)!;
    return Promise.resolve({ input: kind.input(job), result: kind.result(job) });
  }
}

export interface Step {
  kind: JobKind;
  /** The step's input, from what the teacher read of the earlier steps. */
  input: (results: Map<string, unknown>, record: GenerationRecord) => unknown;
}

const keepSubjectMatter = (metadata: JobKind) => (results: Map<string, unknown>) =>
  results.get(metadata.name);

export const WORKSHEET_STEPS: Step[] = [
  { kind: WORKSHEET_STEP.metadata, input: () => ({}) },
  { kind: WORKSHEET_STEP.configuration, input: keepSubjectMatter(WORKSHEET_STEP.metadata) },
  {
    kind: WORKSHEET_STEP.questions,
    input: (results, record) =>
      confirmedBlueprint(
        results.get(WORKSHEET_STEP.configuration.name) as QuestionConfigurationDto,
        record as Worksheet,
      ),
  },
  { kind: WORKSHEET_STEP.explanations, input: () => ({}) },
];

export const LESSON_STEPS: Step[] = [
  { kind: LESSON_PLAN_STEP.metadata, input: () => ({}) },
  { kind: LESSON_PLAN_STEP.alignment, input: keepSubjectMatter(LESSON_PLAN_STEP.metadata) },
  {
    kind: LESSON_PLAN_STEP.content,
    input: (results) => results.get(LESSON_PLAN_STEP.alignment.name),
  },
  { kind: LESSON_PLAN_STEP.enrichment, input: () => ({}) },
];

export type Processors = (content: TeachingContentGenerator) => JobProcessor;

/**
 * Runs a record's steps in order with a new provider (one for all steps, or one per step);
 * returns each step's seconds.
 */
export async function runSteps(
  loader: MemoryLoader,
  processors: Processors,
  record: GenerationRecord,
  steps: Step[],
  providerPerStep: boolean,
): Promise<number[]> {
  loader.current = record;
  loader.jobs.clear();
  let processor = processors(BuiltinTeachingContent.create(CURRICULUM, MATHS));
  const results = new Map<string, unknown>();
  const seconds: number[] = [];
  for (const step of steps) {
    if (providerPerStep) processor = processors(BuiltinTeachingContent.create(CURRICULUM, MATHS));
    const job = {
      id: `${record.id}-${step.kind.name}`,
      kind: step.kind.name,
      subjectId: record.id,
      apiUserId: record.apiUserId,
      status: JobStatus.RUNNING,
      input: stored(step.input(results, record)),
      result: null,
    } as unknown as Job;
    loader.jobs.set(step.kind.name, job);
    const started = performance.now();
    const outcome = await processor.process(job);
    seconds.push((performance.now() - started) / 1000);
    if (outcome.status !== JobStatus.COMPLETED) {
      throw new Error(`${step.kind.name} ended ${outcome.status}`);
    }
    job.status = JobStatus.COMPLETED;
    job.result = stored(outcome.result);
    results.set(step.kind.name, job.result);
  }
  return seconds;
}
