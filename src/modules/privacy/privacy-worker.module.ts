import { Module } from '@nestjs/common';
import { JobsModule } from 'src/modules/jobs/jobs.module';
import { DataEraser } from 'src/modules/privacy/erasure/data-eraser.service';
import { ResourceLocator } from 'src/modules/privacy/erasure/resource-locator';
import { ErasureProcessor } from 'src/modules/privacy/jobs/erasure.processor';
import { PRIVACY_KINDS } from 'src/modules/privacy/privacy-kinds';
import { OrphanFiles } from 'src/modules/privacy/retention/orphan-files.service';
import { RetentionPurger } from 'src/modules/privacy/retention/retention-purger.service';
import { RetentionScheduler } from 'src/modules/privacy/retention/retention-scheduler.service';
import { RetentionSettings } from 'src/modules/privacy/retention/retention-settings.service';
import { AuditTrail } from 'src/modules/privacy/services/audit-trail.service';
import { StudentErasureRunner } from 'src/modules/privacy/services/student-erasure-runner.service';

/** Data protection, worker side: the erasure steps, the scheduled retention purge and orphan sweep. */
@Module({
  imports: [JobsModule.forKinds(PRIVACY_KINDS)],
  providers: [
    ErasureProcessor,
    StudentErasureRunner,
    DataEraser,
    ResourceLocator,
    AuditTrail,
    RetentionSettings,
    RetentionPurger,
    OrphanFiles,
    RetentionScheduler,
  ],
})
export class PrivacyWorkerModule {}
