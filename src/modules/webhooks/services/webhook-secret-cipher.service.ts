import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { type WebhooksConfig, webhooksConfig } from 'src/config/webhooks.config';

const VERSION = 'v1';
const IV_BYTES = 12;

/**
 * Seals registration secrets with AES-256-GCM (`v1.<iv>.<tag>.<ciphertext>`, base64url parts).
 * The receiver compares the plain secret, so it must be recoverable: a hash would not do.
 */
@Injectable()
export class WebhookSecretCipher {
  constructor(@Inject(webhooksConfig.KEY) private readonly config: WebhooksConfig) {}

  encrypt(secret: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.config.secretKey, iv);
    const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return [VERSION, iv, cipher.getAuthTag(), sealed]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  /** Throws when the value was sealed with another key or altered. */
  decrypt(stored: string): string {
    const [version, iv, tag, sealed] = stored.split('.');
    if (version !== VERSION || !iv || !tag || sealed === undefined) {
      throw new Error('Unreadable webhook secret');
    }
    const decipher = createDecipheriv(
      'aes-256-gcm',
      this.config.secretKey,
      Buffer.from(iv, 'base64url'),
    );
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(sealed, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  }
}
