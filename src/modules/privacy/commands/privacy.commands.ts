import { userInfo } from 'node:os';
import { Injectable } from '@nestjs/common';
import { Command, CommandRunner, Option } from 'nest-commander';
import { CliInputError } from 'src/cli/cli-input.error';
import { printJson, requireOption } from 'src/cli/command-output';
import type { RetentionFamily } from 'src/config/privacy.config';
import { AccountsService } from 'src/modules/auth/services/accounts.service';
import { isRetentionFamily, RETENTION_FAMILIES } from 'src/modules/privacy/erasure/resource-types';
import { OrphanFiles } from 'src/modules/privacy/retention/orphan-files.service';
import { RetentionPurger } from 'src/modules/privacy/retention/retention-purger.service';
import { RetentionSettings } from 'src/modules/privacy/retention/retention-settings.service';
import { AuditTrail } from 'src/modules/privacy/services/audit-trail.service';
import { StudentErasureRunner } from 'src/modules/privacy/services/student-erasure-runner.service';

const MAX_DAYS = 3_650;
const MAX_AUDIT_LINES = 10_000;

interface PrivacyOptions {
  clientId?: string;
  studentId?: string;
  family?: string;
  days?: string;
  action?: string;
  since?: string;
  limit?: string;
}

/** Who the audit names for a command: the operator's login on this machine. */
const operator = () => `operator:${userInfo().username}`;

function parseFamily(value: string | undefined): RetentionFamily {
  const family = requireOption(value, '--family');
  if (!isRetentionFamily(family)) {
    throw new CliInputError(`--family must be one of ${RETENTION_FAMILIES.join(', ')}`);
  }
  return family;
}

function parseWhole(value: string, flag: string, max: number): number {
  if (!/^\d+$/.test(value) || Number(value) > max) {
    throw new CliInputError(`${flag} must be a whole number from 0 to ${max}`);
  }
  return Number(value);
}

/** Decorated so TypeScript emits the constructor's metadata that subclasses inherit. */
@Injectable()
abstract class PrivacyCommand extends CommandRunner {
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

@Command({
  name: 'privacy:erase',
  description: 'Erase every row of one student of a client, in every family (audited)',
})
export class PrivacyEraseCommand extends PrivacyCommand {
  constructor(
    accounts: AccountsService,
    audit: AuditTrail,
    private readonly runner: StudentErasureRunner,
  ) {
    super(accounts, audit);
  }

  async run(_args: string[], options: PrivacyOptions): Promise<void> {
    const clientId = await this.clientOf(options);
    const studentId = requireOption(options.studentId, '--student-id');
    if (studentId.length > 100) throw new CliInputError('--student-id is at most 100 characters');
    printJson(await this.runner.eraseNow(clientId, studentId, operator()));
  }

  @Option({ flags: '--student-id <student_id>', description: "The client's id of the student" })
  parseStudentId(value: string): string {
    return value;
  }
}

@Injectable()
abstract class RetentionCommand extends PrivacyCommand {
  constructor(
    accounts: AccountsService,
    audit: AuditTrail,
    protected readonly settings: RetentionSettings,
  ) {
    super(accounts, audit);
  }

  protected async printRetention(clientId: string, publicId: string): Promise<void> {
    const retention = await this.settings.effective(clientId);
    printJson({
      client_id: publicId,
      retention: Object.fromEntries(
        retention.map(({ family, days, source }) => [family, { days, source }]),
      ),
    });
  }
}

@Command({
  name: 'retention:show',
  description: "Print a client's retention period per family (days; 0 keeps until erased)",
})
export class RetentionShowCommand extends RetentionCommand {
  async run(_args: string[], options: PrivacyOptions): Promise<void> {
    await this.printRetention(await this.clientOf(options), options.clientId ?? '');
  }
}

@Command({
  name: 'retention:set',
  description: `Set a client's retention period for one family (${RETENTION_FAMILIES.join(', ')})`,
})
export class RetentionSetCommand extends RetentionCommand {
  async run(_args: string[], options: PrivacyOptions): Promise<void> {
    const clientId = await this.clientOf(options);
    const family = parseFamily(options.family);
    const days = parseWhole(requireOption(options.days, '--days'), '--days', MAX_DAYS);
    await this.settings.set(clientId, family, days);
    await this.audit.record({
      actor: operator(),
      action: 'retention_set',
      clientId,
      target: `family:${family}`,
      details: { days },
    });
    await this.printRetention(clientId, options.clientId ?? '');
  }

