import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { JobsModule } from 'src/modules/jobs/jobs.module';
import { GenerationStepsWorkerModule } from 'src/modules/generation-steps/generation-steps-worker.module';
import { Worksheet } from 'src/modules/worksheets/entities/worksheet.entity';
import { WorksheetStepsProcessor } from 'src/modules/worksheets/jobs/worksheet-steps.processor';
import { WORKSHEET_KINDS } from 'src/modules/worksheets/worksheet-kinds';

/** Worker side of worksheets: the steps' processor on the teaching-content provider. */
@Module({
  imports: [
    TypeOrmModule.forFeature([Worksheet]),
    JobsModule.forKinds(WORKSHEET_KINDS),
    GenerationStepsWorkerModule,
  ],
  providers: [WorksheetStepsProcessor],
})
export class WorksheetsWorkerModule {}
