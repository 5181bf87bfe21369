import { createHmac } from 'node:crypto';

/**
 * Standard Webhooks signing: HMAC-SHA256 over `id.timestamp.body`. A `whsec_` secret is base64
 * after the prefix (as Standard Webhooks libraries generate); any other secret is used as UTF-8.
 */
export function signatureKey(secret: string): Buffer {
  return secret.startsWith('whsec_')
    ? Buffer.from(secret.slice('whsec_'.length), 'base64')
    : Buffer.from(secret, 'utf8');
}

export function sign(secret: string, id: string, timestamp: number, body: string): string {
  const digest = createHmac('sha256', signatureKey(secret))
    .update(`${id}.${timestamp}.${body}`)
    .digest('base64');
  return `v1,${digest}`;
}

/** The headers of one send; the signature only when the registration has a secret. */
export function deliveryHeaders(
  id: string,
  timestamp: number,
  body: string,
  secret: string | null,
): Record<string, string> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'user-agent': 'evaluation-service-webhooks/1',
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
  };
  if (secret) headers['webhook-signature'] = sign(secret, id, timestamp, body);
  return headers;
}
