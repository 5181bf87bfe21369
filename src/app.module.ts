import { Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { LoggingModule } from 'src/common/logging/logging.module';
import { RedisModule } from 'src/common/redis/redis.module';
import { CONFIG_NAMESPACES } from 'src/config';
import { DatabaseModule } from 'src/database/database.module';
import { AuthModule } from 'src/modules/auth/auth.module';
import { EvaluationsWorkerModule } from 'src/modules/evaluations/evaluations-worker.module';
import { EvaluationsModule } from 'src/modules/evaluations/evaluations.module';
import { HealthModule } from 'src/modules/health/health.module';
import { JobsWorkerModule } from 'src/modules/jobs/jobs-worker.module';
import { JobsModule } from 'src/modules/jobs/jobs.module';
import { LimitsModule } from 'src/modules/limits/limits.module';
import { MetadataModule } from 'src/modules/metadata/metadata.module';
import { RubricsModule } from 'src/modules/rubrics/rubrics.module';
import { WebhooksWorkerModule } from 'src/modules/webhooks/webhooks-worker.module';
import { WebhooksModule } from 'src/modules/webhooks/webhooks.module';

/** Configuration, logs, MySQL, Redis and the job core: what every process role needs. */
@Module({
  imports: [
    ConfigModule.forRoot({ isGlobal: true, cache: true, load: CONFIG_NAMESPACES }),
    LoggingModule,
    DatabaseModule,
    RedisModule,
    JobsModule,
  ],
})
export class CoreModule {}

/** The HTTP API: controllers, the bearer guard, and job producers. */
@Module({
  imports: [
    CoreModule,
    AuthModule,
    HealthModule,
    MetadataModule,
    LimitsModule,
    RubricsModule,
    EvaluationsModule,
    WebhooksModule,
  ],
})
export class ApiModule {}

/** Queue workers: processors only, no HTTP. */
@Module({
  imports: [CoreModule, JobsWorkerModule, EvaluationsWorkerModule, WebhooksWorkerModule],
})
export class WorkerModule {}

/** `APP_ROLE=all`: API and workers in one process (local use, small installs, tests). */
@Module({
  imports: [ApiModule, WorkerModule],
})
export class AllInOneModule {}
