import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, Repository } from 'typeorm';
import type { Client } from 'src/modules/auth/entities/client.entity';
import { AccountsService } from 'src/modules/auth/services/accounts.service';
import { ClientWebhookTemplate } from 'src/modules/webhooks/entities/client-webhook-template.entity';
import { WebhookTemplate } from 'src/modules/webhooks/entities/webhook-template.entity';
import {
  WebhooksErrorCode,
  WebhooksException,
} from 'src/modules/webhooks/exceptions/webhooks.exception';

export interface ClientTemplates {
  client: Client;
  /** False when the client sees every template. */
  restricted: boolean;
  templates: WebhookTemplate[];
}

/** The template catalogue and each client's list (all templates unless the operator restricted it). */
@Injectable()
export class WebhookTemplates {
  constructor(
    @InjectRepository(WebhookTemplate) private readonly templates: Repository<WebhookTemplate>,
    @InjectRepository(ClientWebhookTemplate)
    private readonly enabled: Repository<ClientWebhookTemplate>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly accounts: AccountsService,
  ) {}

  all(): Promise<WebhookTemplate[]> {
    return this.templates.find({ order: { position: 'ASC' } });
  }

  /** The templates a client (internal id) may register webhooks for. */
  async availableTo(clientId: string): Promise<WebhookTemplate[]> {
    const rows = await this.enabled.find({ where: { clientId }, select: { templateId: true } });
    if (rows.length === 0) return this.all();
    return this.templates.find({
      where: { id: In(rows.map((row) => row.templateId)) },
      order: { position: 'ASC' },
    });
  }

  async isAvailable(clientId: string, templateId: string): Promise<boolean> {
    const restricted = await this.enabled.existsBy({ clientId });
    return restricted
      ? this.enabled.existsBy({ clientId, templateId })
      : this.templates.existsBy({ id: templateId });
  }

  // Operator commands: clients are named by their public `client_id`, templates by event name.

  async forClient(publicClientId: string): Promise<ClientTemplates> {
    const client = await this.accounts.requireClient(publicClientId);
    const restricted = await this.enabled.existsBy({ clientId: client.id });
    return { client, restricted, templates: await this.availableTo(client.id) };
  }

  /** Replaces the client's list with exactly these templates. */
  async restrict(publicClientId: string, names: string[]): Promise<ClientTemplates> {
    const client = await this.accounts.requireClient(publicClientId);
    const templates = await this.byNames(names);
    await this.dataSource.transaction(async (manager) => {
      await manager.delete(ClientWebhookTemplate, { clientId: client.id });
      await manager.insert(
        ClientWebhookTemplate,
        templates.map((template) => ({ clientId: client.id, templateId: template.id })),
      );
    });
    return this.forClient(publicClientId);
  }

  /** Adds a template to a restricted list; an unrestricted client already has it. */
  async enable(publicClientId: string, name: string): Promise<ClientTemplates> {
    const client = await this.accounts.requireClient(publicClientId);
    const [template] = await this.byNames([name]);
    if (await this.enabled.existsBy({ clientId: client.id })) {
      await this.enabled.upsert({ clientId: client.id, templateId: template.id }, [
        'clientId',
        'templateId',
      ]);
    }
    return this.forClient(publicClientId);
  }

  /** Removes a template; an unrestricted client becomes restricted to all the others. */
  async disable(publicClientId: string, name: string): Promise<ClientTemplates> {
    const { client, templates } = await this.forClient(publicClientId);
    const [template] = await this.byNames([name]);
    const rest = templates.filter((item) => item.id !== template.id).map((item) => item.name);
    if (rest.length === 0) {
      throw new WebhooksException(
        WebhooksErrorCode.LAST_TEMPLATE,
        'A client keeps at least one template; use templates:restrict to choose them',
      );
    }
    return this.restrict(client.clientId, rest);
  }

  /** Back to every template. */
  async unrestrict(publicClientId: string): Promise<ClientTemplates> {
    const client = await this.accounts.requireClient(publicClientId);
    await this.enabled.delete({ clientId: client.id });
    return this.forClient(publicClientId);
  }

  private async byNames(names: string[]): Promise<WebhookTemplate[]> {
    const unique = [...new Set(names)];
    const found = await this.templates.find({ where: { name: In(unique) } });
    const unknown = unique.filter((name) => !found.some((template) => template.name === name));
    if (unique.length === 0 || unknown.length > 0) {
      throw new WebhooksException(
        WebhooksErrorCode.TEMPLATE_NOT_AVAILABLE,
        `Unknown template ${unknown.join(', ') || '(none given)'}; templates:list shows the names`,
      );
    }
    return found;
  }
}
