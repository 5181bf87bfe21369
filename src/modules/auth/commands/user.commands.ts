import { Injectable } from '@nestjs/common';
import { Command, CommandRunner, Option } from 'nest-commander';
import type { ApiUser } from 'src/modules/auth/entities/api-user.entity';
import { printJson, requireOption } from 'src/cli/command-output';
import { AccountsService } from 'src/modules/auth/services/accounts.service';

interface UserOptions {
  username?: string;
  password?: string;
  clientId?: string;
}

const describeUser = (user: ApiUser) => ({
  id: user.id,
  username: user.username,
  client_id: user.client?.clientId ?? null,
  disabled: user.disabled,
});

/** Decorated so TypeScript emits the constructor's metadata that subclasses inherit. */
@Injectable()
abstract class UserCommand extends CommandRunner {
  constructor(protected readonly accounts: AccountsService) {
    super();
  }

  @Option({ flags: '--username <username>', description: 'API user name' })
  parseUsername(value: string): string {
    return value;
  }
}

@Command({ name: 'user:create', description: 'Create an API user, optionally linked to a client' })
export class UserCreateCommand extends UserCommand {
  async run(_args: string[], options: UserOptions): Promise<void> {
    const user = await this.accounts.createUser({
      username: requireOption(options.username, '--username'),
      password: requireOption(options.password, '--password'),
      clientId: options.clientId,
    });
    printJson(describeUser(user));
  }

  @Option({
    flags: '--password <password>',
    description: 'Initial password (at least 8 characters)',
  })
  parsePassword(value: string): string {
    return value;
  }

  @Option({ flags: '--client-id <client_id>', description: 'Public client id the user acts for' })
  parseClientId(value: string): string {
    return value;
  }
}

@Command({ name: 'user:password', description: "Reset an API user's password" })
export class UserPasswordCommand extends UserCommand {
  async run(_args: string[], options: UserOptions): Promise<void> {
    const user = await this.accounts.setPassword(
      requireOption(options.username, '--username'),
      requireOption(options.password, '--password'),
    );
    printJson(describeUser(user));
  }

  @Option({ flags: '--password <password>', description: 'New password (at least 8 characters)' })
  parsePassword(value: string): string {
    return value;
  }
}

@Command({
  name: 'user:disable',
  description: 'Disable an API user; its tokens stop working at once',
})
export class UserDisableCommand extends UserCommand {
  async run(_args: string[], options: UserOptions): Promise<void> {
    const user = await this.accounts.setDisabled(
      requireOption(options.username, '--username'),
      true,
    );
    printJson(describeUser(user));
  }
}

@Command({ name: 'user:enable', description: 'Enable a disabled API user again' })
export class UserEnableCommand extends UserCommand {
  async run(_args: string[], options: UserOptions): Promise<void> {
    const user = await this.accounts.setDisabled(
      requireOption(options.username, '--username'),
      false,
    );
    printJson(describeUser(user));
  }
}
