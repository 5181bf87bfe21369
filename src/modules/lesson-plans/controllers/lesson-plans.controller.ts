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
import { AlignmentRequestDto } from 'src/modules/lesson-plans/dto/alignment-request.dto';
import { LessonPlanMetadataRequestDto } from 'src/modules/lesson-plans/dto/lesson-plan-metadata-request.dto';
import { LessonPlansService } from 'src/modules/lesson-plans/services/lesson-plans.service';
import { DailyLimit } from 'src/modules/limits/daily-limit.decorator';
import { startedStep, StartedStepDto } from 'src/modules/generation-steps/dto/step-started.dto';
import { ConfirmedSubjectMatterDto } from 'src/modules/generation-steps/dto/subject-matter.dto';

const PREFIX = '/lesson-plan';
const STEP_ERRORS = {
  400: 'The previous step (lesson_plan_initialize_metadata) of this lesson plan is not Completed',
  404: 'Lesson plan not found',
};

/**
 * Lesson plans in four steps, metadata → alignment → content → enrichment, each started by a POST
 * and read by a GET (docs/api-contract.md §5); only step 1 counts against the `lesson_plan` limit.
 */
@ApiTags('Lesson plans')
@ApiAuthenticated()
@ApiErrors(PREFIX, [401])
@Controller('lesson-plan/v1')
export class LessonPlansController {
  constructor(private readonly plans: LessonPlansService) {}

  /** Step 1: subject matter and SMART learning objectives from the topic and the documents. */
  @Post('metadata')
  @HttpCode(HttpStatus.OK)
  @DailyLimit('lesson_plan')
  @ApiIdempotencyKey()
  @AcceptDocuments({ body: LessonPlanMetadataRequestDto, routePrefix: PREFIX })
  @ApiOkResponse({ type: StartedStepDto })
  @ApiErrors(PREFIX, {
    422: 'Input should be less than or equal to 90',
    429: 'Daily limit of 100 lesson plan requests reached; it resets at 00:01 UTC',
  })
  async startMetadata(
    @Body() body: LessonPlanMetadataRequestDto,
    @UploadedDocuments() files: UploadedDocument[],
    @CurrentUser() user: AuthenticatedUser,
    @IdempotencyKey() key?: string,
  ): Promise<StartedStepDto> {
    const id = await this.plans.start(body, files, user, key);
    return startedStep(id, 'Lesson plan metadata generation started');
  }

  /**
   * Step 1's result: `subject_matter` and `learning_standards` (send them back to step 2), and
   * `dropped_documents`: the documents (or pages) that could not be read and were left out, each
   * `{document, page, reason}` (`[]` when all were read).
   */
  @Get('metadata/:id')
  @ApiErrors(PREFIX, { 400: 'The AI provider timed out', 404: 'step not found' })
  readMetadata(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser) {
    return this.plans.readMetadata(id, user);
  }

  /** Step 2: the alignment (blocks, their durations, strategies and formative questions). */
  @Post('finalize-metadata/:id')
  @HttpCode(HttpStatus.OK)
  @ApiIdempotencyKey()
  @ApiOkResponse({ type: StartedStepDto })
  @ApiErrors(PREFIX, STEP_ERRORS)
  async startAlignment(
    @Param('id') id: string,
    @Body() body: ConfirmedSubjectMatterDto,
    @CurrentUser() user: AuthenticatedUser,
    @IdempotencyKey() key?: string,
  ): Promise<StartedStepDto> {
    await this.plans.finalize(id, body, user, key);
    return startedStep(id, 'Lesson plan alignment started');
  }

  /** Step 2's result: `alignment`; its block durations add up to `duration_minutes`. */
  @Get('finalize-metadata/:id')
  @ApiErrors(PREFIX, { 400: 'The AI provider timed out', 404: 'step not found' })
  readAlignment(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser) {
    return this.plans.readAlignment(id, user);
  }

  /** Step 3: the lesson's content from the alignment (as read, or edited by the teacher). */
  @Post('instructional-framework-builder/:id')
  @HttpCode(HttpStatus.OK)
  @ApiIdempotencyKey()
  @ApiOkResponse({ type: StartedStepDto })
  @ApiErrors(PREFIX, {
    ...STEP_ERRORS,
    422: "The block durations add up to 40 minutes, not the lesson's 45",
  })
  async startContent(
    @Param('id') id: string,
    @Body() body: AlignmentRequestDto,
    @CurrentUser() user: AuthenticatedUser,
    @IdempotencyKey() key?: string,
  ): Promise<StartedStepDto> {
    await this.plans.build(id, body, user, key);
    return startedStep(id, 'Lesson plan content generation started');
  }

  /** Step 3's result: `content_generation.<block>_block.components[]` for the six blocks. */
  @Get('instructional-framework-builder/:id')
  @ApiErrors(PREFIX, { 404: 'step not found' })
  readContent(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser) {
    return this.plans.readContent(id, user);
  }

  /** Step 4: enrichment blocks of the five types. No body. */
  @Post('additional-enrichment-block/:id')
  @HttpCode(HttpStatus.OK)
  @ApiIdempotencyKey()
  @ApiOkResponse({ type: StartedStepDto })
  @ApiErrors(PREFIX, STEP_ERRORS)
  async startEnrichment(
    @Param('id') id: string,
    @CurrentUser() user: AuthenticatedUser,
    @IdempotencyKey() key?: string,
  ): Promise<StartedStepDto> {
    await this.plans.enrich(id, user, key);
    return startedStep(id, 'Lesson plan enrichment started');
  }

  /**
   * Step 4's result: `enrichment_blocks[]`, one block of each of the five types. A block the
   * sources give nothing to fill (no related topic of another subject) comes with an empty
   * description and no activities, never filler.
   */
  @Get('additional-enrichment-block/:id')
  @ApiErrors(PREFIX, { 404: 'step not found' })
  readEnrichment(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser) {
    return this.plans.readEnrichment(id, user);
  }
}
