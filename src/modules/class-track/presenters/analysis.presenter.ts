import type { AnalysisBody } from 'src/modules/class-track/analysis/present-analysis';
import type { ClassTrackAnalysis } from 'src/modules/class-track/entities/class-track-analysis.entity';
import { type Job, JobStatus } from 'src/modules/jobs/entities/job.entity';

/** ClassTrack status words: `In progress` with a lower-case p, unlike the other families. */
export type ClassTrackStatus = 'In progress' | 'Completed' | 'Failed';

export function classTrackStatus(job: Job): ClassTrackStatus {
  switch (job.status) {
    case JobStatus.COMPLETED:
    case JobStatus.PARTIAL:
      return 'Completed';
    case JobStatus.FAILED:
      return 'Failed';
    default:
      return 'In progress';
  }
}

/** `{data: {...}}`: the request, the status and times, and the analysis once Completed. */
export function presentRead(analysis: ClassTrackAnalysis, job: Job) {
  const status = classTrackStatus(job);
  return {
    data: {
      id: analysis.id,
      status,
      error_message: status === 'Failed' ? (job.errorMessage ?? 'The analysis failed') : null,
      created_at: job.createdAt.toISOString(),
      updated_at: (job.finishedAt ?? job.updatedAt).toISOString(),
      teacher_id: analysis.teacherId,
      board: analysis.board,
      grade: analysis.grade,
      subject: analysis.subject,
      rubric_id: analysis.rubricId,
      analysis_date: analysis.analysisDate,
      audio_url: analysis.audioUrl,
      analysis: status === 'Completed' ? ((job.result as AnalysisBody | null) ?? null) : null,
    },
  };
}
