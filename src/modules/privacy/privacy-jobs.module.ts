import { Module } from '@nestjs/common';
import { JobsModule } from 'src/modules/jobs/jobs.module';
import { PrivacyEventPayload } from 'src/modules/privacy/jobs/privacy-event.payload';
import { PRIVACY_KINDS } from 'src/modules/privacy/privacy-kinds';

/** The erasure steps and their webhook payloads, for every role. */
@Module({
  imports: [JobsModule.forKinds(PRIVACY_KINDS)],
  providers: [PrivacyEventPayload],
})
export class PrivacyJobsModule {}
