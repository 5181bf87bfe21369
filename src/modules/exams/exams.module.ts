import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DocumentsModule } from 'src/modules/documents/documents.module';
import { ExamAnswerSheetsController } from 'src/modules/exams/controllers/exam-answer-sheets.controller';
import { ExamModelAnswersController } from 'src/modules/exams/controllers/exam-model-answers.controller';
import {
  ExamConstantsController,
  ExamsController,
} from 'src/modules/exams/controllers/exams.controller';
import { FinaliseLimit } from 'src/modules/exams/controllers/shared/finalise-limit';
import { AnswerScore } from 'src/modules/exams/entities/answer-score.entity';
import { AnswerSheet } from 'src/modules/exams/entities/answer-sheet.entity';
import { Exam } from 'src/modules/exams/entities/exam.entity';
import { ExamQuestion } from 'src/modules/exams/entities/exam-question.entity';
import { ModelAnswerSheet } from 'src/modules/exams/entities/model-answer-sheet.entity';
import { ModelAnswerItem } from 'src/modules/exams/entities/model-answer-item.entity';
import { EVALUATION_JOB_KINDS } from 'src/modules/exams/evaluation-families';
import { AnswerSheetsService } from 'src/modules/exams/services/answer-sheets.service';
import { EvaluationRecords } from 'src/modules/exams/services/evaluation-records.service';
import { EvaluationSubjectsService } from 'src/modules/exams/services/evaluation-subjects.service';
import { ModelAnswersService } from 'src/modules/exams/services/model-answers.service';
import { SheetFiles } from 'src/modules/exams/services/sheet-files.service';
import { JobsModule } from 'src/modules/jobs/jobs.module';
import { RubricsModule } from 'src/modules/rubrics/rubrics.module';

export const EXAM_ENTITIES = [
  Exam,
  ExamQuestion,
  ModelAnswerSheet,
  ModelAnswerItem,
  AnswerSheet,
  AnswerScore,
];

const services = [
  EvaluationRecords,
  SheetFiles,
  EvaluationSubjectsService,
  ModelAnswersService,
  AnswerSheetsService,
  FinaliseLimit,
];

/**
 * Exam evaluation, API side (docs/api-contract.md §6): the exam controllers, and the services and
 * entities exams and assignments share (AssignmentsModule adds its own controllers).
 */
@Module({
  imports: [
    TypeOrmModule.forFeature(EXAM_ENTITIES),
    JobsModule.forKinds(EVALUATION_JOB_KINDS),
    DocumentsModule,
    RubricsModule,
  ],
  controllers: [
    ExamConstantsController,
    ExamsController,
    ExamModelAnswersController,
    ExamAnswerSheetsController,
  ],
  providers: services,
  exports: services,
})
export class ExamsModule {}
