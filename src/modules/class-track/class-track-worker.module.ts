import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AiModule } from 'src/ai/ai.module';
import { OutboundModule } from 'src/common/outbound/outbound.module';
import { CLASS_TRACK_KINDS } from 'src/modules/class-track/class-track-kinds';
import { ClassTrackAnalysis } from 'src/modules/class-track/entities/class-track-analysis.entity';
import { ClassTrackProcessor } from 'src/modules/class-track/jobs/class-track.processor';
import { LessonAnalysisService } from 'src/modules/class-track/services/lesson-analysis.service';
import { RecordingFetcher } from 'src/modules/class-track/services/recording-fetcher';
import { JobsModule } from 'src/modules/jobs/jobs.module';

/** Worker side of ClassTrack: the analyser and transcriber ports, the recording fetcher. */
@Module({
  imports: [
    TypeOrmModule.forFeature([ClassTrackAnalysis]),
    JobsModule.forKinds(CLASS_TRACK_KINDS),
    AiModule,
    OutboundModule,
  ],
  providers: [ClassTrackProcessor, LessonAnalysisService, RecordingFetcher],
})
export class ClassTrackWorkerModule {}
