import { Module } from '@nestjs/common';
import { JobsModule } from 'src/modules/jobs/jobs.module';
import { HeartbeatTimer } from 'src/modules/jobs/services/heartbeat-timer.service';
import { JobWorker } from 'src/modules/jobs/services/job-worker.service';
import { SweepScheduler } from 'src/modules/jobs/services/sweep-scheduler.service';

/** Worker-only part of the job core: the queue consumers, the periodic sweep, the heartbeat. */
@Module({
  imports: [JobsModule],
  providers: [JobWorker, SweepScheduler, HeartbeatTimer],
})
export class JobsWorkerModule {}
