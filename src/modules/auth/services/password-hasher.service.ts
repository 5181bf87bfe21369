import { Injectable } from '@nestjs/common';
import * as argon2 from 'argon2';

/** argon2id with the library's defaults (OWASP-compliant memory and time cost). */
@Injectable()
export class PasswordHasher {
  /** Verified against when the username is unknown, so timing does not reveal which names exist. */
  private readonly decoy = argon2.hash('decoy-password-for-unknown-users', {
    type: argon2.argon2id,
  });

  hash(password: string): Promise<string> {
    return argon2.hash(password, { type: argon2.argon2id });
  }

  async verify(hash: string | undefined, password: string): Promise<boolean> {
    if (hash === undefined) {
      await argon2.verify(await this.decoy, password);
      return false;
    }
    return argon2.verify(hash, password);
  }
}
