import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiAuthenticated } from 'src/common/swagger/api-authenticated.decorator';
import type { AuthenticatedUser } from 'src/common/auth/authenticated-user';
import { CurrentUser } from 'src/common/auth/current-user.decorator';
import { ApiErrors } from 'src/common/swagger/api-errors.decorator';
import type { DeliveryAttemptDto, RedeliveryDto } from 'src/modules/webhooks/dto/delivery.dto';
import {
  DELIVERY_IN_PROGRESS_MESSAGE,
  DELIVERY_NOT_FOUND_MESSAGE,
  WEBHOOK_NOT_FOUND_MESSAGE,
} from 'src/modules/webhooks/exceptions/webhooks.exception';
import { WebhookDeliveries } from 'src/modules/webhooks/services/webhook-deliveries.service';

const PREFIX = '/webhooks';

@ApiTags('Webhooks')
@ApiAuthenticated()
@ApiErrors(PREFIX, [403])
@Controller('webhooks/v1/webhook/:id/deliveries')
export class WebhookDeliveriesController {
  constructor(private readonly deliveries: WebhookDeliveries) {}

  /** The latest delivery attempts of a registration, newest first: what to check when nothing arrives. */
  @Get()
  @ApiErrors(PREFIX, { 404: WEBHOOK_NOT_FOUND_MESSAGE })
  list(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
  ): Promise<DeliveryAttemptDto[]> {
    return this.deliveries.latest(user, id);
  }

  /** Send a finished event again (same `webhook-id`), to the registration's current URL. */
  @Post(':deliveryId/redeliver')
  @HttpCode(202)
  @ApiErrors(PREFIX, {
    400: DELIVERY_IN_PROGRESS_MESSAGE,
    404: DELIVERY_NOT_FOUND_MESSAGE,
  })
  redeliver(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Param('deliveryId') deliveryId: string,
  ): Promise<RedeliveryDto> {
    return this.deliveries.redeliver(user, id, deliveryId);
  }
}
