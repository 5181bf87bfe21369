import { Command, Option } from 'nest-commander';
import { CliInputError } from 'src/common/cli/cli-input.error';
import { printJson } from 'src/common/cli/command-output';
import {
  parseWhole,
  PrivacyCommand,
  type PrivacyOptions,
} from 'src/modules/privacy/commands/client-command';

const MAX_AUDIT_LINES = 10_000;

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
