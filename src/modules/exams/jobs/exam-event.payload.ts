import type { EntityTarget } from 'typeorm';
import { AnswerSheet } from 'src/modules/exams/entities/answer-sheet.entity';
import { ModelAnswerSheet } from 'src/modules/exams/entities/model-answer-sheet.entity';
import type { EvaluationKind } from 'src/modules/exams/evaluation-family';
import type { PayloadBuilder } from 'src/modules/jobs/job-payload';
import { statusWord, WITHOUT_PARTIAL } from 'src/modules/jobs/job-status-words';

/** The sheet a step works on, named in its event beside the exam (or assignment) id. */
export interface SheetOfStep {
  key: 'model_answer_sheet_id' | 'ans_sheet_id';
  entity: EntityTarget<{ id: string; examId: string }>;
}

export const MODEL_ANSWER_SHEET: SheetOfStep = {
  key: 'model_answer_sheet_id',
  entity: ModelAnswerSheet,
};
export const ANSWER_SHEET: SheetOfStep = { key: 'ans_sheet_id', entity: AnswerSheet };

/**
 * Exams `{status, exam_id, name, display_name, secret_hash}`, assignments `{status,
 * assignment_id, webhook_name, secret_hash}`, plus the sheet's id for the sheet steps
 * (docs/api-contract.md). `status` is the event's word, not the resource's integer.
 */
export const examEventPayload =
  (family: EvaluationKind, sheet: SheetOfStep | null): PayloadBuilder =>
  async ({ job, template, manager }) => {
    let examId = job.subjectId;
    const sheetId: Record<string, string> = {};
    if (sheet) {
      const row = await manager.findOneBy(sheet.entity, { id: job.subjectId });
      examId = row?.examId ?? '';
      sheetId[sheet.key] = job.subjectId;
    }
    const status = statusWord(job, WITHOUT_PARTIAL);
    return family === 'exam'
      ? {
          status,
          exam_id: examId,
          name: template.name,
          display_name: template.displayName,
          secret_hash: null,
          ...sheetId,
        }
      : {
          status,
          assignment_id: examId,
          webhook_name: template.name,
          secret_hash: null,
          ...sheetId,
        };
  };
