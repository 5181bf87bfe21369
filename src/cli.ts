import 'reflect-metadata';
import { Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { CommandFactory } from 'nest-commander';
import { checkMysql, exitOnStartupError } from 'src/bootstrap/preflight';
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
import { TEMPLATE_COMMANDS } from 'src/modules/webhooks/commands/template.commands';
import { WebhookTemplatesModule } from 'src/modules/webhooks/webhook-templates.module';

@Module({
  imports: [
    ConfigModule.forRoot({ isGlobal: true, cache: true, load: CONFIG_NAMESPACES }),
    DatabaseModule,
    AccountsModule,
    LimitSettingsModule,
    WebhookTemplatesModule,
  ],
  providers: [
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
  ],
})
class CliModule {}

/** Operator commands: `npm run cli -- <command> [options]`; `npm run cli -- --help` lists them. */
async function main(): Promise<void> {
  await checkMysql();
  await CommandFactory.run(CliModule, {
    logger: false,
    serviceErrorHandler: (error: Error) => {
      console.error(`Error: ${error.message}`);
      process.exitCode = 1;
    },
  });
}

main().catch(exitOnStartupError);
