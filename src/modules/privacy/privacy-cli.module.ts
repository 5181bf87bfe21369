import { Module } from '@nestjs/common';
import { AccountsModule } from 'src/modules/auth/accounts.module';
import { PRIVACY_COMMANDS } from 'src/modules/privacy/commands/privacy.commands';
import { DataEraser } from 'src/modules/privacy/erasure/data-eraser.service';
import { ResourceLocator } from 'src/modules/privacy/erasure/resource-locator';
import { OrphanFiles } from 'src/modules/privacy/retention/orphan-files.service';
import { RetentionPurger } from 'src/modules/privacy/retention/retention-purger.service';
import { RetentionSettings } from 'src/modules/privacy/retention/retention-settings.service';
import { AuditTrail } from 'src/modules/privacy/services/audit-trail.service';
import { StudentErasureRunner } from 'src/modules/privacy/services/student-erasure-runner.service';

/** The operator's data-protection commands: erase a student, retention periods, the audit. */
@Module({
  imports: [AccountsModule],
  providers: [
    ...PRIVACY_COMMANDS,
    StudentErasureRunner,
    DataEraser,
    ResourceLocator,
    AuditTrail,
    RetentionSettings,
    RetentionPurger,
    OrphanFiles,
  ],
})
export class PrivacyCliModule {}
