import { Module } from '@nestjs/common';
import { JobsModule } from 'src/modules/jobs/jobs.module';
import { WorksheetEventPayload } from 'src/modules/worksheets/jobs/worksheet-event.payload';
import { WORKSHEET_KINDS } from 'src/modules/worksheets/worksheet-kinds';

/** The worksheet steps and their webhook payload, for every role. */
@Module({
  imports: [JobsModule.forKinds(WORKSHEET_KINDS)],
  providers: [WorksheetEventPayload],
})
export class WorksheetJobsModule {}
