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
import { EXAMS } from 'src/modules/exams/exam-family';
import { ModelAnswersService } from 'src/modules/exams/services/model-answers.service';

/** `/evaluation-platform/v1/exam/:exam_id/model-answer/…`: the exam's model answers. */
@Controller('evaluation-platform/v1/exam')
@FamilyControllerDocs(EXAMS)
export class ExamModelAnswersController {
  constructor(
    private readonly modelAnswers: ModelAnswersService,
    private readonly limit: FinaliseLimit,
  ) {}

  @Post(':exam_id/model-answer')
  @HttpCode(HttpStatus.CREATED)
  @ModelAnswerDocs.create(EXAMS)
  create(@Param('exam_id') examId: string, @CurrentUser() user: AuthenticatedUser) {
    return this.modelAnswers.create(EXAMS, examId, user);
  }

  @Get(':exam_id/model-answer/:model_answer_sheet_id')
  @ModelAnswerDocs.read(EXAMS)
  read(
    @Param('exam_id') examId: string,
    @Param('model_answer_sheet_id') sheetId: string,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return this.modelAnswers.read(EXAMS, examId, sheetId, user);
  }

  @Patch(':exam_id/model-answer/:model_answer_sheet_id')
  @AcceptDocuments({ body: ModelAnswerPatchDto, routePrefix: EXAMS.prefix })
  @ModelAnswerDocs.patch(EXAMS)
  async patch(
    @Param('exam_id') examId: string,
    @Param('model_answer_sheet_id') sheetId: string,
    @Body() body: ModelAnswerPatchDto,
    @UploadedDocuments() files: UploadedDocument[],
    @CurrentUser() user: AuthenticatedUser,
    @Res({ passthrough: true }) response: Response,
  ) {
    await this.limit.count(body, user, 'question_extraction', response);
    return this.modelAnswers.patch(EXAMS, examId, sheetId, { body, files, owner: user });
  }

  @Patch(':exam_id/model-answer/:model_answer_sheet_id/answers')
  @ModelAnswerDocs.correct(EXAMS)
  correct(
    @Param('exam_id') examId: string,
    @Param('model_answer_sheet_id') sheetId: string,
    @Body() body: CorrectModelAnswersDto,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return this.modelAnswers.correct(EXAMS, examId, sheetId, body, user);
  }
}
