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
import { AnswerSheetDocs } from 'src/modules/exams/controllers/shared/answer-sheet.docs';
import { FamilyControllerDocs } from 'src/modules/exams/controllers/shared/family-controller.docs';
import { FinaliseLimit } from 'src/modules/exams/controllers/shared/finalise-limit';
import { ReviewScoresDto } from 'src/modules/exams/dto/corrections.dto';
import { CreateAnswerSheetDto } from 'src/modules/exams/dto/create-answer-sheet.dto';
import { SheetPatchDto } from 'src/modules/exams/dto/sheet-patch.dto';
import { EXAMS } from 'src/modules/exams/exam-family';
import { AnswerSheetsService } from 'src/modules/exams/services/answer-sheets.service';

/** `/evaluation-platform/v1/exam/:exam_id/answer-sheet/…`: students' sheets, review, publish. */
@Controller('evaluation-platform/v1/exam')
@FamilyControllerDocs(EXAMS)
export class ExamAnswerSheetsController {
  constructor(
    private readonly sheets: AnswerSheetsService,
    private readonly limit: FinaliseLimit,
  ) {}

  @Post(':exam_id/answer-sheet')
  @HttpCode(HttpStatus.CREATED)
  @AnswerSheetDocs.create(EXAMS)
  create(
    @Param('exam_id') examId: string,
    @Body() body: CreateAnswerSheetDto,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return this.sheets.create(EXAMS, examId, body, user);
  }

  @Get(':exam_id/answer-sheet/:ans_sheet_id')
  @AnswerSheetDocs.read(EXAMS)
  read(
    @Param('exam_id') examId: string,
    @Param('ans_sheet_id') sheetId: string,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return this.sheets.read(EXAMS, examId, sheetId, user);
  }

  @Patch(':exam_id/answer-sheet/:ans_sheet_id')
  @AcceptDocuments({ body: SheetPatchDto, routePrefix: EXAMS.prefix })
  @AnswerSheetDocs.patch(EXAMS)
  async patch(
    @Param('exam_id') examId: string,
    @Param('ans_sheet_id') sheetId: string,
    @Body() body: SheetPatchDto,
    @UploadedDocuments() files: UploadedDocument[],
    @CurrentUser() user: AuthenticatedUser,
    @Res({ passthrough: true }) response: Response,
  ) {
    await this.limit.count(body, user, 'answer_sheet_evaluation', response);
    return this.sheets.patch(EXAMS, examId, sheetId, { body, files, owner: user });
  }

  @Get(':exam_id/answer-sheet/:ans_sheet_id/pre-provisional-scores')
  @AnswerSheetDocs.machineScores(EXAMS)
  machineScores(
    @Param('exam_id') examId: string,
    @Param('ans_sheet_id') sheetId: string,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return this.sheets.machineScores(EXAMS, examId, sheetId, user);
  }

  @Get(':exam_id/answer-sheet/:ans_sheet_id/provisional-scores')
  @AnswerSheetDocs.reviewedScores(EXAMS)
  reviewedScores(
    @Param('exam_id') examId: string,
    @Param('ans_sheet_id') sheetId: string,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return this.sheets.reviewedScores(EXAMS, examId, sheetId, user);
  }

  @Patch(':exam_id/answer-sheet/:ans_sheet_id/provisional-scores')
  @AnswerSheetDocs.review(EXAMS)
  review(
    @Param('exam_id') examId: string,
    @Param('ans_sheet_id') sheetId: string,
    @Body() body: ReviewScoresDto,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return this.sheets.review(EXAMS, examId, sheetId, body, user);
  }

  @Post(':exam_id/answer-sheet/:ans_sheet_id/publish')
  @HttpCode(HttpStatus.OK)
  @AnswerSheetDocs.publish(EXAMS)
  publish(
    @Param('exam_id') examId: string,
    @Param('ans_sheet_id') sheetId: string,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return this.sheets.publish(EXAMS, examId, sheetId, user);
  }

  @Get(':exam_id/answer-sheet/:ans_sheet_id/get-final-result')
  @AnswerSheetDocs.finalResult(EXAMS)
  finalResult(
    @Param('exam_id') examId: string,
    @Param('ans_sheet_id') sheetId: string,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return this.sheets.finalResult(EXAMS, examId, sheetId, user);
  }
}
