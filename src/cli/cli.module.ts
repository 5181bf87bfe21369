import { Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { CURRICULUM_COMMANDS } from 'src/cli/curriculum.commands';
import { PasswordInput, PasswordQuestions } from 'src/common/cli/password-input';
import { CacheModule } from 'src/common/cache/cache.module';
import { ClockModule } from 'src/common/clock/clock.module';
import { CONFIG_NAMESPACES } from 'src/config';
import { DatabaseModule } from 'src/database/database.module';
import { AccountsModule } from 'src/modules/auth/accounts.module';
import { ClientCreateCommand, ClientListCommand } from 'src/modules/auth/commands/client.commands';
import {
  UserCreateCommand,
  UserDisableCommand,
  UserEnableCommand,
  UserPasswordCommand,
} from 'src/modules/auth/commands/user.commands';
import {
  LimitsClearCommand,
  LimitsSetCommand,
  LimitsShowCommand,
} from 'src/modules/limits/commands/limit.commands';
import { LimitSettingsModule } from 'src/modules/limits/limit-settings.module';
import { PrivacyCliModule } from 'src/modules/privacy/privacy-cli.module';
import { TEMPLATE_COMMANDS } from 'src/modules/webhooks/commands/template.commands';
import { WebhookTemplatesModule } from 'src/modules/webhooks/webhook-templates.module';

/**
 * Operator commands and the modules they need: config, MySQL, accounts, limits, templates, the
 * curriculum files, and the cache invalidation that tells running API processes about account
 * and limit changes.
 */
@Module({
  imports: [
    ConfigModule.forRoot({
      isGlobal: true,
      cache: true,
      load: CONFIG_NAMESPACES,
      ignoreEnvFile: true, // read once, before any setting (src/bootstrap/env-file.ts)
    }),
    DatabaseModule,
    CacheModule,
    ClockModule,
    AccountsModule,
    LimitSettingsModule,
    WebhookTemplatesModule,
    PrivacyCliModule,
  ],
  providers: [
    PasswordInput,
    PasswordQuestions,
    ClientCreateCommand,
    ClientListCommand,
    UserCreateCommand,
    UserPasswordCommand,
    UserDisableCommand,
    UserEnableCommand,
    LimitsShowCommand,
    LimitsSetCommand,
    LimitsClearCommand,
    ...TEMPLATE_COMMANDS,
    ...CURRICULUM_COMMANDS,
  ],
})
export class CliModule {}
