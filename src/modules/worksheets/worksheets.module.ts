import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { GenerationStepsModule } from 'src/modules/generation-steps/generation-steps.module';
import { WorksheetsController } from 'src/modules/worksheets/controllers/worksheets.controller';
import { Worksheet } from 'src/modules/worksheets/entities/worksheet.entity';
import { WorksheetsService } from 'src/modules/worksheets/services/worksheets.service';
import { WorksheetJobsModule } from 'src/modules/worksheets/worksheet-jobs.module';

/** Worksheets: start and read the four steps (API side). */
@Module({
  imports: [TypeOrmModule.forFeature([Worksheet]), WorksheetJobsModule, GenerationStepsModule],
  controllers: [WorksheetsController],
  providers: [WorksheetsService],
})
export class WorksheetsModule {}
