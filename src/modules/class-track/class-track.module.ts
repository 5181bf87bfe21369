import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CLASS_TRACK_KINDS } from 'src/modules/class-track/class-track-kinds';
import { ClassTrackController } from 'src/modules/class-track/controllers/class-track.controller';
import { ClassTrackAnalysis } from 'src/modules/class-track/entities/class-track-analysis.entity';
import { ClassTrackService } from 'src/modules/class-track/services/class-track.service';
import { JobsModule } from 'src/modules/jobs/jobs.module';
import { MetadataModule } from 'src/modules/metadata/metadata.module';
import { RubricsModule } from 'src/modules/rubrics/rubrics.module';

/** ClassTrack: start and read lesson analyses (API side). */
@Module({
  imports: [
    TypeOrmModule.forFeature([ClassTrackAnalysis]),
    JobsModule.forKinds(CLASS_TRACK_KINDS),
    MetadataModule,
    RubricsModule,
  ],
  controllers: [ClassTrackController],
  providers: [ClassTrackService],
})
export class ClassTrackModule {}
