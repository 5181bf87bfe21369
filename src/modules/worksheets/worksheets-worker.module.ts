import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { GenerationStepsWorkerModule } from 'src/modules/generation-steps/generation-steps-worker.module';
import { Worksheet } from 'src/modules/worksheets/entities/worksheet.entity';
import { WorksheetStepsProcessor } from 'src/modules/worksheets/jobs/worksheet-steps.processor';
import { WorksheetJobsModule } from 'src/modules/worksheets/worksheet-jobs.module';

/** Worker side of worksheets: the steps' processor on the teaching-content provider. */
@Module({
  imports: [
    TypeOrmModule.forFeature([Worksheet]),
    WorksheetJobsModule,
    GenerationStepsWorkerModule,
  ],
  providers: [WorksheetStepsProcessor],
})
export class WorksheetsWorkerModule {}
