import { userInfo } from 'node:os';
import { Injectable } from '@nestjs/common';
import { CommandRunner, Option } from 'nest-commander';
import { CliInputError } from 'src/common/cli/cli-input.error';
import { requireOption } from 'src/common/cli/command-output';
import { AccountsService } from 'src/modules/auth/services/accounts.service';
import { AuditTrail } from 'src/modules/privacy/services/audit-trail.service';

export interface PrivacyOptions {
  clientId?: string;
  studentId?: string;
  family?: string;
  days?: string;
  action?: string;
  since?: string;
  limit?: string;
}

/** Who the audit names for a command: the operator's login on this machine. */
export function operator(): string {
  try {
    return `operator:${userInfo().username}`;
  } catch {
    return `operator:uid-${process.getuid?.() ?? 'unknown'}`; // a container user without a passwd entry
  }
}

export function parseWhole(value: string, flag: string, max: number): number {
  if (!/^\d+$/.test(value) || Number(value) > max) {
    throw new CliInputError(`${flag} must be a whole number from 0 to ${max}`);
  }
  return Number(value);
}

/** Decorated so TypeScript emits the constructor's metadata that subclasses inherit. */
@Injectable()
export abstract class PrivacyCommand extends CommandRunner {
  constructor(
    protected readonly accounts: AccountsService,
    protected readonly audit: AuditTrail,
  ) {
    super();
  }

  @Option({ flags: '--client-id <client_id>', description: "The client's client_id" })
  parseClientId(value: string): string {
    return value;
  }

  /** The client's internal id; a one-line error for an unknown client_id. */
  protected async clientOf(options: PrivacyOptions): Promise<string> {
    const clientId = requireOption(options.clientId, '--client-id');
    try {
      return (await this.accounts.requireClient(clientId)).id;
    } catch {
      throw new CliInputError(`No client with client id "${clientId}"`);
    }
  }
}
