import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AiModule } from 'src/ai/ai.module';
import { DocumentsWorkerModule } from 'src/modules/documents/documents-worker.module';
import { EVALUATION_JOB_KINDS } from 'src/modules/exams/evaluation-families';
import { EXAM_ENTITIES } from 'src/modules/exams/exams.module';
import { AnswerSheetProcessor } from 'src/modules/exams/jobs/answer-sheet.processor';
import { ModelAnswerProcessor } from 'src/modules/exams/jobs/model-answer.processor';
import { QuestionPaperProcessor } from 'src/modules/exams/jobs/question-paper.processor';
import { SheetText } from 'src/modules/exams/jobs/sheet-text.service';
import { JobsModule } from 'src/modules/jobs/jobs.module';
import { RubricCriterion } from 'src/modules/rubrics/entities/rubric-criterion.entity';
import { Rubric } from 'src/modules/rubrics/entities/rubric.entity';

/**
 * Worker side of exams and assignments: the three steps, reading documents (OCR for photos and
 * scans) and grading with the ANSWER_GRADER port.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([...EXAM_ENTITIES, Rubric, RubricCriterion]),
    JobsModule.forKinds(EVALUATION_JOB_KINDS),
    DocumentsWorkerModule,
    AiModule,
  ],
  providers: [SheetText, QuestionPaperProcessor, ModelAnswerProcessor, AnswerSheetProcessor],
})
export class ExamsWorkerModule {}
