import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { TeachingModule } from 'src/modules/teaching/teaching.module';
import { WorksheetsController } from 'src/modules/worksheets/controllers/worksheets.controller';
import { Worksheet } from 'src/modules/worksheets/entities/worksheet.entity';
import { WorksheetsService } from 'src/modules/worksheets/services/worksheets.service';
import { WorksheetJobsModule } from 'src/modules/worksheets/worksheet-jobs.module';

/** Worksheets: start and read the four steps (API side). */
@Module({
  imports: [TypeOrmModule.forFeature([Worksheet]), WorksheetJobsModule, TeachingModule],
  controllers: [WorksheetsController],
  providers: [WorksheetsService],
})
export class WorksheetsModule {}
