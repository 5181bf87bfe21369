import { Body, Controller, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from 'src/common/auth/authenticated-user';
import { CurrentUser } from 'src/common/auth/current-user.decorator';
import { ApiAuthenticated } from 'src/common/swagger/api-authenticated.decorator';
import { ApiErrors } from 'src/common/swagger/api-errors.decorator';
import { answerSheetController } from 'src/modules/exams/controllers/answer-sheet.controller';
import { EXAM_EXAMPLE } from 'src/modules/exams/controllers/examples';
import { modelAnswerController } from 'src/modules/exams/controllers/model-answer.controller';
import { subjectController } from 'src/modules/exams/controllers/subject.controller';
import { CreateExamDto } from 'src/modules/exams/dto/create-exam.dto';
import { EXAMS } from 'src/modules/exams/evaluation-family';
import { evaluationConstants } from 'src/modules/exams/exam-constants';

/** `GET /evaluation-platform/constants/`. */
@ApiTags('Exams')
@ApiAuthenticated()
@ApiErrors(EXAMS.prefix, [403])
@Controller('evaluation-platform')
export class ExamConstantsController {
  @Get('constants')
  @ApiOperation({
    summary: 'Codes and suggested values',
    description:
      '`fileStatus` (0 Open, 1 In Progress, 2 Completed, 3 Failed), `fileType` (1 pdf, 2 docx, 3 jpeg, 4 png), ' +
      'and the suggested `examType`, `subjects` and `classes` (other values are accepted as free text).',
  })
  @ApiOkResponse({ schema: { example: evaluationConstants('exam') } })
  constants() {
    return evaluationConstants('exam');
  }
}

/** `/evaluation-platform/v1/exam/`: create, read, attach and finalise the question paper. */
export class ExamsController extends subjectController(EXAMS) {
  @Post()
  @HttpCode(HttpStatus.CREATED)
  @ApiOperation({
    summary: 'Create an exam',
    description:
      '`{name, class, subject, exam_type, date, section?, total_marks?}` → the exam (status 0 Open). ' +
      'Attach its question paper with the PATCH, then send `isFinal: true`.',
  })
  @ApiCreatedResponse({ schema: { example: { ...EXAM_EXAMPLE, files: [] } } })
  @ApiErrors(EXAMS.prefix, { 400: 'This field may not be blank.' })
  create(@Body() body: CreateExamDto, @CurrentUser() user: AuthenticatedUser) {
    return this.createSubject(body, user);
  }
}

export class ExamModelAnswersController extends modelAnswerController(EXAMS) {}
export class ExamAnswerSheetsController extends answerSheetController(EXAMS) {}
