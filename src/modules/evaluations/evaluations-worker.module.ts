import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AiModule } from 'src/ai/ai.module';
import { OutboundModule } from 'src/common/outbound/outbound.module';
import { Evaluation } from 'src/modules/evaluations/entities/evaluation.entity';
import { EVALUATION_KINDS } from 'src/modules/evaluations/evaluation-kinds';
import { EvaluationProcessor } from 'src/modules/evaluations/jobs/evaluation.processor';
import { AnswerReader } from 'src/modules/evaluations/services/answer-reader.service';
import { EvaluationRunner } from 'src/modules/evaluations/services/evaluation-runner.service';
import { JobsModule } from 'src/modules/jobs/jobs.module';

/** Worker side of evaluations: the processor, the AI engine and image reading. */
@Module({
  imports: [
    TypeOrmModule.forFeature([Evaluation]),
    JobsModule.forKinds(EVALUATION_KINDS),
    AiModule,
    OutboundModule,
  ],
  providers: [EvaluationProcessor, EvaluationRunner, AnswerReader],
})
export class EvaluationsWorkerModule {}
