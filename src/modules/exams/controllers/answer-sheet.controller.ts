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
import {
  ANSWER_SHEET_EXAMPLE,
  FINAL_RESULT_EXAMPLE,
  MACHINE_SCORES_EXAMPLE,
  REVIEWED_SCORES_EXAMPLE,
} from 'src/modules/exams/controllers/examples';
import { FinaliseLimit } from 'src/modules/exams/controllers/finalise-limit';
import { CreateAnswerSheetDto } from 'src/modules/exams/dto/create-answer-sheet.dto';
import { ReviewScoresDto } from 'src/modules/exams/dto/corrections.dto';
import { SheetPatchDto } from 'src/modules/exams/dto/sheet-patch.dto';
import type { EvaluationFamily } from 'src/modules/exams/evaluation-family';
import { AnswerSheetsService } from 'src/modules/exams/services/answer-sheets.service';

/** The answer sheet and review routes of a family (CONTRACT.md §6), made once per family. */
export function answerSheetController(family: EvaluationFamily) {
  const P = family.prefix;
  const id = family.idParam;
  const name = family.label.toLowerCase();
  const path = `:${id}/answer-sheet/:ans_sheet_id`;
  const NOT_FOUND = { 404: 'Answer sheet not found' };

  @ApiTags(`${family.label}s`)
  @ApiAuthenticated()
  @ApiErrors(P, [403])
  @Controller(`${P.slice(1)}/v1/${family.resource}`)
  class AnswerSheetController {
    constructor(
      readonly service: AnswerSheetsService,
      readonly limit: FinaliseLimit,
    ) {}

    @Post(`:${id}/answer-sheet`)
    @HttpCode(HttpStatus.CREATED)
    @ApiOperation({
      summary: "Create a student's answer sheet",
      description: `\`{student_id, name}\` → the sheet (status 0). Attach its pages with the PATCH, then \`isFinal: true\`.`,
    })
    @ApiCreatedResponse({ schema: { example: { ...ANSWER_SHEET_EXAMPLE, files: [] } } })
    @ApiErrors(P, { 400: 'This field may not be blank.', 404: `${family.label} not found` })
    create(
      @Param(id) examId: string,
      @Body() body: CreateAnswerSheetDto,
      @CurrentUser() user: AuthenticatedUser,
    ) {
      return this.service.create(family, examId, body, user);
    }

    @Get(path)
    @ApiOperation({
      summary: 'Read an answer sheet',
      description: 'Its files, status and review state.',
    })
    @ApiOkResponse({ schema: { example: ANSWER_SHEET_EXAMPLE } })
    @ApiErrors(P, NOT_FOUND)
    read(
      @Param(id) examId: string,
      @Param('ans_sheet_id') sheetId: string,
      @CurrentUser() user: AuthenticatedUser,
    ) {
      return this.service.read(family, examId, sheetId, user);
    }

    @Patch(path)
    @AcceptDocuments({ body: SheetPatchDto, routePrefix: P })
    @ApiOperation({
      summary: 'Attach the pages, or evaluate the sheet',
      description:
        'Either attaches files (multipart `documents`: typed PDFs, scanned PDFs, photos as jpeg/png; or JSON `file_urls`; status stays 0) ' +
        "or sends `isFinal: true`, which reads the student's answers, maps them to the questions and scores each against the model answer " +
        `(event \`${family.steps.answerSheet.name}\`); never both. The ${name}'s questions and model answer must be Completed first (else 400). ` +
        '`isFinal` counts against the daily `answer_sheet_evaluation` limit (429 over it).',
    })
    @ApiOkResponse({ schema: { example: ANSWER_SHEET_EXAMPLE } })
    @ApiErrors(P, {
      400: `The model answer of this ${name} is not extracted yet (status 1); an answer sheet is evaluated once the questions and the model answer are Completed`,
      404: 'Answer sheet not found',
      429: 'Daily limit of 200 answer sheet evaluation requests reached; it resets at 00:01 UTC',
    })
    async patch(
      @Param(id) examId: string,
      @Param('ans_sheet_id') sheetId: string,
      @Body() body: SheetPatchDto,
      @UploadedDocuments() files: UploadedDocument[],
      @CurrentUser() user: AuthenticatedUser,
      @Res({ passthrough: true }) response: Response,
    ) {
      await this.limit.count(body, user, 'answer_sheet_evaluation', response);
      return this.service.patch(family, examId, sheetId, { body, files, owner: user });
    }

    @Get(`${path}/${family.scoreRead}`)
    @ApiOperation({
      summary: "The machine's scores",
      description:
        '`{status, total_score, max_score, questions: [{question_id, question_number, student_answer, score, max_marks, feedback, ' +
        'step_marks[], missing_points[]}]}`: every mark explained by the marking scheme point it was given for, quoting the student. ' +
        `Questions appear once status is 2.${family.kind === 'assignment' ? ' With a rubric, `rubric_scores` per criterion.' : ''}`,
    })
    @ApiOkResponse({ schema: { example: MACHINE_SCORES_EXAMPLE } })
    @ApiErrors(P, NOT_FOUND)
    machineScores(
      @Param(id) examId: string,
      @Param('ans_sheet_id') sheetId: string,
      @CurrentUser() user: AuthenticatedUser,
    ) {
      return this.service.machineScores(family, examId, sheetId, user);
    }

    @Get(`${path}/provisional-scores`)
    @ApiOperation({
      summary: 'The reviewed scores',
      description:
        "Per question `score` and `feedback` are the teacher's where given, else the machine's; `machine_score`, " +
        '`machine_feedback`, `teacher_score`, `teacher_feedback` and `reviewed` beside them.',
    })
    @ApiOkResponse({ schema: { example: REVIEWED_SCORES_EXAMPLE } })
    @ApiErrors(P, NOT_FOUND)
    reviewedScores(
      @Param(id) examId: string,
      @Param('ans_sheet_id') sheetId: string,
      @CurrentUser() user: AuthenticatedUser,
    ) {
      return this.service.reviewedScores(family, examId, sheetId, user);
    }

    @Patch(`${path}/provisional-scores`)
    @ApiOperation({
      summary: "Override questions' scores and feedback",
      description:
        "`{questions: [{question_id, score, feedback?}]}`: the teacher's score (0 to max_marks, whole or half marks) and feedback; " +
        "the machine's stay beside them. Allowed once the sheet is evaluated and until it is published. Answers the reviewed scores.",
    })
    @ApiOkResponse({ schema: { example: REVIEWED_SCORES_EXAMPLE } })
    @ApiErrors(P, {
      400: 'score must be a whole or half mark from 0 to 3 (question 1)',
      ...NOT_FOUND,
    })
    review(
      @Param(id) examId: string,
      @Param('ans_sheet_id') sheetId: string,
      @Body() body: ReviewScoresDto,
      @CurrentUser() user: AuthenticatedUser,
    ) {
      return this.service.review(family, examId, sheetId, body, user);
    }

    @Post(`${path}/publish`)
    @HttpCode(HttpStatus.OK)
    @ApiOperation({
      summary: 'Publish the reviewed scores',
      description:
        'The reviewed scores become the final result (`get-final-result`); no overrides afterwards. Answers the final result.',
    })
    @ApiOkResponse({ schema: { example: FINAL_RESULT_EXAMPLE } })
    @ApiErrors(P, { 400: 'The scores of this answer sheet are already published', ...NOT_FOUND })
    publish(
      @Param(id) examId: string,
      @Param('ans_sheet_id') sheetId: string,
      @CurrentUser() user: AuthenticatedUser,
    ) {
      return this.service.publish(family, examId, sheetId, user);
    }

    @Get(`${path}/get-final-result`)
    @ApiOperation({
      summary: 'The published result',
      description: 'The reviewed scores as published; 400 until the teacher publishes.',
    })
    @ApiOkResponse({ schema: { example: FINAL_RESULT_EXAMPLE } })
    @ApiErrors(P, {
      400: 'The scores of this answer sheet are not published yet (POST .../publish/)',
      ...NOT_FOUND,
    })
    finalResult(
      @Param(id) examId: string,
      @Param('ans_sheet_id') sheetId: string,
      @CurrentUser() user: AuthenticatedUser,
    ) {
      return this.service.finalResult(family, examId, sheetId, user);
    }
  }
  Object.defineProperty(AnswerSheetController, 'name', {
    value: `${family.label}AnswerSheetsController`,
  });
  return AnswerSheetController;
}
