import { ActionPlansWorkerModule } from 'src/modules/action-plans/action-plans-worker.module';
import { WorksheetsWorkerModule } from 'src/modules/worksheets/worksheets-worker.module';
import { LessonPlansWorkerModule } from 'src/modules/lesson-plans/lesson-plans-worker.module';
import { ExamsWorkerModule } from 'src/modules/exams/exams-worker.module';
import { Module } from '@nestjs/common';
import { ClassTrackWorkerModule } from 'src/modules/class-track/class-track-worker.module';
import { EvaluationsWorkerModule } from 'src/modules/evaluations/evaluations-worker.module';
import { JobsWorkerModule } from 'src/modules/jobs/jobs-worker.module';
import { MonitoringWorkerModule } from 'src/modules/monitoring/monitoring-worker.module';
import { WebhooksWorkerModule } from 'src/modules/webhooks/webhooks-worker.module';
import { PrivacyWorkerModule } from 'src/modules/privacy/privacy-worker.module';
import { CoreModule } from 'src/core.module';

/**
 * Queue workers (`APP_ROLE=worker`): processors only, no HTTP. Kept apart from the API module so
 * API processes never load the AI engine.
 */
@Module({
  imports: [
    CoreModule,
    JobsWorkerModule,
    EvaluationsWorkerModule,
    WorksheetsWorkerModule,
    LessonPlansWorkerModule,
    ActionPlansWorkerModule,
    ExamsWorkerModule,
    ClassTrackWorkerModule,
    PrivacyWorkerModule,
    WebhooksWorkerModule,
    MonitoringWorkerModule,
  ],
})
export class WorkerModule {}
