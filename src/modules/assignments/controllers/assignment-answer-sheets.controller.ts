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
import { ASSIGNMENTS } from 'src/modules/assignments/assignment-family';
import { AnswerSheetsService } from 'src/modules/exams/services/answer-sheets.service';

/** `/assignment-evaluation/v1/assignment/:assignment_id/answer-sheet/…`: sheets and review. */
@Controller('assignment-evaluation/v1/assignment')
@FamilyControllerDocs(ASSIGNMENTS)
export class AssignmentAnswerSheetsController {
  constructor(
    private readonly sheets: AnswerSheetsService,
    private readonly limit: FinaliseLimit,
  ) {}

  @Post(':assignment_id/answer-sheet')
  @HttpCode(HttpStatus.CREATED)
  @AnswerSheetDocs.create(ASSIGNMENTS)
  create(
    @Param('assignment_id') assignmentId: string,
    @Body() body: CreateAnswerSheetDto,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return this.sheets.create(ASSIGNMENTS, assignmentId, body, user);
  }

  @Get(':assignment_id/answer-sheet/:ans_sheet_id')
  @AnswerSheetDocs.read(ASSIGNMENTS)
  read(
    @Param('assignment_id') assignmentId: string,
    @Param('ans_sheet_id') sheetId: string,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return this.sheets.read(ASSIGNMENTS, assignmentId, sheetId, user);
  }

  @Patch(':assignment_id/answer-sheet/:ans_sheet_id')
  @AcceptDocuments({ body: SheetPatchDto, routePrefix: ASSIGNMENTS.prefix })
  @AnswerSheetDocs.patch(ASSIGNMENTS)
  async patch(
    @Param('assignment_id') assignmentId: string,
    @Param('ans_sheet_id') sheetId: string,
    @Body() body: SheetPatchDto,
    @UploadedDocuments() files: UploadedDocument[],
    @CurrentUser() user: AuthenticatedUser,
    @Res({ passthrough: true }) response: Response,
  ) {
    await this.limit.count(body, user, 'answer_sheet_evaluation', response);
    return this.sheets.patch(ASSIGNMENTS, assignmentId, sheetId, { body, files, owner: user });
  }

  @Get(':assignment_id/answer-sheet/:ans_sheet_id/score')
  @AnswerSheetDocs.machineScores(ASSIGNMENTS)
  machineScores(
    @Param('assignment_id') assignmentId: string,
    @Param('ans_sheet_id') sheetId: string,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return this.sheets.machineScores(ASSIGNMENTS, assignmentId, sheetId, user);
  }

  @Get(':assignment_id/answer-sheet/:ans_sheet_id/provisional-scores')
  @AnswerSheetDocs.reviewedScores(ASSIGNMENTS)
  reviewedScores(
    @Param('assignment_id') assignmentId: string,
    @Param('ans_sheet_id') sheetId: string,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return this.sheets.reviewedScores(ASSIGNMENTS, assignmentId, sheetId, user);
  }

  @Patch(':assignment_id/answer-sheet/:ans_sheet_id/provisional-scores')
  @AnswerSheetDocs.review(ASSIGNMENTS)
  review(
    @Param('assignment_id') assignmentId: string,
    @Param('ans_sheet_id') sheetId: string,
    @Body() body: ReviewScoresDto,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return this.sheets.review(ASSIGNMENTS, assignmentId, sheetId, body, user);
  }

  @Post(':assignment_id/answer-sheet/:ans_sheet_id/publish')
  @HttpCode(HttpStatus.OK)
  @AnswerSheetDocs.publish(ASSIGNMENTS)
  publish(
    @Param('assignment_id') assignmentId: string,
    @Param('ans_sheet_id') sheetId: string,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return this.sheets.publish(ASSIGNMENTS, assignmentId, sheetId, user);
  }

  @Get(':assignment_id/answer-sheet/:ans_sheet_id/get-final-result')
  @AnswerSheetDocs.finalResult(ASSIGNMENTS)
  finalResult(
    @Param('assignment_id') assignmentId: string,
    @Param('ans_sheet_id') sheetId: string,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return this.sheets.finalResult(ASSIGNMENTS, assignmentId, sheetId, user);
  }
}
