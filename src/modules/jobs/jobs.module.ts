import { BullModule } from '@nestjs/bull';
import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { type RedisConfig, redisConfig } from 'src/config/redis.config';
import { Job } from 'src/modules/jobs/entities/job.entity';
import { QUEUES } from 'src/modules/jobs/queues';
import { JobDispatcher } from 'src/modules/jobs/services/job-dispatcher.service';
import { JobEvents } from 'src/modules/jobs/services/job-events.service';
import { JobLifecycle } from 'src/modules/jobs/services/job-lifecycle.service';
import { JobRunner } from 'src/modules/jobs/services/job-runner.service';
import { JobSweeper } from 'src/modules/jobs/services/job-sweeper.service';

const queues = BullModule.registerQueue(...Object.values(QUEUES).map(({ name }) => ({ name })));

/** The shared job lifecycle: rows, queues, dispatch, terminal events and the sweep. */
@Global()
@Module({
  imports: [
    TypeOrmModule.forFeature([Job]),
    BullModule.forRootAsync({
      inject: [redisConfig.KEY],
      useFactory: (config: RedisConfig) => ({ redis: config.connection, prefix: config.prefix }),
    }),
    queues,
  ],
  providers: [JobLifecycle, JobDispatcher, JobEvents, JobRunner, JobSweeper],
  exports: [queues, TypeOrmModule, JobLifecycle, JobDispatcher, JobEvents, JobRunner, JobSweeper],
})
export class JobsModule {}
