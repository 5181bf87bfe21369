import { HttpStatus } from '@nestjs/common';
import { DomainException } from 'src/common/errors/domain.exception';

export enum WebhooksErrorCode {
  /** Unknown template id, or one the client's template list does not include. */
  TEMPLATE_NOT_AVAILABLE = 'WEBHOOKS_TEMPLATE_NOT_AVAILABLE',
  ALREADY_EXISTS = 'WEBHOOKS_ALREADY_EXISTS',
  /** Unknown id, or another API user's registration. */
  WEBHOOK_NOT_FOUND = 'WEBHOOKS_WEBHOOK_NOT_FOUND',
  DELIVERY_NOT_FOUND = 'WEBHOOKS_DELIVERY_NOT_FOUND',
  DELIVERY_IN_PROGRESS = 'WEBHOOKS_DELIVERY_IN_PROGRESS',
  /** Disabling a client's only template (the client would get no events at all). */
  LAST_TEMPLATE = 'WEBHOOKS_LAST_TEMPLATE',
}

export const WEBHOOKS_ERROR_STATUS: Readonly<Record<WebhooksErrorCode, HttpStatus>> = {
  [WebhooksErrorCode.TEMPLATE_NOT_AVAILABLE]: HttpStatus.BAD_REQUEST,
  [WebhooksErrorCode.ALREADY_EXISTS]: HttpStatus.BAD_REQUEST,
  [WebhooksErrorCode.WEBHOOK_NOT_FOUND]: HttpStatus.NOT_FOUND,
  [WebhooksErrorCode.DELIVERY_NOT_FOUND]: HttpStatus.NOT_FOUND,
  [WebhooksErrorCode.DELIVERY_IN_PROGRESS]: HttpStatus.BAD_REQUEST,
  [WebhooksErrorCode.LAST_TEMPLATE]: HttpStatus.BAD_REQUEST,
};

export class WebhooksException extends DomainException<WebhooksErrorCode> {
  protected readonly statuses = WEBHOOKS_ERROR_STATUS;
}

/** The fixed text clients match on. */
export const WEBHOOK_EXISTS_MESSAGE = 'Webhook already exists';
export const WEBHOOK_NOT_FOUND_MESSAGE = 'Not found.';
export const DELIVERY_NOT_FOUND_MESSAGE = 'Delivery not found.';
export const DELIVERY_IN_PROGRESS_MESSAGE =
  'This delivery is still in progress; redeliver it once it has finished';
