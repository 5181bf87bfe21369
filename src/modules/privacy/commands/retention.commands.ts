import { Injectable } from '@nestjs/common';
import { Command, CommandRunner, Option } from 'nest-commander';
import { CliInputError } from 'src/common/cli/cli-input.error';
import { printJson, requireOption } from 'src/common/cli/command-output';
import type { RetentionFamily } from 'src/config/privacy.config';
import { AccountsService } from 'src/modules/auth/services/accounts.service';
import {
  operator,
  parseWhole,
  PrivacyCommand,
  type PrivacyOptions,
} from 'src/modules/privacy/commands/client-command';
import { isRetentionFamily, RETENTION_FAMILIES } from 'src/modules/privacy/erasure/resource-types';
import { OrphanFiles } from 'src/modules/privacy/retention/orphan-files.service';
import { RetentionPurger } from 'src/modules/privacy/retention/retention-purger.service';
import { RetentionSettings } from 'src/modules/privacy/retention/retention-settings.service';
import { AuditTrail } from 'src/modules/privacy/services/audit-trail.service';

const MAX_DAYS = 3_650;

function parseFamily(value: string | undefined): RetentionFamily {
  const family = requireOption(value, '--family');
  if (!isRetentionFamily(family)) {
    throw new CliInputError(`--family must be one of ${RETENTION_FAMILIES.join(', ')}`);
  }
  return family;
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
