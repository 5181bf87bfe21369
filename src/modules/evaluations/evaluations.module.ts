import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { GenericEvaluationController } from 'src/modules/evaluations/controllers/generic-evaluation.controller';
import { IeltsEvaluationController } from 'src/modules/evaluations/controllers/ielts-evaluation.controller';
import { ToeflEvaluationController } from 'src/modules/evaluations/controllers/toefl-evaluation.controller';
import { Evaluation } from 'src/modules/evaluations/entities/evaluation.entity';
import { EVALUATION_KINDS } from 'src/modules/evaluations/evaluation-kinds';
import { EvaluationReports } from 'src/modules/evaluations/services/evaluation-reports.service';
import { EvaluationSubmissions } from 'src/modules/evaluations/services/evaluation-submissions.service';
import { JobsModule } from 'src/modules/jobs/jobs.module';
import { RubricsModule } from 'src/modules/rubrics/rubrics.module';

/** TOEFL, IELTS and generic writing evaluations: submit and read (API side). */
@Module({
  imports: [
    TypeOrmModule.forFeature([Evaluation]),
    JobsModule.forKinds(EVALUATION_KINDS),
    RubricsModule,
  ],
  controllers: [ToeflEvaluationController, IeltsEvaluationController, GenericEvaluationController],
  providers: [EvaluationSubmissions, EvaluationReports],
  exports: [TypeOrmModule],
})
export class EvaluationsModule {}
