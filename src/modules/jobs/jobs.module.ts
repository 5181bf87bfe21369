import { BullModule } from '@nestjs/bull';
import { type DynamicModule, Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { type RedisConfig, redisConfig } from 'src/config/redis.config';
import { Job } from 'src/modules/jobs/entities/job.entity';
import type { JobKind } from 'src/modules/jobs/job-kind';
import { QUEUES } from 'src/modules/jobs/queues';
import { JobRegistry } from 'src/modules/jobs/registry/job-registry.service';
import { JobDispatcher } from 'src/modules/jobs/services/job-dispatcher.service';
import { JobEvents } from 'src/modules/jobs/services/job-events.service';
import { JobLifecycle } from 'src/modules/jobs/services/job-lifecycle.service';
import { JobRunner } from 'src/modules/jobs/services/job-runner.service';
import { JobSubmitter } from 'src/modules/jobs/services/job-submitter.service';
import { JobSweeper } from 'src/modules/jobs/services/job-sweeper.service';
import { QueueDepths } from 'src/modules/jobs/services/queue-depths.service';
import { WorkerHeartbeats } from 'src/modules/jobs/services/worker-heartbeats.service';

const queues = BullModule.registerQueue(
  ...Object.values(QUEUES).map((queue) => ({
    name: queue.name,
    settings: 'settings' in queue ? queue.settings : undefined,
  })),
);

const services = [
  JobRegistry,
  JobLifecycle,
  JobSubmitter,
  JobDispatcher,
  JobEvents,
  JobRunner,
  JobSweeper,
  WorkerHeartbeats,
  QueueDepths,
];

/** Holds one family's kind declarations; see JobsModule.forKinds. */
@Module({})
class JobKindsModule {}

/** One dynamic module per kinds list, so a family's API and worker modules share it. */
const kindModules = new WeakMap<readonly JobKind[], DynamicModule>();

/**
 * The shared job core: rows, queues, the one submit path, steps, terminal events and the sweep.
 * Families declare their kinds with `JobsModule.forKinds(...)` in their API and worker modules.
 */
@Global()
@Module({
  imports: [
    DiscoveryModule,
    TypeOrmModule.forFeature([Job]),
    BullModule.forRootAsync({
      inject: [redisConfig.KEY],
      useFactory: (config: RedisConfig) => ({ redis: config.connection, prefix: config.prefix }),
    }),
    queues,
  ],
  providers: services,
  exports: [queues, TypeOrmModule, ...services],
})
export class JobsModule {
  /** Declares a family's job kinds in this process, so they can be submitted and processed. */
  static forKinds(kinds: readonly JobKind[]): DynamicModule {
    const known = kindModules.get(kinds);
    if (known) return known;
    const module: DynamicModule = {
      module: JobKindsModule,
      providers: [
        {
          provide: `JOB_KINDS:${kinds.map((kind) => kind.name).join(',')}`,
          inject: [JobRegistry],
          useFactory: (registry: JobRegistry) => registry.declare(kinds),
        },
      ],
    };
    kindModules.set(kinds, module);
    return module;
  }
}
