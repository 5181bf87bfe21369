import { type Job, JobStatus } from 'src/modules/jobs/entities/job.entity';
import type { EventPayload } from 'src/modules/webhooks/entities/webhook-outbox.entity';
import type { WebhookTemplate } from 'src/modules/webhooks/entities/webhook-template.entity';

/** The payload `status` words of SPEC.md ("Partial" only where a family has it). */
export type EventStatus = 'Completed' | 'Partial' | 'Failed';

type TerminalStatus = JobStatus.COMPLETED | JobStatus.PARTIAL | JobStatus.FAILED;

const WITH_PARTIAL: Record<TerminalStatus, EventStatus> = {
  [JobStatus.COMPLETED]: 'Completed',
  [JobStatus.PARTIAL]: 'Partial',
  [JobStatus.FAILED]: 'Failed',
};

/** Families whose payload has no "Partial": a partial result is still a usable, completed one. */
const WITHOUT_PARTIAL: Record<TerminalStatus, EventStatus> = {
  ...WITH_PARTIAL,
  [JobStatus.PARTIAL]: 'Completed',
};

export interface PayloadContext {
  job: Job;
  template: WebhookTemplate;
}

/** Builds the SPEC.md body of one family; `secret_hash` stays null until the send. */
type PayloadBuilder = (context: PayloadContext) => EventPayload;

const statusOf = (job: Job, words: Record<TerminalStatus, EventStatus>): EventStatus =>
  words[job.status as TerminalStatus] ?? 'Failed';

/** `{id, name, display_name, secret_hash, status}` with `id` = the job's business id. */
const idPayload =
  (words: Record<TerminalStatus, EventStatus>): PayloadBuilder =>
  ({ job, template }) => ({
    id: job.subjectId,
    name: template.name,
    display_name: template.displayName,
    secret_hash: null,
    status: statusOf(job, words),
  });

/**
 * One entry per family. Exam and assignment events need ids the job row does not carry
 * (`exam_id`, `assignment_id`, `model_answer_sheet_id`, `ans_sheet_id`, `webhook_name`): those
 * families add their builder here when they exist; until then their events are not written.
 */
const FAMILIES = {
  evaluation: idPayload(WITHOUT_PARTIAL),
  lessonPlan: idPayload(WITHOUT_PARTIAL),
  worksheet: idPayload(WITHOUT_PARTIAL),
  actionPlan: idPayload(WITH_PARTIAL),
  classTrack: idPayload(WITHOUT_PARTIAL),
} satisfies Record<string, PayloadBuilder>;

type Family = keyof typeof FAMILIES;

/** Which family shapes each event's payload. */
const EVENT_FAMILY: Record<string, Family> = {
  toefl_evaluation: 'evaluation',
  ielts_evaluation: 'evaluation',
  generic_evaluation: 'evaluation',
  lesson_plan_initialize_metadata: 'lessonPlan',
  lesson_plan_finalize_metadata: 'lessonPlan',
  lesson_plan_instructional_framework_builder: 'lessonPlan',
  lesson_plan_additional_enrichment_blocks: 'lessonPlan',
  worksheet_initialize_metadata: 'worksheet',
  worksheet_question_configuration: 'worksheet',
  worksheet_generation: 'worksheet',
  worksheet_explanation_generation: 'worksheet',
  student_action_plan: 'actionPlan',
  teacher_action_plan: 'actionPlan',
  class_track_analysis: 'classTrack',
};

/** The builder for an event, or undefined when no family shapes it yet. */
export function payloadBuilderFor(event: string): PayloadBuilder | undefined {
  const family = EVENT_FAMILY[event];
  return family ? FAMILIES[family] : undefined;
}
