import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { CacheInvalidation } from 'src/common/cache/cache-invalidation.service';
import { ApiUser } from 'src/modules/auth/entities/api-user.entity';
import { Client } from 'src/modules/auth/entities/client.entity';
import {
  AccountsErrorCode,
  AccountsException,
} from 'src/modules/auth/exceptions/accounts.exception';
import { PasswordHasher } from 'src/modules/auth/services/password-hasher.service';

export const MIN_PASSWORD_LENGTH = 8;
/** API processes' cache of active users by id (AuthService); the operator's changes empty it. */
export const ACTIVE_USER_CACHE = 'active-api-user';
const CLIENT_ID_PATTERN = /^[A-Za-z0-9_.-]{2,100}$/;

export interface NewUser {
  username: string;
  password: string;
  /** Public `client_id` of the client the user acts for; none leaves the user unable to log in. */
  clientId?: string;
}

/** Clients and API users, as the operator manages them (CLI) and authentication reads them. */
@Injectable()
export class AccountsService {
  constructor(
    @InjectRepository(Client) private readonly clients: Repository<Client>,
    @InjectRepository(ApiUser) private readonly users: Repository<ApiUser>,
    private readonly hasher: PasswordHasher,
    private readonly caches: CacheInvalidation,
  ) {}

  async createClient(name: string, clientId: string): Promise<Client> {
    if (!name.trim()) this.invalid('name must not be empty');
    if (!CLIENT_ID_PATTERN.test(clientId)) {
      this.invalid('client id must be 2–100 letters, digits, "_", "." or "-"');
    }
    if (await this.clients.existsBy({ clientId })) {
      throw new AccountsException(
        AccountsErrorCode.DUPLICATE_CLIENT_ID,
        `Client id "${clientId}" already exists`,
      );
    }
    return this.clients.save(this.clients.create({ name: name.trim(), clientId }));
  }

  listClients(): Promise<Client[]> {
    return this.clients.find({ order: { createdAt: 'ASC' } });
  }

  async createUser({ username, password, clientId }: NewUser): Promise<ApiUser> {
    if (!/^[A-Za-z0-9_.@-]{3,150}$/.test(username)) {
      this.invalid('username must be 3–150 letters, digits, "_", ".", "@" or "-"');
    }
    this.assertPasswordStrength(password);
    if (await this.users.existsBy({ username })) {
      throw new AccountsException(
        AccountsErrorCode.DUPLICATE_USERNAME,
        `Username "${username}" already exists`,
      );
    }
    const client = clientId === undefined ? null : await this.requireClient(clientId);
    const passwordHash = await this.hasher.hash(password);
    return this.users.save(this.users.create({ username, passwordHash, client, disabled: false }));
  }

  /** Takes effect with the user's next request in every API process (their caches are told). */
  async setDisabled(username: string, disabled: boolean): Promise<ApiUser> {
    const user = await this.requireUser(username);
    user.disabled = disabled;
    const saved = await this.users.save(user);
    await this.caches.publish(ACTIVE_USER_CACHE, user.id);
    return saved;
  }

  async setPassword(username: string, password: string): Promise<ApiUser> {
    this.assertPasswordStrength(password);
    const user = await this.requireUser(username);
    await this.users.update(user.id, { passwordHash: await this.hasher.hash(password) });
    await this.caches.publish(ACTIVE_USER_CACHE, user.id);
    return user;
  }

  /** The user with its password hash, for checking credentials. */
  findForLogin(username: string): Promise<ApiUser | null> {
    return this.users
      .createQueryBuilder('user')
      .addSelect('user.passwordHash')
      .leftJoinAndSelect('user.client', 'client')
      .where('user.username = :username', { username })
      .getOne();
  }

  /** Runs on every authenticated request: one query with its client. */
  findActive(id: string): Promise<ApiUser | null> {
    return this.users
      .createQueryBuilder('user')
      .leftJoinAndSelect('user.client', 'client')
      .where('user.id = :id AND user.disabled = false', { id })
      .getOne();
  }

  async requireClient(clientId: string): Promise<Client> {
    const client = await this.clients.findOneBy({ clientId });
    if (!client) {
      throw new AccountsException(
        AccountsErrorCode.CLIENT_NOT_FOUND,
        `No client with client id "${clientId}"`,
      );
    }
    return client;
  }

  async requireUser(username: string): Promise<ApiUser> {
    const user = await this.users.findOneBy({ username });
    if (!user) {
      throw new AccountsException(
        AccountsErrorCode.USER_NOT_FOUND,
        `No API user named "${username}"`,
      );
    }
    return user;
  }

  private assertPasswordStrength(password: string): void {
    if (password.length < MIN_PASSWORD_LENGTH) {
      this.invalid(`password must be at least ${MIN_PASSWORD_LENGTH} characters`);
    }
  }

  private invalid(message: string): never {
    throw new AccountsException(AccountsErrorCode.INVALID_INPUT, message);
  }
}
