import { Module } from '@nestjs/common';
import { EVALUATION_KINDS } from 'src/modules/evaluations/evaluation-kinds';
import { EvaluationEventPayload } from 'src/modules/evaluations/jobs/evaluation-event.payload';
import { JobsModule } from 'src/modules/jobs/jobs.module';

/**
 * The evaluation job kinds and their webhook payload, for every role: the API submits these kinds,
 * the worker runs them, and whichever process ends a job writes its event.
 */
@Module({
  imports: [JobsModule.forKinds(EVALUATION_KINDS)],
  providers: [EvaluationEventPayload],
})
export class EvaluationJobsModule {}
