import { randomBytes } from 'node:crypto';
import type { WebhooksConfig } from 'src/config/webhooks.config';
import { WebhookSecretCipher } from 'src/modules/webhooks/services/webhook-secret-cipher.service';

const cipherWith = (key: Buffer) =>
  new WebhookSecretCipher({ secretKey: key } as unknown as WebhooksConfig);

describe('WebhookSecretCipher', () => {
  const key = randomBytes(32);

  it('round-trips a secret without storing it in the clear', () => {
    const sealed = cipherWith(key).encrypt('école-secret ✓');
    expect(sealed).not.toContain('secret');
    expect(cipherWith(key).decrypt(sealed)).toBe('école-secret ✓');
  });

  it('seals the same secret differently each time (random IV)', () => {
    const cipher = cipherWith(key);
    expect(cipher.encrypt('same')).not.toBe(cipher.encrypt('same'));
  });

  it('refuses a value sealed with another key or altered', () => {
    const sealed = cipherWith(key).encrypt('secret');
    expect(() => cipherWith(randomBytes(32)).decrypt(sealed)).toThrow();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('tampered').toString('base64url');
    expect(() => cipherWith(key).decrypt(parts.join('.'))).toThrow();
  });
});
