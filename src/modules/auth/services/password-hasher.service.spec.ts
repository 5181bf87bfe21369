import { PasswordHasher } from 'src/modules/auth/services/password-hasher.service';

describe('PasswordHasher', () => {
  const hasher = new PasswordHasher({ passwordHashCost: 12 } as never);

  it('stores a salted scrypt hash in PHC format, never the password', async () => {
    const first = await hasher.hash('correct horse battery');
    const second = await hasher.hash('correct horse battery');
    expect(first).toMatch(/^\$scrypt\$ln=12,r=8,p=1\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/);
    expect(first).not.toContain('correct');
    expect(first).not.toBe(second);
  });

  it('accepts the right password only', async () => {
    const hash = await hasher.hash('correct horse battery');
    await expect(hasher.verify(hash, 'correct horse battery')).resolves.toBe(true);
    await expect(hasher.verify(hash, 'correct horse batterY')).resolves.toBe(false);
  });

  it('verifies hashes made with another cost, since each hash carries its parameters', async () => {
    const stronger = new PasswordHasher({ passwordHashCost: 13 } as never);
    const hash = await stronger.hash('s3cret-password');
    await expect(hasher.verify(hash, 's3cret-password')).resolves.toBe(true);
  });

  it('rejects unknown users and malformed hashes', async () => {
    await expect(hasher.verify(undefined, 'decoy-password')).resolves.toBe(false);
    await expect(hasher.verify('$argon2id$v=19$garbage', 'x')).resolves.toBe(false);
  });
});
