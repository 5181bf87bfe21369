import 'reflect-metadata';
import { loadEnvFile } from 'src/bootstrap/env-file';
import { CommandFactory } from 'nest-commander';
import { checkMysql, exitOnStartupError } from 'src/bootstrap/preflight';
import { CliModule } from 'src/cli/cli.module';

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

loadEnvFile();
main().catch(exitOnStartupError);
