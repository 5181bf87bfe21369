import { Command, CommandRunner, Option } from 'nest-commander';
import { AccountsService } from 'src/modules/auth/services/accounts.service';
import { printJson, requireOption } from 'src/common/cli/command-output';

interface ClientCreateOptions {
  name?: string;
  clientId?: string;
}

@Command({ name: 'client:create', description: 'Create a client (school or company)' })
export class ClientCreateCommand extends CommandRunner {
  constructor(private readonly accounts: AccountsService) {
    super();
  }

  async run(_args: string[], options: ClientCreateOptions): Promise<void> {
    const client = await this.accounts.createClient(
      requireOption(options.name, '--name'),
      requireOption(options.clientId, '--client-id'),
    );
    printJson({
      id: client.id,
      name: client.name,
      client_id: client.clientId,
      created_at: client.createdAt,
    });
  }

  @Option({ flags: '--name <name>', description: 'Display name of the client' })
  parseName(value: string): string {
    return value;
  }

  @Option({
    flags: '--client-id <client_id>',
    description: 'Public client id, sent in evaluation bodies',
  })
  parseClientId(value: string): string {
    return value;
  }
}

@Command({ name: 'client:list', description: 'List clients as JSON' })
export class ClientListCommand extends CommandRunner {
  constructor(private readonly accounts: AccountsService) {
    super();
  }

  async run(): Promise<void> {
    const clients = await this.accounts.listClients();
    printJson(
      clients.map((client) => ({ id: client.id, name: client.name, client_id: client.clientId })),
    );
  }
}
