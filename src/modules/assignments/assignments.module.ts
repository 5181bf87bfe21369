import { Module } from '@nestjs/common';
import { AssignmentAnswerSheetsController } from 'src/modules/assignments/controllers/assignment-answer-sheets.controller';
import { AssignmentModelAnswersController } from 'src/modules/assignments/controllers/assignment-model-answers.controller';
import {
  AssignmentConstantsController,
  AssignmentsController,
} from 'src/modules/assignments/controllers/assignments.controller';
import { ExamsModule } from 'src/modules/exams/exams.module';

/** Assignment evaluation: the exam implementation under `/assignment-evaluation/v1/assignment/`. */
@Module({
  imports: [ExamsModule],
  // The constants route first: `constant` would otherwise match `:assignment_id`.
  controllers: [
    AssignmentConstantsController,
    AssignmentsController,
    AssignmentModelAnswersController,
    AssignmentAnswerSheetsController,
  ],
})
export class AssignmentsModule {}
