import { Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { CacheModule } from 'src/common/cache/cache.module';
import { ClockModule } from 'src/common/clock/clock.module';
import { LoggingModule } from 'src/common/logging/logging.module';
import { MetricsModule } from 'src/common/metrics/metrics.module';
import { RedisModule } from 'src/common/redis/redis.module';
import { CONFIG_NAMESPACES } from 'src/config';
import { DatabaseModule } from 'src/database/database.module';
import { JobsModule } from 'src/modules/jobs/jobs.module';

/**
 * Configuration, logs, metrics, MySQL, Redis (with the cross-process cache invalidation) and the
 * job core: what every process role needs.
 */
@Module({
  imports: [
    ConfigModule.forRoot({
      isGlobal: true,
      cache: true,
      load: CONFIG_NAMESPACES,
      ignoreEnvFile: true, // read once, before any setting (src/bootstrap/env-file.ts)
    }),
    LoggingModule,
    MetricsModule,
    DatabaseModule,
    RedisModule,
    CacheModule,
    ClockModule,
    JobsModule,
  ],
})
export class CoreModule {}
