import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { JobsModule } from 'src/modules/jobs/jobs.module';
import { GenerationStepsModule } from 'src/modules/generation-steps/generation-steps.module';
import { WorksheetsController } from 'src/modules/worksheets/controllers/worksheets.controller';
import { Worksheet } from 'src/modules/worksheets/entities/worksheet.entity';
import { WorksheetsService } from 'src/modules/worksheets/services/worksheets.service';
import { WORKSHEET_KINDS } from 'src/modules/worksheets/worksheet-kinds';

/** Worksheets: start and read the four steps (API side). */
@Module({
  imports: [
    TypeOrmModule.forFeature([Worksheet]),
    JobsModule.forKinds(WORKSHEET_KINDS),
    GenerationStepsModule,
  ],
  controllers: [WorksheetsController],
  providers: [WorksheetsService],
})
export class WorksheetsModule {}
