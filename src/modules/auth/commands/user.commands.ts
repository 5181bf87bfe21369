import { Injectable } from '@nestjs/common';
import { Command, CommandRunner, Option } from 'nest-commander';
import type { ApiUser } from 'src/modules/auth/entities/api-user.entity';
import { printJson, requireOption } from 'src/common/cli/command-output';
import { PasswordInput, type PasswordOptions } from 'src/common/cli/password-input';
import { AccountsService } from 'src/modules/auth/services/accounts.service';

interface UserOptions extends PasswordOptions {
  username?: string;
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

/** A command that sets a password: from standard input, a hidden prompt or `--password`. */
@Injectable()
abstract class PasswordCommand extends UserCommand {
  constructor(
    accounts: AccountsService,
    private readonly passwordInput: PasswordInput,
  ) {
    super(accounts);
  }

  protected async password(options: UserOptions): Promise<string> {
    requireOption(options.username, '--username');
    return this.passwordInput.read(options);
  }

  @Option({
    flags: '--password <password>',
    description:
      'Password, at least 8 characters (stays in the shell history: prefer --password-stdin or the prompt)',
  })
  parsePassword(value: string): string {
    return value;
  }

  @Option({
    flags: '--password-stdin',
    description: 'Read the password from the first line of standard input',
  })
  parsePasswordStdin(): boolean {
    return true;
  }
}

@Command({
  name: 'user:create',
  description:
    'Create an API user, optionally linked to a client (asks for the password in a terminal)',
})
export class UserCreateCommand extends PasswordCommand {
  async run(_args: string[], options: UserOptions): Promise<void> {
    const password = await this.password(options);
    const user = await this.accounts.createUser({
      username: requireOption(options.username, '--username'),
      password,
      clientId: options.clientId,
    });
    printJson(describeUser(user));
  }

  @Option({ flags: '--client-id <client_id>', description: 'Public client id the user acts for' })
  parseClientId(value: string): string {
    return value;
  }
}

@Command({
  name: 'user:password',
  description: "Reset an API user's password (asks for it in a terminal)",
})
export class UserPasswordCommand extends PasswordCommand {
  async run(_args: string[], options: UserOptions): Promise<void> {
    const password = await this.password(options);
    const user = await this.accounts.setPassword(
      requireOption(options.username, '--username'),
      password,
    );
    printJson(describeUser(user));
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
