import { Injectable } from '@nestjs/common';
import { Command, CommandRunner, Option } from 'nest-commander';
import { CliInputError } from 'src/common/cli/cli-input.error';
import { printJson, requireOption } from 'src/common/cli/command-output';
import { isLimitFamily, LIMIT_FAMILIES, type LimitFamily } from 'src/modules/limits/limit-family';
import { DailyLimitSettings } from 'src/modules/limits/services/daily-limit-settings.service';

const MAX_DAILY = 10_000_000;

interface LimitOptions {
  username?: string;
  family?: string;
  daily?: string;
}

function parseFamily(value: string | undefined): LimitFamily {
  const family = requireOption(value, '--family');
  if (!isLimitFamily(family)) {
    throw new CliInputError(`--family must be one of ${LIMIT_FAMILIES.join(', ')}`);
  }
  return family;
}

function parseDaily(value: string | undefined): number {
  const daily = requireOption(value, '--daily');
  if (!/^\d+$/.test(daily) || Number(daily) > MAX_DAILY) {
    throw new CliInputError(`--daily must be a whole number from 0 to ${MAX_DAILY}`);
  }
  return Number(daily);
}

/** Decorated so TypeScript emits the constructor's metadata that subclasses inherit. */
@Injectable()
abstract class LimitCommand extends CommandRunner {
  constructor(protected readonly settings: DailyLimitSettings) {
    super();
  }

  @Option({ flags: '--username <username>', description: 'API user name' })
  parseUsername(value: string): string {
    return value;
  }

  /** The limits now in force for the user, as `limits:show` prints them. */
  protected async printLimits(username: string): Promise<void> {
    const limits = await this.settings.effectiveLimits(username);
    printJson({
      username,
      time_zone: this.settings.timeZone,
      resets_at: `00:01 ${this.settings.timeZone}`,
      limits: Object.fromEntries(
        limits.map(({ family, dailyLimit, source }) => [
          family,
          { daily_limit: dailyLimit, source },
        ]),
      ),
    });
  }
}

@Command({
  name: 'limits:show',
  description: "Print a user's daily limit per family and whether it is an override",
})
export class LimitsShowCommand extends LimitCommand {
  async run(_args: string[], options: LimitOptions): Promise<void> {
    await this.printLimits(requireOption(options.username, '--username'));
  }
}

@Command({
  name: 'limits:set',
  description: `Override a user's daily limit for one family (${LIMIT_FAMILIES.join(', ')})`,
})
export class LimitsSetCommand extends LimitCommand {
  async run(_args: string[], options: LimitOptions): Promise<void> {
    const username = requireOption(options.username, '--username');
    await this.settings.setOverride(
      username,
      parseFamily(options.family),
      parseDaily(options.daily),
    );
    await this.printLimits(username);
  }

  @Option({ flags: '--family <family>', description: LIMIT_FAMILIES.join(' | ') })
  parseFamily(value: string): string {
    return value;
  }

  @Option({ flags: '--daily <n>', description: 'Requests per day; 0 blocks the family' })
  parseDaily(value: string): string {
    return value;
  }
}

@Command({
  name: 'limits:clear',
  description: "Remove a user's override for one family; the configured default applies again",
})
export class LimitsClearCommand extends LimitCommand {
  async run(_args: string[], options: LimitOptions): Promise<void> {
    const username = requireOption(options.username, '--username');
    await this.settings.clearOverride(username, parseFamily(options.family));
    await this.printLimits(username);
  }

  @Option({ flags: '--family <family>', description: LIMIT_FAMILIES.join(' | ') })
  parseFamily(value: string): string {
    return value;
  }
}