  @Option({ flags: '--family <family>', description: RETENTION_FAMILIES.join(' | ') })
  parseFamily(value: string): string {
    return value;
  }

  @Option({ flags: '--days <n>', description: 'Days kept after creation; 0 keeps until erased' })
  parseDays(value: string): string {
    return value;
  }
}

@Command({
  name: 'retention:clear',
  description: "Remove a client's retention period for one family; the configured default applies",
})
export class RetentionClearCommand extends RetentionCommand {
  async run(_args: string[], options: PrivacyOptions): Promise<void> {
    const clientId = await this.clientOf(options);
    const family = parseFamily(options.family);
    await this.settings.clear(clientId, family);
    await this.audit.record({
      actor: operator(),
      action: 'retention_clear',
      clientId,
      target: `family:${family}`,
    });
    await this.printRetention(clientId, options.clientId ?? '');
  }

  @Option({ flags: '--family <family>', description: RETENTION_FAMILIES.join(' | ') })
  parseFamily(value: string): string {
    return value;
  }
}

@Command({
  name: 'retention:purge',
  description:
    'Run the retention purge and the orphan-file sweep now (workers also run them on a timer)',
})
export class RetentionPurgeCommand extends CommandRunner {
  constructor(
    private readonly purger: RetentionPurger,
    private readonly orphans: OrphanFiles,
    private readonly audit: AuditTrail,
  ) {
    super();
  }

  async run(): Promise<void> {
    await this.audit.record({ actor: operator(), action: 'retention_purge_run' });
    const purged = await this.purger.purge();
    printJson({ ...purged, orphan_files_removed: await this.orphans.sweep() });
  }
}

@Command({
  name: 'audit:list',
  description: 'Print the audit trail (erasures, purges, operator actions), newest first',
})
export class AuditListCommand extends PrivacyCommand {
  async run(_args: string[], options: PrivacyOptions): Promise<void> {
    const clientId = options.clientId ? await this.clientOf(options) : undefined;
    const since = options.since ? new Date(options.since) : undefined;
    if (since && Number.isNaN(since.getTime())) {
      throw new CliInputError('--since must be a date such as 2026-11-01 or 2026-11-01T09:00:00Z');
    }
    const limit = options.limit ? parseWhole(options.limit, '--limit', MAX_AUDIT_LINES) : 100;
    const events = await this.audit.list({ clientId, action: options.action, since, limit });
    printJson(
      events.map((event) => ({
        id: Number(event.id),
        at: event.occurredAt.toISOString(),
        actor: event.actor,
        action: event.action,
        client_id: event.clientId,
        target: event.target,
        rows: event.rowCount,
        details: event.details,
      })),
    );
  }

  @Option({ flags: '--action <action>', description: 'Only this action, e.g. student_erasure' })
  parseAction(value: string): string {
    return value;
  }

  @Option({ flags: '--since <date>', description: 'Only entries at or after this date (ISO 8601)' })
  parseSince(value: string): string {
    return value;
  }

  @Option({ flags: '--limit <n>', description: 'At most this many entries (default 100)' })
  parseLimit(value: string): string {
    return value;
  }
}

export const PRIVACY_COMMANDS = [
  PrivacyEraseCommand,
  RetentionShowCommand,
  RetentionSetCommand,
  RetentionClearCommand,
  RetentionPurgeCommand,
  AuditListCommand,
];
