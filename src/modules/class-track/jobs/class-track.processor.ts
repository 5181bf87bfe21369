import { CLASS_TRACK_ANALYSIS } from 'src/modules/class-track/class-track-kinds';
import { LessonAnalysisService } from 'src/modules/class-track/services/lesson-analysis.service';
import type { Job } from 'src/modules/jobs/entities/job.entity';
import { completed, type JobOutcome } from 'src/modules/jobs/job-outcome';
import { type JobProcessor, ProcessJobs } from 'src/modules/jobs/registry/process-jobs.decorator';

/** Runs `class_track_analysis`: the analysis is stored as the job's result. */
@ProcessJobs(CLASS_TRACK_ANALYSIS)
export class ClassTrackProcessor implements JobProcessor {
  constructor(private readonly lessons: LessonAnalysisService) {}

  async process(job: Job): Promise<JobOutcome> {
    return completed({ result: await this.lessons.analyse(job) });
  }
}
