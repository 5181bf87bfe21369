import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiAuthenticated } from 'src/common/swagger/api-authenticated.decorator';
import type { AuthenticatedUser } from 'src/common/auth/authenticated-user';
import { CurrentUser } from 'src/common/auth/current-user.decorator';
import { ApiErrors } from 'src/common/swagger/api-errors.decorator';
import {
  AcceptDocuments,
  UploadedDocuments,
} from 'src/modules/documents/http/accept-documents.decorator';
import type { UploadedDocument } from 'src/modules/documents/services/document-intake.service';
import { ApiIdempotencyKey, IdempotencyKey } from 'src/modules/jobs/http/idempotency-key.decorator';
import { DailyLimit } from 'src/modules/limits/daily-limit.decorator';
import { startedStep, StartedStepDto } from 'src/modules/generation-steps/dto/step-started.dto';
import { ConfirmedSubjectMatterDto } from 'src/modules/generation-steps/dto/subject-matter.dto';
import { QuestionConfigurationDto } from 'src/modules/worksheets/dto/question-configuration.dto';
import { WorksheetMetadataRequestDto } from 'src/modules/worksheets/dto/worksheet-metadata-request.dto';
import { WorksheetsService } from 'src/modules/worksheets/services/worksheets.service';

const PREFIX = '/worksheet';
const STEP_ERRORS = {
  400: 'The previous step (worksheet_initialize_metadata) of this worksheet is not Completed',
  404: 'Worksheet not found',
};
/** Reads: 404 until a worker takes the step; a failed step answers 400 `{detail: [{id, status, msg}]}`. */
const READ_ERRORS = { 400: 'The AI provider timed out', 404: 'step not found' };

/**
 * Worksheets in four steps, each started by a POST and read by a GET (docs/api-contract.md §5);
 * only step 1 counts against the daily `worksheet` limit, a worksheet being one unit of quota.
 */
@ApiTags('Worksheets')
@ApiAuthenticated()
@ApiErrors(PREFIX, [401])
@Controller('worksheet/v1')
export class WorksheetsController {
  constructor(private readonly worksheets: WorksheetsService) {}

  /**
   * Step 1: subject matter and learning standards from the topic, the board, grade and subject,
   * and the teacher's documents (multipart `documents` or JSON `file_urls`).
   */
  @Post('metadata')
  @HttpCode(HttpStatus.OK)
  @DailyLimit('worksheet')
  @ApiIdempotencyKey()
  @AcceptDocuments({ body: WorksheetMetadataRequestDto, routePrefix: PREFIX })
  @ApiOkResponse({ type: StartedStepDto })
  @ApiErrors(PREFIX, {
    422: 'question_distribution counts add up to 9, not number_of_questions (10)',
    429: 'Daily limit of 100 worksheet requests reached; it resets at 00:01 UTC',
  })
  async startMetadata(
    @Body() body: WorksheetMetadataRequestDto,
    @UploadedDocuments() files: UploadedDocument[],
    @CurrentUser() user: AuthenticatedUser,
    @IdempotencyKey() key?: string,
  ): Promise<StartedStepDto> {
    const id = await this.worksheets.start(body, files, user, key);
    return startedStep(id, 'Worksheet metadata generation started');
  }

  /**
   * Step 1's result: `subject_matter` and `learning_standards` (send them back to step 2), and
   * `dropped_documents`: the documents (or pages) that could not be read and were left out, each
   * `{document, page, reason}` (`[]` when all were read).
   */
  @Get('metadata/:id')
  @ApiErrors(PREFIX, READ_ERRORS)
  readMetadata(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser) {
    return this.worksheets.readMetadata(id, user);
  }

  /** Step 2: the question configuration, from the subject matter the teacher confirmed. */
  @Post('question-config/:id')
  @HttpCode(HttpStatus.OK)
  @ApiIdempotencyKey()
  @ApiOkResponse({ type: StartedStepDto })
  @ApiErrors(PREFIX, STEP_ERRORS)
  async startConfiguration(
    @Param('id') id: string,
    @Body() body: ConfirmedSubjectMatterDto,
    @CurrentUser() user: AuthenticatedUser,
    @IdempotencyKey() key?: string,
  ): Promise<StartedStepDto> {
    await this.worksheets.configure(id, body, user, key);
    return startedStep(id, 'Worksheet question configuration started');
  }

  /** Step 2's result: `question_configuration` (send it back, or adjusted, to step 3). */
  @Get('question-config/:id')
  @ApiErrors(PREFIX, READ_ERRORS)
  readConfiguration(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser) {
    return this.worksheets.readConfiguration(id, user);
  }

  /** Step 3: the questions, exactly as many of each type, difficulty and Bloom level as configured. */
  @Post('generate-worksheet/:id')
  @HttpCode(HttpStatus.OK)
  @ApiIdempotencyKey()
  @ApiOkResponse({ type: StartedStepDto })
  @ApiErrors(PREFIX, {
    ...STEP_ERRORS,
    422: 'The counts add up to 9, not 10 (question_type_summary)',
  })
  async startQuestions(
    @Param('id') id: string,
    @Body() body: QuestionConfigurationDto,
    @CurrentUser() user: AuthenticatedUser,
    @IdempotencyKey() key?: string,
  ): Promise<StartedStepDto> {
    await this.worksheets.generate(id, body, user, key);
    return startedStep(id, 'Worksheet generation started');
  }

  /**
   * Step 3's result: `questions`, keyed by question type. `fill_in_blanks` and
   * `match_the_columns` repeat two types under the keys the desktop app reads.
   */
  @Get('generate-worksheet/:id')
  @ApiErrors(PREFIX, READ_ERRORS)
  readQuestions(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser) {
    return this.worksheets.readQuestions(id, user);
  }

  /** Step 4: an explanation for every question. The body is `{}`. */
  @Post('generate-explanations/:id')
  @HttpCode(HttpStatus.OK)
  @ApiIdempotencyKey()
  @ApiOkResponse({ type: StartedStepDto })
  @ApiErrors(PREFIX, STEP_ERRORS)
  async startExplanations(
    @Param('id') id: string,
    @CurrentUser() user: AuthenticatedUser,
    @IdempotencyKey() key?: string,
  ): Promise<StartedStepDto> {
    await this.worksheets.explain(id, user, key);
    return startedStep(id, 'Worksheet explanation generation started');
  }

  /** Step 4's result: every question with `explanations: [{…}]` and `explanation`. */
  @Get('generate-explanations/:id')
  @ApiErrors(PREFIX, READ_ERRORS)
  readExplanations(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser) {
    return this.worksheets.readExplanations(id, user);
  }
}
