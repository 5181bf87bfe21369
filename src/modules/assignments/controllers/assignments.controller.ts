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
import { ASSIGNMENTS } from 'src/modules/assignments/assignment-family';
import { CreateAssignmentDto } from 'src/modules/assignments/dto/create-assignment.dto';
import {
  AcceptDocuments,
  UploadedDocuments,
} from 'src/modules/documents/http/accept-documents.decorator';
import type { UploadedDocument } from 'src/modules/documents/services/document-intake.service';
import { EXAM_EXAMPLE, omitExamType } from 'src/modules/exams/controllers/shared/examples';
import { FamilyControllerDocs } from 'src/modules/exams/controllers/shared/family-controller.docs';
import { FinaliseLimit } from 'src/modules/exams/controllers/shared/finalise-limit';
import { SubjectDocs } from 'src/modules/exams/controllers/shared/subject.docs';
import { UpdateQuestionDto } from 'src/modules/exams/dto/corrections.dto';
import { SheetPatchDto } from 'src/modules/exams/dto/sheet-patch.dto';
import { evaluationConstants } from 'src/modules/exams/exam-constants';
import { EvaluationSubjectsService } from 'src/modules/exams/services/evaluation-subjects.service';

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
 * `/assignment-evaluation/v1/assignment/`: the exam flow for assignments (the shared services,
 * told apart by `ASSIGNMENTS`), with a rubric on the model answer and `.../score/` as the read.
 */
@Controller('assignment-evaluation/v1/assignment')
@FamilyControllerDocs(ASSIGNMENTS)
export class AssignmentsController {
  constructor(
    private readonly subjects: EvaluationSubjectsService,
    private readonly limit: FinaliseLimit,
  ) {}

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
    return this.subjects.create(ASSIGNMENTS, body, user);
  }

  @Get(':assignment_id')
  @SubjectDocs.read(ASSIGNMENTS)
  read(@Param('assignment_id') assignmentId: string, @CurrentUser() user: AuthenticatedUser) {
    return this.subjects.read(ASSIGNMENTS, assignmentId, user);
  }

  @Patch(':assignment_id')
  @AcceptDocuments({ body: SheetPatchDto, routePrefix: ASSIGNMENTS.prefix })
  @SubjectDocs.patch(ASSIGNMENTS)
  async patch(
    @Param('assignment_id') assignmentId: string,
    @Body() body: SheetPatchDto,
    @UploadedDocuments() files: UploadedDocument[],
    @CurrentUser() user: AuthenticatedUser,
    @Res({ passthrough: true }) response: Response,
  ) {
    await this.limit.count(body, user, 'question_extraction', response);
    return this.subjects.patch(ASSIGNMENTS, assignmentId, { body, files, owner: user });
  }

  @Get(':assignment_id/questions')
  @SubjectDocs.questions(ASSIGNMENTS)
  questions(@Param('assignment_id') assignmentId: string, @CurrentUser() user: AuthenticatedUser) {
    return this.subjects.questions(ASSIGNMENTS, assignmentId, user);
  }

  @Patch(':assignment_id/questions/:question_id')
  @SubjectDocs.updateQuestion(ASSIGNMENTS)
  updateQuestion(
    @Param('assignment_id') assignmentId: string,
    @Param('question_id') questionId: string,
    @Body() body: UpdateQuestionDto,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return this.subjects.updateQuestion(ASSIGNMENTS, assignmentId, questionId, body, user);
  }
}
