import type { WritingExam } from 'src/ai/ai-engine.port';
import { JobStatus } from 'src/modules/jobs/entities/job.entity';

/** Job kinds, which are also the webhook event names of the evaluations (CONTRACT.md §8). */
export const EVALUATION_KIND: Record<WritingExam, string> = {
  TOEFL: 'toefl_evaluation',
  IELTS: 'ielts_evaluation',
  GENERIC: 'generic_evaluation',
};

export type EvaluationStatus = 'pending' | 'processing' | 'completed' | 'failed';

/** CONTRACT.md §4: `pending` → `processing` → `completed` | `failed`. */
export function evaluationStatus(status: JobStatus): EvaluationStatus {
  switch (status) {
    case JobStatus.QUEUED:
      return 'pending';
    case JobStatus.RUNNING:
      return 'processing';
    case JobStatus.COMPLETED:
    case JobStatus.PARTIAL:
      return 'completed';
    case JobStatus.FAILED:
      return 'failed';
  }
}
