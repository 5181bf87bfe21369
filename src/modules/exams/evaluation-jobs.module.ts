import { Module } from '@nestjs/common';
import { EVALUATION_JOB_KINDS } from 'src/modules/exams/evaluation-families';
import { EvaluationEventPayload } from 'src/modules/exams/jobs/evaluation-event.payload';
import { JobsModule } from 'src/modules/jobs/jobs.module';

/** The exam and assignment steps and their webhook payloads, for every role. */
@Module({
  imports: [JobsModule.forKinds(EVALUATION_JOB_KINDS)],
  providers: [EvaluationEventPayload],
})
export class EvaluationJobsModule {}
