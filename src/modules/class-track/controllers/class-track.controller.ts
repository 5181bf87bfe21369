import {
  Body,
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  Post,
  UseGuards,
} from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from 'src/common/auth/authenticated-user';
import { CurrentUser } from 'src/common/auth/current-user.decorator';
import { ApiAuthenticated } from 'src/common/swagger/api-authenticated.decorator';
import { ApiErrors } from 'src/common/swagger/api-errors.decorator';
import { READ_EXAMPLE } from 'src/modules/class-track/controllers/read-example';
import { ClassTrackRequestDto } from 'src/modules/class-track/dto/class-track-request.dto';
import { AnalysableLessonGuard } from 'src/modules/class-track/guards/analysable-lesson.guard';
import { ClassTrackService } from 'src/modules/class-track/services/class-track.service';
import { ApiIdempotencyKey, IdempotencyKey } from 'src/modules/jobs/http/idempotency-key.decorator';
import { DailyLimit } from 'src/modules/limits/daily-limit.decorator';
import { startedStep, StartedStepDto } from 'src/modules/generation-steps/dto/step-started.dto';

const PREFIX = '/class-track';

/** ClassTrack (docs/api-contract.md §5, docs/class-track.md): lesson analysis in the background. */
@ApiTags('ClassTrack')
@ApiAuthenticated()
@ApiErrors(PREFIX, [401])
@Controller('class-track/v1')
export class ClassTrackController {
  constructor(private readonly classTrack: ClassTrackService) {}

  /**
   * Starts an analysis: answers `{detail: [{id, msg}]}` at once; poll the read or wait for the
   * `class_track_analysis` webhook. Without a transcript the recording is transcribed by the AI
   * provider. A lesson that cannot be analysed — a transcript without speaker labels, or a
   * recording alone while the provider cannot transcribe (builtin) — is refused with 422 and not
   * counted against the daily limit.
   */
  @Post('analysis')
  @HttpCode(HttpStatus.OK)
  // Decorators apply from the bottom up, so the guard below runs before the daily limit's: a
  // lesson that cannot be analysed is refused before it counts.
  @DailyLimit('class_track')
  @UseGuards(AnalysableLessonGuard)
  @ApiIdempotencyKey()
  @ApiOkResponse({ type: StartedStepDto })
  @ApiErrors(PREFIX, {
    422: 'Not a rubric of your client: list yours with GET /rubrics/v1/rubric/',
    429: 'Daily limit of 100 class track requests reached; it resets at 00:01 UTC',
  })
  async start(
    @Body() body: ClassTrackRequestDto,
    @CurrentUser() user: AuthenticatedUser,
    @IdempotencyKey() key?: string,
  ): Promise<StartedStepDto> {
    const id = await this.classTrack.start(body, user, key);
    return startedStep(id, 'Class track analysis started');
  }

  /**
   * The analysis: 404 `step not found` until a worker has taken it; then 200 with `status`
   * `In progress`, `Completed` (with `analysis`) or `Failed` (with `error_message`).
   */
  @Get('analysis/:id')
  @ApiOkResponse({
    description: 'The analysis',
    content: { 'application/json': { example: READ_EXAMPLE } },
  })
  @ApiErrors(PREFIX, { 404: 'step not found' })
  read(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser) {
    return this.classTrack.read(id, user);
  }
}
