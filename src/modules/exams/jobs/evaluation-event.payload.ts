import { AnswerSheet } from 'src/modules/exams/entities/answer-sheet.entity';
import { ModelAnswerSheet } from 'src/modules/exams/entities/model-answer-sheet.entity';
import { EVALUATION_JOB_KINDS, stepOf } from 'src/modules/exams/evaluation-families';
import type { EventPayload } from 'src/modules/webhooks/entities/webhook-outbox.entity';
import {
  BuildsEventPayload,
  type EventPayloadBuilder,
  type PayloadContext,
  statusWord,
  WITHOUT_PARTIAL,
} from 'src/modules/webhooks/events/event-payloads';

/**
 * SPEC.md "Payload shapes": exams `{status, exam_id, name, display_name, secret_hash}`,
 * assignments `{status, assignment_id, webhook_name, secret_hash}`, plus `model_answer_sheet_id`
 * or `ans_sheet_id` for the events about those sheets. `status` is the event's word, `Completed`
 * or `Failed` (SPEC.md "Events": every event's payload status), not the resource's integer.
 */
@BuildsEventPayload(...EVALUATION_JOB_KINDS)
export class EvaluationEventPayload implements EventPayloadBuilder {
  async build({ job, template, manager }: PayloadContext): Promise<EventPayload> {
    const { family, step } = stepOf(job.kind);
    const sheet: Record<string, string> = {};
    let examId = job.subjectId;
    if (step === 'modelAnswer') {
      const row = await manager.findOneBy(ModelAnswerSheet, { id: job.subjectId });
      examId = row?.examId ?? '';
      sheet.model_answer_sheet_id = job.subjectId;
    } else if (step === 'answerSheet') {
      const row = await manager.findOneBy(AnswerSheet, { id: job.subjectId });
      examId = row?.examId ?? '';
      sheet.ans_sheet_id = job.subjectId;
    }
    const status = statusWord(job, WITHOUT_PARTIAL);
    return family.kind === 'exam'
      ? {
          status,
          exam_id: examId,
          name: template.name,
          display_name: template.displayName,
          secret_hash: null,
          ...sheet,
        }
      : {
          status,
          assignment_id: examId,
          webhook_name: template.name,
          secret_hash: null,
          ...sheet,
        };
  }
}
