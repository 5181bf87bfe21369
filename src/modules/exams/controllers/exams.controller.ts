import {
  Body,
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  Patch,
  Post,
  Res,
} from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { AuthenticatedUser } from 'src/common/auth/authenticated-user';
import { CurrentUser } from 'src/common/auth/current-user.decorator';
import { ApiAuthenticated } from 'src/common/swagger/api-authenticated.decorator';
import { ApiErrors } from 'src/common/swagger/api-errors.decorator';
import {
  AcceptDocuments,
  UploadedDocuments,
} from 'src/modules/documents/http/accept-documents.decorator';
import type { UploadedDocument } from 'src/modules/documents/services/document-intake.service';
import { EXAM_EXAMPLE } from 'src/modules/exams/controllers/shared/examples';
import { FamilyControllerDocs } from 'src/modules/exams/controllers/shared/family-controller.docs';
import { FinaliseLimit } from 'src/modules/exams/controllers/shared/finalise-limit';
import { SubjectDocs } from 'src/modules/exams/controllers/shared/subject.docs';
import { UpdateQuestionDto } from 'src/modules/exams/dto/corrections.dto';
import { CreateExamDto } from 'src/modules/exams/dto/create-exam.dto';
import { SheetPatchDto } from 'src/modules/exams/dto/sheet-patch.dto';
import { evaluationConstants } from 'src/modules/exams/exam-constants';
import { EXAMS } from 'src/modules/exams/exam-family';
import { EvaluationSubjectsService } from 'src/modules/exams/services/evaluation-subjects.service';

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
@Controller('evaluation-platform/v1/exam')
@FamilyControllerDocs(EXAMS)
export class ExamsController {
  constructor(
    private readonly subjects: EvaluationSubjectsService,
    private readonly limit: FinaliseLimit,
  ) {}

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
    return this.subjects.create(EXAMS, body, user);
  }

  @Get(':exam_id')
  @SubjectDocs.read(EXAMS)
  read(@Param('exam_id') examId: string, @CurrentUser() user: AuthenticatedUser) {
    return this.subjects.read(EXAMS, examId, user);
  }

  @Patch(':exam_id')
  @AcceptDocuments({ body: SheetPatchDto, routePrefix: EXAMS.prefix })
  @SubjectDocs.patch(EXAMS)
  async patch(
    @Param('exam_id') examId: string,
    @Body() body: SheetPatchDto,
    @UploadedDocuments() files: UploadedDocument[],
    @CurrentUser() user: AuthenticatedUser,
    @Res({ passthrough: true }) response: Response,
  ) {
    await this.limit.count(body, user, 'question_extraction', response);
    return this.subjects.patch(EXAMS, examId, { body, files, owner: user });
  }

  @Get(':exam_id/questions')
  @SubjectDocs.questions(EXAMS)
  questions(@Param('exam_id') examId: string, @CurrentUser() user: AuthenticatedUser) {
    return this.subjects.questions(EXAMS, examId, user);
  }

  @Patch(':exam_id/questions/:question_id')
  @SubjectDocs.updateQuestion(EXAMS)
  updateQuestion(
    @Param('exam_id') examId: string,
    @Param('question_id') questionId: string,
    @Body() body: UpdateQuestionDto,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return this.subjects.updateQuestion(EXAMS, examId, questionId, body, user);
  }
}
