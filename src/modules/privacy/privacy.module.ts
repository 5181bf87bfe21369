import { Module } from '@nestjs/common';
import { JobsModule } from 'src/modules/jobs/jobs.module';
import { RESOURCE_ERASURE_CONTROLLERS } from 'src/modules/privacy/controllers/resource-erasure.controllers';
import { StudentErasureController } from 'src/modules/privacy/controllers/student-erasure.controller';
import { DataEraser } from 'src/modules/privacy/erasure/data-eraser.service';
import { ResourceLocator } from 'src/modules/privacy/erasure/resource-locator';
import { PRIVACY_KINDS } from 'src/modules/privacy/privacy-kinds';
import { AuditTrail } from 'src/modules/privacy/services/audit-trail.service';
import { Erasures } from 'src/modules/privacy/services/erasures.service';

/** Data protection, API side: student erasure requests and the DELETE of each resource. */
@Module({
  imports: [JobsModule.forKinds(PRIVACY_KINDS)],
  controllers: [StudentErasureController, ...RESOURCE_ERASURE_CONTROLLERS],
  providers: [Erasures, DataEraser, ResourceLocator, AuditTrail],
})
export class PrivacyModule {}
