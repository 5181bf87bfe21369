import { Body, Controller, Get, Param, Patch, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
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
  EXAM_EXAMPLE,
  QUESTION_EXAMPLE,
  QUESTIONS_EXAMPLE,
} from 'src/modules/exams/controllers/examples';
import { FinaliseLimit } from 'src/modules/exams/controllers/finalise-limit';
import { UpdateQuestionDto } from 'src/modules/exams/dto/corrections.dto';
import { SheetPatchDto } from 'src/modules/exams/dto/sheet-patch.dto';
import type { EvaluationFamily } from 'src/modules/exams/evaluation-family';
import { type CreateSubjectRequest, ExamsService } from 'src/modules/exams/services/exams.service';

/**
 * The routes of an exam or assignment itself and its question paper (CONTRACT.md §6), made once
 * per family: `/evaluation-platform/v1/exam/…` and `/assignment-evaluation/v1/assignment/…`. The
 * family's controller extends it with its create route (the bodies differ).
 */
export function subjectController(family: EvaluationFamily) {
  const P = family.prefix;
  const id = family.idParam;
  const name = family.label.toLowerCase();
  const example = family.kind === 'exam' ? EXAM_EXAMPLE : omitExamType(EXAM_EXAMPLE);

  @ApiTags(`${family.label}s`)
  @ApiAuthenticated()
  @ApiErrors(P, [403])
  @Controller(`${P.slice(1)}/v1/${family.resource}`)
  class SubjectController {
    constructor(
      readonly service: ExamsService,
      readonly limit: FinaliseLimit,
    ) {}

    /** The create route's body, shared by both families (the DTO is the family's). */
    protected createSubject(body: CreateSubjectRequest, user: AuthenticatedUser) {
      return this.service.create(family, body, user);
    }

    @Get(`:${id}`)
    @ApiOperation({
      summary: `Read an ${name}`,
      description: `The ${name}, its question paper's files and status (0 Open, 1 In Progress, 2 Completed, 3 Failed with \`error_message\`).`,
    })
    @ApiOkResponse({ schema: { example } })
    @ApiErrors(P, { 404: `${family.label} not found` })
    read(@Param(id) examId: string, @CurrentUser() user: AuthenticatedUser) {
      return this.service.read(family, examId, user);
    }

    @Patch(`:${id}`)
    @AcceptDocuments({ body: SheetPatchDto, routePrefix: P })
    @ApiOperation({
      summary: 'Attach the question paper, or finalise it',
      description:
        'Either attaches files (multipart `documents`: pdf, docx, jpeg, png; or JSON `file_urls`), keeping status 0, ' +
        'or sends `isFinal: true`, which starts the question paper extraction (status 1, then 2 or 3; event ' +
        `\`${family.steps.questionPaper.name}\`). Never both in one request; nothing can be attached after \`isFinal\`. ` +
        '`isFinal` counts against the daily `question_extraction` limit: over it the answer is 400.',
    })
    @ApiOkResponse({ schema: { example } })
    @ApiErrors(P, {
      400: 'Send either files (documents or file_urls) or isFinal, not both in one request',
      404: `${family.label} not found`,
    })
    async patch(
      @Param(id) examId: string,
      @Body() body: SheetPatchDto,
      @UploadedDocuments() files: UploadedDocument[],
      @CurrentUser() user: AuthenticatedUser,
      @Res({ passthrough: true }) response: Response,
    ) {
      await this.limit.count(body, user, 'question_extraction', response);
      return this.service.patch(family, examId, { body, files, owner: user });
    }

    @Get(`:${id}/questions`)
    @ApiOperation({
      summary: 'The extracted questions',
      description:
        `\`{status, questions: [{id, question_number, question_text, max_marks, section, sub_questions[]}]}\`; ` +
        'questions appear once status is 2. `warnings` says when the marks do not add up to `total_marks`.',
    })
    @ApiOkResponse({ schema: { example: QUESTIONS_EXAMPLE } })
    @ApiErrors(P, { 404: `${family.label} not found` })
    questions(@Param(id) examId: string, @CurrentUser() user: AuthenticatedUser) {
      return this.service.questions(family, examId, user);
    }

    @Patch(`:${id}/questions/:question_id`)
    @ApiOperation({
      summary: 'Correct an extracted question',
      description:
        '`question_text` and/or `max_marks` (whole or half marks). Answer sheets evaluated afterwards use the correction.',
    })
    @ApiOkResponse({ schema: { example: QUESTION_EXAMPLE } })
    @ApiErrors(P, {
      400: 'max_marks must be a whole or half mark (0.5, 1, 1.5, …)',
      404: 'Question not found',
    })
    updateQuestion(
      @Param(id) examId: string,
      @Param('question_id') questionId: string,
      @Body() body: UpdateQuestionDto,
      @CurrentUser() user: AuthenticatedUser,
    ) {
      return this.service.updateQuestion(family, examId, questionId, body, user);
    }
  }
  return SubjectController;
}

export function omitExamType<T extends { exam_type?: unknown }>(value: T) {
  const { exam_type: _omitted, ...rest } = value;
  return rest;
}
