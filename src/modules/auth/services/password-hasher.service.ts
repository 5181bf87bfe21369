import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { type AuthConfig, authConfig } from 'src/config/auth.config';

const KEY_LENGTH = 64;
const SALT_BYTES = 16;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
/** `$scrypt$ln=17,r=8,p=1$<salt>$<hash>` (PHC string format): each hash carries its own cost. */
const PHC = /^\$scrypt\$ln=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  // scrypt needs 128 · N · r bytes; allow that plus headroom instead of Node's 32 MiB default.
  const maxmem = 256 * (options.N ?? 0) * (options.r ?? BLOCK_SIZE);
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

const b64 = (buffer: Buffer) => buffer.toString('base64').replace(/=+$/, '');

/**
 * scrypt from Node's crypto, with OWASP's parameters by default (N = 2^17, r = 8,
 * p = 1). Built in, so no native addon to load: argon2's crashed test runs that load it twice.
 */
@Injectable()
export class PasswordHasher {
  private decoy?: Promise<string>;

  constructor(@Inject(authConfig.KEY) private readonly config: AuthConfig) {}

  async hash(password: string): Promise<string> {
    const salt = randomBytes(SALT_BYTES);
    const cost = this.config.passwordHashCost;
    const key = await derive(password, salt, { N: 2 ** cost, r: BLOCK_SIZE, p: PARALLELISM });
    return `$scrypt$ln=${cost},r=${BLOCK_SIZE},p=${PARALLELISM}$${b64(salt)}$${b64(key)}`;
  }

  /** With no hash (unknown user) it still does the work, so timing does not reveal names. */
  async verify(hash: string | undefined, password: string): Promise<boolean> {
    const match = PHC.exec(hash ?? (await (this.decoy ??= this.hash('decoy-password'))));
    if (!match) return false;
    const [, ln, r, p, salt, expected] = match;
    const key = await derive(password, Buffer.from(salt, 'base64'), {
      N: 2 ** Number(ln),
      r: Number(r),
      p: Number(p),
    });
    const stored = Buffer.from(expected, 'base64');
    return hash !== undefined && stored.length === key.length && timingSafeEqual(stored, key);
  }
}
