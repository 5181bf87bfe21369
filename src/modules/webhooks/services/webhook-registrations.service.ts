import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { isUUID } from 'class-validator';
import { QueryFailedError, Repository } from 'typeorm';
import type { AuthenticatedUser } from 'src/common/auth/authenticated-user';
import type { CreateWebhookDto } from 'src/modules/webhooks/dto/create-webhook.dto';
import type { UpdateWebhookDto } from 'src/modules/webhooks/dto/update-webhook.dto';
import type { WebhookDto } from 'src/modules/webhooks/dto/webhook.dto';
import { Webhook } from 'src/modules/webhooks/entities/webhook.entity';
import {
  WEBHOOK_EXISTS_MESSAGE,
  WEBHOOK_NOT_FOUND_MESSAGE,
  WebhooksErrorCode,
  WebhooksException,
} from 'src/modules/webhooks/exceptions/webhooks.exception';
import { WebhookSecretCipher } from 'src/modules/webhooks/services/webhook-secret-cipher.service';
import { WebhookTemplates } from 'src/modules/webhooks/services/webhook-templates.service';
import { toWebhookDto } from 'src/modules/webhooks/presenters/webhook.presenter';

/** The caller's registrations: one per event, https only, no delete (docs/api-contract.md §8). */
@Injectable()
export class WebhookRegistrations {
  constructor(
    @InjectRepository(Webhook) private readonly webhooks: Repository<Webhook>,
    private readonly templates: WebhookTemplates,
    private readonly cipher: WebhookSecretCipher,
  ) {}

  async create(user: AuthenticatedUser, dto: CreateWebhookDto): Promise<WebhookDto> {
    const templateId = dto.api_template;
    if (!isUUID(templateId) || !(await this.templates.isAvailable(user.clientId, templateId))) {
      throw new WebhooksException(
        WebhooksErrorCode.TEMPLATE_NOT_AVAILABLE,
        `Invalid pk "${templateId}" - object does not exist.`,
        { field: 'api_template' },
      );
    }
    if (await this.webhooks.existsBy({ apiUserId: user.userId, templateId })) throw this.exists();
    const webhook = this.webhooks.create({
      apiUserId: user.userId,
      clientId: user.clientId,
      templateId,
      endpointUrl: dto.endpoint_url,
      secretEncrypted: this.seal(dto.secret_hash),
      status: 'enabled',
    });
    try {
      await this.webhooks.insert(webhook);
    } catch (error) {
      // Two concurrent registrations: the unique key decides, the loser gets the same 400.
      if (isDuplicate(error)) throw this.exists();
      throw error;
    }
    return this.get(user, webhook.id);
  }

  async list(user: AuthenticatedUser): Promise<WebhookDto[]> {
    const webhooks = await this.webhooks.find({
      where: { apiUserId: user.userId },
      order: { createdAt: 'ASC' },
    });
    return webhooks.map(toWebhookDto);
  }

  async get(user: AuthenticatedUser, id: string): Promise<WebhookDto> {
    return toWebhookDto(await this.require(user, id));
  }

  /** Replaces `endpoint_url`; without `secret_hash` the stored secret is removed. */
  async replace(user: AuthenticatedUser, id: string, dto: UpdateWebhookDto): Promise<WebhookDto> {
    const webhook = await this.require(user, id);
    await this.webhooks.update(
      { id: webhook.id },
      { endpointUrl: dto.endpoint_url, secretEncrypted: this.seal(dto.secret_hash) },
    );
    return this.get(user, id);
  }

  /** The caller's registration; any other id (unknown, another user's) is the same 404. */
  async require(user: AuthenticatedUser, id: string): Promise<Webhook> {
    const webhook = isUUID(id)
      ? await this.webhooks.findOneBy({ id, apiUserId: user.userId })
      : null;
    if (!webhook) {
      throw new WebhooksException(WebhooksErrorCode.WEBHOOK_NOT_FOUND, WEBHOOK_NOT_FOUND_MESSAGE);
    }
    return webhook;
  }

  private seal(secret: string | null | undefined): string | null {
    return secret ? this.cipher.encrypt(secret) : null;
  }

  private exists(): WebhooksException {
    return new WebhooksException(WebhooksErrorCode.ALREADY_EXISTS, WEBHOOK_EXISTS_MESSAGE);
  }
}

function isDuplicate(error: unknown): boolean {
  return (
    error instanceof QueryFailedError &&
    (error as QueryFailedError & { driverError?: { code?: string } }).driverError?.code ===
      'ER_DUP_ENTRY'
  );
}
