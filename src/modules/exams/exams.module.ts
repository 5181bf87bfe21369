import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DocumentsModule } from 'src/modules/documents/documents.module';
import {
  ExamAnswerSheetsController,
  ExamConstantsController,
  ExamModelAnswersController,
  ExamsController,
} from 'src/modules/exams/controllers/exams.controller';
import { FinaliseLimit } from 'src/modules/exams/controllers/finalise-limit';
import { AnswerScore } from 'src/modules/exams/entities/answer-score.entity';
import { AnswerSheet } from 'src/modules/exams/entities/answer-sheet.entity';
import { Exam } from 'src/modules/exams/entities/exam.entity';
import { ExamQuestion } from 'src/modules/exams/entities/exam-question.entity';
import { ModelAnswer } from 'src/modules/exams/entities/model-answer.entity';
import { ModelAnswerItem } from 'src/modules/exams/entities/model-answer-item.entity';
import { EVALUATION_JOB_KINDS } from 'src/modules/exams/evaluation-family';
import { AnswerSheetsService } from 'src/modules/exams/services/answer-sheets.service';
import { EvaluationRecords } from 'src/modules/exams/services/evaluation-records.service';
import { ExamsService } from 'src/modules/exams/services/exams.service';
import { ModelAnswersService } from 'src/modules/exams/services/model-answers.service';
import { SheetFiles } from 'src/modules/exams/services/sheet-files.service';
import { JobsModule } from 'src/modules/jobs/jobs.module';
import { RubricsModule } from 'src/modules/rubrics/rubrics.module';

export const EXAM_ENTITIES = [
  Exam,
  ExamQuestion,
  ModelAnswer,
  ModelAnswerItem,
  AnswerSheet,
  AnswerScore,
];

const services = [
  EvaluationRecords,
  SheetFiles,
  ExamsService,
  ModelAnswersService,
  AnswerSheetsService,
  FinaliseLimit,
];

/**
 * Exam evaluation (CONTRACT.md §6), API side. The services serve assignments too
 * (AssignmentsModule adds only its controllers).
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
