import { Module } from '@nestjs/common';
import { CLASS_TRACK_ANALYSIS } from 'src/modules/class-track/class-track-kinds';
import { ClassTrackEventPayload } from 'src/modules/class-track/jobs/class-track-event.payload';
import { JobsModule } from 'src/modules/jobs/jobs.module';

/** The analysis step and its webhook payload, for every role. */
@Module({
  imports: [JobsModule.forKinds([CLASS_TRACK_ANALYSIS])],
  providers: [ClassTrackEventPayload],
})
export class ClassTrackJobsModule {}
