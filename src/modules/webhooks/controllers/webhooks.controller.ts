import { Body, Controller, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiAuthenticated } from 'src/common/swagger/api-authenticated.decorator';
import type { AuthenticatedUser } from 'src/common/auth/authenticated-user';
import { CurrentUser } from 'src/common/auth/current-user.decorator';
import { ApiErrors } from 'src/common/swagger/api-errors.decorator';
import { CreateWebhookDto } from 'src/modules/webhooks/dto/create-webhook.dto';
import { UpdateWebhookDto } from 'src/modules/webhooks/dto/update-webhook.dto';
import type { WebhookDto } from 'src/modules/webhooks/dto/webhook.dto';
import {
  WEBHOOK_EXISTS_MESSAGE,
  WEBHOOK_NOT_FOUND_MESSAGE,
} from 'src/modules/webhooks/exceptions/webhooks.exception';
import { WebhookRegistrations } from 'src/modules/webhooks/services/webhook-registrations.service';

const PREFIX = '/webhooks';

@ApiTags('Webhooks')
@ApiAuthenticated()
@ApiErrors(PREFIX, [403])
@Controller('webhooks/v1/webhook')
export class WebhooksController {
  constructor(private readonly registrations: WebhookRegistrations) {}

  @Post()
  @ApiOperation({
    summary: 'Register a webhook for one event',
    description:
      'One per event per API user; `endpoint_url` must be https. It fires only for jobs that this API user starts. ' +
      "The message names the job and carries no result: fetch it with the event's read. An evaluated answer sheet's event " +
      '(`exam_evaluation_student_answer_sheet_evaluation`, `assignment_evaluation_student_answer_sheet_evaluation`) also says ' +
      'how much of its marking rests on a doubtful reading: `reading_flag_count` (answer lines read at low OCR confidence or as ' +
      "garbled maths, listed per question as `reading_flags` in the read), `warning_count` (the sheet's `warnings`) and " +
      "`scores_path`, the read that lists them, relative to the API's base address.",
  })
  @ApiErrors(PREFIX, { 400: WEBHOOK_EXISTS_MESSAGE })
  create(
    @CurrentUser() user: AuthenticatedUser,
    @Body() dto: CreateWebhookDto,
  ): Promise<WebhookDto> {
    return this.registrations.create(user, dto);
  }

  /** Your registrations. */
  @Get()
  list(@CurrentUser() user: AuthenticatedUser): Promise<WebhookDto[]> {
    return this.registrations.list(user);
  }

  /** One of your registrations. */
  @Get(':id')
  @ApiErrors(PREFIX, { 404: WEBHOOK_NOT_FOUND_MESSAGE })
  get(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<WebhookDto> {
    return this.registrations.get(user, id);
  }

  /**
   * Replace the registration: send `endpoint_url` and `secret_hash` every time; without
   * `secret_hash` the stored secret is removed.
   */
  @Patch(':id')
  @HttpCode(200)
  @ApiErrors(PREFIX, {
    400: 'Enter a valid URL that starts with https://',
    404: WEBHOOK_NOT_FOUND_MESSAGE,
  })
  replace(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Body() dto: UpdateWebhookDto,
  ): Promise<WebhookDto> {
    return this.registrations.replace(user, id, dto);
  }
}
