import type { EntityManager, EntityTarget } from 'typeorm';
import { AnswerScore } from 'src/modules/exams/entities/answer-score.entity';
import { AnswerSheet } from 'src/modules/exams/entities/answer-sheet.entity';
import { ModelAnswerSheet } from 'src/modules/exams/entities/model-answer-sheet.entity';
import type { EvaluationKind } from 'src/modules/exams/evaluation-family';
import type { EventPayload, PayloadBuilder } from 'src/modules/jobs/job-payload';
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

/** The read of an evaluated sheet's machine scores, relative to the API's base address. */
const SCORES_PATH: Record<EvaluationKind, (examId: string, sheetId: string) => string> = {
  exam: (exam, sheet) =>
    `/evaluation-platform/v1/exam/${exam}/answer-sheet/${sheet}/pre-provisional-scores/`,
  assignment: (assignment, sheet) =>
    `/assignment-evaluation/v1/assignment/${assignment}/answer-sheet/${sheet}/score/`,
};

/**
 * Exams `{status, exam_id, name, display_name, secret_hash}`, assignments `{status,
 * assignment_id, webhook_name, secret_hash}`, plus the sheet's id for the sheet steps
 * (docs/api-contract.md). `status` is the event's word, not the resource's integer. An evaluated
 * answer sheet's event also says how much of its marking rests on a doubtful reading, as counts
 * and the read to check, never the result itself (docs/api-contract.md §8: events carry no result).
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
    const evaluated =
      sheet === ANSWER_SHEET ? await readingSummary(manager, family, examId, job.subjectId) : {};
    return family === 'exam'
      ? {
          status,
          exam_id: examId,
          name: template.name,
          display_name: template.displayName,
          secret_hash: null,
          ...sheetId,
          ...evaluated,
        }
      : {
          status,
          assignment_id: examId,
          webhook_name: template.name,
          secret_hash: null,
          ...sheetId,
          ...evaluated,
        };
  };

/**
 * `reading_flag_count` (the answer lines read at low OCR confidence or as garbled maths),
 * `warning_count` (the sheet's `warnings`) and `scores_path`, where both are listed; read in the
 * transaction that wrote the scores, so a failed evaluation counts none.
 */
async function readingSummary(
  manager: EntityManager,
  family: EvaluationKind,
  examId: string,
  sheetId: string,
): Promise<EventPayload> {
  const scores = await manager.find(AnswerScore, {
    where: { answerSheetId: sheetId },
    select: { id: true, readingFlags: true },
  });
  const sheet = await manager.findOne(AnswerSheet, {
    where: { id: sheetId },
    select: { id: true, warnings: true },
  });
  return {
    reading_flag_count: scores.reduce((sum, score) => sum + (score.readingFlags?.length ?? 0), 0),
    warning_count: sheet?.warnings?.length ?? 0,
    scores_path: SCORES_PATH[family](examId, sheetId),
  };
}
