import { Body, Controller, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from 'src/common/auth/authenticated-user';
import { CurrentUser } from 'src/common/auth/current-user.decorator';
import { ApiAuthenticated } from 'src/common/swagger/api-authenticated.decorator';
import { ApiErrors } from 'src/common/swagger/api-errors.decorator';
import { CreateAssignmentDto } from 'src/modules/assignments/create-assignment.dto';
import { answerSheetController } from 'src/modules/exams/controllers/answer-sheet.controller';
import { EXAM_EXAMPLE } from 'src/modules/exams/controllers/examples';
import { modelAnswerController } from 'src/modules/exams/controllers/model-answer.controller';
import { omitExamType, subjectController } from 'src/modules/exams/controllers/subject.controller';
import { ASSIGNMENTS } from 'src/modules/exams/evaluation-family';
import { evaluationConstants } from 'src/modules/exams/exam-constants';

/** `GET /assignment-evaluation/v1/assignment/constant/` (registered before `:assignment_id`). */
@ApiTags('Assignments')
@ApiAuthenticated()
@ApiErrors(ASSIGNMENTS.prefix, [403])
@Controller('assignment-evaluation/v1/assignment')
export class AssignmentConstantsController {
  @Get('constant')
  @ApiOperation({
    summary: 'Codes and suggested values',
    description:
      '`fileStatus` (0 Open, 1 In Progress, 2 Completed, 3 Failed), `fileType` (1 pdf, 2 docx, 3 jpeg, 4 png), ' +
      'and the suggested `assignmentType`, `subjects` and `classes` (other values are accepted as free text).',
  })
  @ApiOkResponse({ schema: { example: evaluationConstants('assignment') } })
  constants() {
    return evaluationConstants('assignment');
  }
}

/**
 * `/assignment-evaluation/v1/assignment/`: the exam flow for assignments (one implementation,
 * `ASSIGNMENTS` tells it apart), with a rubric on the model answer and `.../score/` as the read.
 */
export class AssignmentsController extends subjectController(ASSIGNMENTS) {
  @Post()
  @HttpCode(HttpStatus.CREATED)
  @ApiOperation({
    summary: 'Create an assignment',
    description:
      '`{name, class, subject, date?, section?, total_marks?}` → the assignment (status 0 Open). ' +
      'Attach its question paper with the PATCH, then send `isFinal: true`.',
  })
  @ApiCreatedResponse({ schema: { example: { ...omitExamType(EXAM_EXAMPLE), files: [] } } })
  @ApiErrors(ASSIGNMENTS.prefix, { 400: 'This field may not be blank.' })
  create(@Body() body: CreateAssignmentDto, @CurrentUser() user: AuthenticatedUser) {
    return this.createSubject(body, user);
  }
}

export class AssignmentModelAnswersController extends modelAnswerController(ASSIGNMENTS) {}
export class AssignmentAnswerSheetsController extends answerSheetController(ASSIGNMENTS) {}
