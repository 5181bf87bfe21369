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
import { MODEL_ANSWER_EXAMPLE } from 'src/modules/exams/controllers/examples';
import { FinaliseLimit } from 'src/modules/exams/controllers/finalise-limit';
import { CorrectModelAnswersDto } from 'src/modules/exams/dto/corrections.dto';
import { ModelAnswerPatchDto } from 'src/modules/exams/dto/sheet-patch.dto';
import type { EvaluationFamily } from 'src/modules/exams/evaluation-family';
import { ModelAnswersService } from 'src/modules/exams/services/model-answers.service';

/** The model answer routes of a family (CONTRACT.md §6), made once per family. */
export function modelAnswerController(family: EvaluationFamily) {
  const P = family.prefix;
  const id = family.idParam;
  const name = family.label.toLowerCase();
  const path = `:${id}/model-answer/:model_answer_sheet_id`;
  const rubricNote =
    family.kind === 'assignment'
      ? " A `rubricId` (one of your client's rubrics) may be attached too, alone or with files; answer sheets are then also scored on its criteria (`rubric_scores`)."
      : '';

  @ApiTags(`${family.label}s`)
  @ApiAuthenticated()
  @ApiErrors(P, [403])
  @Controller(`${P.slice(1)}/v1/${family.resource}`)
  class ModelAnswerController {
    constructor(
      readonly service: ModelAnswersService,
      readonly limit: FinaliseLimit,
    ) {}

    @Post(`:${id}/model-answer`)
    @HttpCode(HttpStatus.CREATED)
    @ApiOperation({
      summary: 'Create the model answer sheet',
      description: `A placeholder (status 0) for the ${name}'s model answers; one per ${name}, a second is 400.`,
    })
    @ApiCreatedResponse({
      schema: { example: { ...MODEL_ANSWER_EXAMPLE, status: 0, files: [], answers: [] } },
    })
    @ApiErrors(P, {
      400: 'This exam already has a model answer sheet (…); attach files to it instead',
      404: `${family.label} not found`,
    })
    create(@Param(id) examId: string, @CurrentUser() user: AuthenticatedUser) {
      return this.service.create(family, examId, user);
    }

    @Get(path)
    @ApiOperation({
      summary: 'Read the model answers',
      description:
        '`{id, status, answers: [{question_id, answer_text, marking_scheme: [{text, marks}]}]}`; answers appear once status is 2.',
    })
    @ApiOkResponse({ schema: { example: MODEL_ANSWER_EXAMPLE } })
    @ApiErrors(P, { 404: 'Model answer sheet not found' })
    read(
      @Param(id) examId: string,
      @Param('model_answer_sheet_id') sheetId: string,
      @CurrentUser() user: AuthenticatedUser,
    ) {
      return this.service.read(family, examId, sheetId, user);
    }

    @Patch(path)
    @AcceptDocuments({ body: ModelAnswerPatchDto, routePrefix: P })
    @ApiOperation({
      summary: 'Attach the model answers, or finalise them',
      description:
        'Either attaches files (multipart `documents` or JSON `file_urls`; status stays 0) or sends `isFinal: true`, ' +
        `which starts the model answer extraction (event \`${family.steps.modelAnswer.name}\`); never both. ` +
        `The questions must be extracted (status 2) first. \`isFinal\` counts against the daily \`question_extraction\` limit (400 over it).${rubricNote}`,
    })
    @ApiOkResponse({ schema: { example: MODEL_ANSWER_EXAMPLE } })
    @ApiErrors(P, {
      400: 'The model answer sheet is final (isFinal was sent): nothing can be attached or changed now',
      404: 'Model answer sheet not found',
    })
    async patch(
      @Param(id) examId: string,
      @Param('model_answer_sheet_id') sheetId: string,
      @Body() body: ModelAnswerPatchDto,
      @UploadedDocuments() files: UploadedDocument[],
      @CurrentUser() user: AuthenticatedUser,
      @Res({ passthrough: true }) response: Response,
    ) {
      await this.limit.count(body, user, 'question_extraction', response);
      return this.service.patch(family, examId, sheetId, { body, files, owner: user });
    }

    @Patch(`${path}/answers`)
    @ApiOperation({
      summary: 'Correct the extracted model answers',
      description:
        'Once extraction has Completed: `{answers: [{question_id, answer_text?, marking_scheme?: [{text, marks}]}]}`. ' +
        "A corrected marking scheme must add up to the question's `max_marks`. Answer sheets evaluated afterwards are scored against the corrections.",
    })
    @ApiOkResponse({ schema: { example: MODEL_ANSWER_EXAMPLE } })
    @ApiErrors(P, {
      400: 'The key points carry 2 marks; question 1 is worth 3',
      404: 'Model answer sheet not found',
    })
    correct(
      @Param(id) examId: string,
      @Param('model_answer_sheet_id') sheetId: string,
      @Body() body: CorrectModelAnswersDto,
      @CurrentUser() user: AuthenticatedUser,
    ) {
      return this.service.correct(family, examId, sheetId, body, user);
    }
  }
  Object.defineProperty(ModelAnswerController, 'name', {
    value: `${family.label}ModelAnswersController`,
  });
  return ModelAnswerController;
}
