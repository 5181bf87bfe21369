import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AUDIO_TRANSCRIBER, type AudioTranscriber } from 'src/ai/ports/audio-transcription.port';
import { CLASSROOM_ANALYSER, type ClassroomAnalyser } from 'src/ai/ports/classroom-analysis.port';
import { NO_TRANSCRIBER_MESSAGE } from 'src/ai/builtin/classroom/no-audio-transcriber';
import { type AiConfig, aiConfig } from 'src/config/ai.config';
import { measureLesson } from 'src/modules/class-track/analysis/figures';
import { lessonSentences } from 'src/modules/class-track/analysis/lesson';
import {
  type AnalysisBody,
  presentAnalysis,
} from 'src/modules/class-track/analysis/present-analysis';
import { ClassTrackAnalysis } from 'src/modules/class-track/entities/class-track-analysis.entity';
import { RecordingFetcher } from 'src/modules/class-track/services/recording-fetcher';
import {
  parseTranscript,
  transcriptOfSegments,
} from 'src/modules/class-track/transcript/parse-transcript';
import { type Transcript, TranscriptError } from 'src/modules/class-track/transcript/transcript';
import type { Job } from 'src/modules/jobs/entities/job.entity';
import { JobFailure } from 'src/modules/jobs/job-failure';

/** Segments without a speaker label (a model that does not diarize) are one unnamed voice. */
const UNLABELLED = 'Speaker';

/**
 * Worker side of ClassTrack: the lesson's transcript (sent, or transcribed from the recording),
 * its sentences and measured figures, the analyser's judgements, and the read's `analysis`.
 */
@Injectable()
export class LessonAnalysisService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CLASSROOM_ANALYSER) private readonly analyser: ClassroomAnalyser,
    @Inject(AUDIO_TRANSCRIBER) private readonly transcriber: AudioTranscriber,
    @Inject(aiConfig.KEY) private readonly ai: AiConfig,
    private readonly recordings: RecordingFetcher,
  ) {}

  async analyse(job: Job): Promise<AnalysisBody> {
    const lesson = await this.dataSource.manager.findOne(ClassTrackAnalysis, {
      where: { id: job.subjectId, apiUserId: job.apiUserId },
    });
    if (!lesson) throw new JobFailure(`Analysis ${job.subjectId} no longer exists`);
    const transcript = await this.transcriptOf(lesson);
    const sentences = lessonSentences(transcript);
    const figures = measureLesson(transcript, sentences);
    const judgement = await this.analyser.analyse({ sentences, figures, rubric: lesson.rubric });
    if (judgement.talkMoves.length !== sentences.length) {
      throw new JobFailure(
        `The talk-move labeller gave ${judgement.talkMoves.length} labels for ${sentences.length} sentences`,
      );
    }
    const labelledBy =
      this.ai.provider === 'openai'
        ? `the AI provider (${this.ai.model})`
        : 'the builtin classifiers (docs/class-track.md)';
    return presentAnalysis(transcript, sentences, figures, judgement, lesson.rubric, labelledBy);
  }

  private async transcriptOf(lesson: ClassTrackAnalysis): Promise<Transcript> {
    try {
      if (lesson.transcript) return parseTranscript(lesson.transcript);
      if (!lesson.audioUrl || !this.transcriber.canTranscribe) {
        throw new JobFailure(NO_TRANSCRIBER_MESSAGE);
      }
      const segments = await this.transcriber.transcribe(
        await this.recordings.fetch(lesson.audioUrl),
      );
      return transcriptOfSegments(
        segments.map((segment) => ({
          speaker: segment.speaker ?? UNLABELLED,
          text: segment.text,
          start: segment.start,
          end: segment.end,
        })),
      );
    } catch (error) {
      if (error instanceof TranscriptError) throw new JobFailure(error.message);
      throw error;
    }
  }
}
