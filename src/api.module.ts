import { ActionPlansModule } from 'src/modules/action-plans/action-plans.module';
import { WorksheetsModule } from 'src/modules/worksheets/worksheets.module';
import { LessonPlansModule } from 'src/modules/lesson-plans/lesson-plans.module';
import { ExamsModule } from 'src/modules/exams/exams.module';
import { AssignmentsModule } from 'src/modules/assignments/assignments.module';
import { Module } from '@nestjs/common';
import { ClassTrackModule } from 'src/modules/class-track/class-track.module';
import { AuthModule } from 'src/modules/auth/auth.module';
import { EvaluationsModule } from 'src/modules/evaluations/evaluations.module';
import { HealthModule } from 'src/modules/health/health.module';
import { LimitsModule } from 'src/modules/limits/limits.module';
import { MetadataModule } from 'src/modules/metadata/metadata.module';
import { MonitoringModule } from 'src/modules/monitoring/monitoring.module';
import { RubricsModule } from 'src/modules/rubrics/rubrics.module';
import { WebhooksModule } from 'src/modules/webhooks/webhooks.module';
import { PrivacyModule } from 'src/modules/privacy/privacy.module';
import { CoreModule } from 'src/core.module';

/** The HTTP API (`APP_ROLE=api`): controllers, the bearer guard, and job producers. */
@Module({
  imports: [
    CoreModule,
    AuthModule,
    HealthModule,
    MonitoringModule,
    MetadataModule,
    LimitsModule,
    RubricsModule,
    EvaluationsModule,
    WebhooksModule,
    WorksheetsModule,
    LessonPlansModule,
    ActionPlansModule,
    ExamsModule,
    AssignmentsModule,
    ClassTrackModule,
    PrivacyModule,
  ],
})
export class ApiModule {}
