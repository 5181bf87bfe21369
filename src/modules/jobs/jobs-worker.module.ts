import { Module } from '@nestjs/common';
import { MaintenanceProcessor } from 'src/modules/jobs/jobs/maintenance.processor';
import { JobsModule } from 'src/modules/jobs/jobs.module';

/** Worker-only part of the job core: the periodic sweep. */
@Module({
  imports: [JobsModule],
  providers: [MaintenanceProcessor],
})
export class JobsWorkerModule {}
