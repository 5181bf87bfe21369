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
import type { Response } from 'express';
import type { AuthenticatedUser } from 'src/common/auth/authenticated-user';
import { CurrentUser } from 'src/common/auth/current-user.decorator';
import {
  AcceptDocuments,
  UploadedDocuments,
} from 'src/modules/documents/http/accept-documents.decorator';
import type { UploadedDocument } from 'src/modules/documents/services/document-intake.service';
import { FamilyControllerDocs } from 'src/modules/exams/controllers/shared/family-controller.docs';
import { FinaliseLimit } from 'src/modules/exams/controllers/shared/finalise-limit';
import { ModelAnswerDocs } from 'src/modules/exams/controllers/shared/model-answer.docs';
import { CorrectModelAnswersDto } from 'src/modules/exams/dto/corrections.dto';
import { ModelAnswerPatchDto } from 'src/modules/exams/dto/sheet-patch.dto';
import { ASSIGNMENTS } from 'src/modules/assignments/assignment-family';
import { ModelAnswersService } from 'src/modules/exams/services/model-answers.service';

/** `/assignment-evaluation/v1/assignment/:assignment_id/model-answer/…`: model answers, rubric. */
@Controller('assignment-evaluation/v1/assignment')
@FamilyControllerDocs(ASSIGNMENTS)
export class AssignmentModelAnswersController {
  constructor(
    private readonly modelAnswers: ModelAnswersService,
    private readonly limit: FinaliseLimit,
  ) {}

  @Post(':assignment_id/model-answer')
  @HttpCode(HttpStatus.CREATED)
  @ModelAnswerDocs.create(ASSIGNMENTS)
  create(@Param('assignment_id') assignmentId: string, @CurrentUser() user: AuthenticatedUser) {
    return this.modelAnswers.create(ASSIGNMENTS, assignmentId, user);
  }

  @Get(':assignment_id/model-answer/:model_answer_sheet_id')
  @ModelAnswerDocs.read(ASSIGNMENTS)
  read(
    @Param('assignment_id') assignmentId: string,
    @Param('model_answer_sheet_id') sheetId: string,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return this.modelAnswers.read(ASSIGNMENTS, assignmentId, sheetId, user);
  }

  @Patch(':assignment_id/model-answer/:model_answer_sheet_id')
  @AcceptDocuments({ body: ModelAnswerPatchDto, routePrefix: ASSIGNMENTS.prefix })
  @ModelAnswerDocs.patch(ASSIGNMENTS)
  async patch(
    @Param('assignment_id') assignmentId: string,
    @Param('model_answer_sheet_id') sheetId: string,
    @Body() body: ModelAnswerPatchDto,
    @UploadedDocuments() files: UploadedDocument[],
    @CurrentUser() user: AuthenticatedUser,
    @Res({ passthrough: true }) response: Response,
  ) {
    await this.limit.count(body, user, 'question_extraction', response);
    return this.modelAnswers.patch(ASSIGNMENTS, assignmentId, sheetId, {
      body,
      files,
      owner: user,
    });
  }

  @Patch(':assignment_id/model-answer/:model_answer_sheet_id/answers')
  @ModelAnswerDocs.correct(ASSIGNMENTS)
  correct(
    @Param('assignment_id') assignmentId: string,
    @Param('model_answer_sheet_id') sheetId: string,
    @Body() body: CorrectModelAnswersDto,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return this.modelAnswers.correct(ASSIGNMENTS, assignmentId, sheetId, body, user);
  }
}
