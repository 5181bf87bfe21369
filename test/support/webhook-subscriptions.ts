import request from 'supertest';
import type { App } from 'supertest/types';
import type { WebhookReceiver } from 'test/support/webhook-receiver';

export interface WebhookTemplate {
  id: string;
  name: string;
  display_name: string;
}

export interface Subscriptions {
  templates: WebhookTemplate[];
  /** The registrations' ids, in the order of the events. */
  webhookIds: string[];
  displayName(event: string): string | undefined;
}

/**
 * Registers one webhook per event through the public API, each at the receiver's path
 * `/<event>`, all with the same secret: how a client's system subscribes to a family's events.
 */
export async function subscribe(
  http: App,
  auth: { Authorization: string },
  receiver: WebhookReceiver,
  events: readonly string[],
  secret: string,
): Promise<Subscriptions> {
  const templates = (
    await request(http).get('/webhooks/v1/webhook-api-templates/').set(auth).expect(200)
  ).body as WebhookTemplate[];
  const webhookIds: string[] = [];
  for (const name of events) {
    const template = templates.find((item) => item.name === name);
    if (!template) throw new Error(`No webhook template ${name}`);
    const created = await request(http)
      .post('/webhooks/v1/webhook/')
      .set(auth)
      .send({
        api_template: template.id,
        endpoint_url: `${receiver.url}/${name}`,
        secret_hash: secret,
      })
      .expect(201);
    webhookIds.push(created.body.id as string);
  }
  return {
    templates,
    webhookIds,
    displayName: (event) => templates.find((item) => item.name === event)?.display_name,
  };
}
