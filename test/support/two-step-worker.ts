/**
 * A worker process with the test-only two-step family, booted by the production bootstrap
 * (`launch`), so start-up checks and exit codes are the real ones. With `WITH_ORPHAN_KIND=1` it
 * also loads a kind that has no processor.
 *
 *   node -r ts-node/register/transpile-only -r tsconfig-paths/register test/support/two-step-worker.ts
 */
import 'reflect-metadata';
import { Module } from '@nestjs/common';
import { checkMysql, checkRedis, exitOnStartupError } from 'src/bootstrap/preflight';
import { launch } from 'src/bootstrap/start';
import { CONFIG_NAMESPACES } from 'src/config';
import { WorkerModule } from 'src/worker.module';
import { OrphanKindWorkerModule, TwoStepWorkerModule } from 'test/support/two-step-family';

@Module({
  imports: [
    WorkerModule,
    TwoStepWorkerModule,
    ...(process.env.WITH_ORPHAN_KIND === '1' ? [OrphanKindWorkerModule] : []),
  ],
})
class TwoStepWorkerRoot {}

async function main(): Promise<void> {
  for (const namespace of CONFIG_NAMESPACES) namespace();
  await Promise.all([checkMysql(), checkRedis()]);
  await launch('worker', TwoStepWorkerRoot);
}

main().catch(exitOnStartupError);
