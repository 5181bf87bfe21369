import { Injectable } from '@nestjs/common';
import { type EntityManager, In } from 'typeorm';
import { ActionPlan } from 'src/modules/action-plans/entities/action-plan.entity';
import { ClassTrackAnalysis } from 'src/modules/class-track/entities/class-track-analysis.entity';
import { Evaluation } from 'src/modules/evaluations/entities/evaluation.entity';
import { AnswerSheet } from 'src/modules/exams/entities/answer-sheet.entity';
import { Exam } from 'src/modules/exams/entities/exam.entity';
import { ModelAnswerSheet } from 'src/modules/exams/entities/model-answer-sheet.entity';
import { LessonPlan } from 'src/modules/lesson-plans/entities/lesson-plan.entity';
import {
  type ErasureOwner,
  type LocatedResource,
  unique,
} from 'src/modules/privacy/erasure/located-resource';
import type { ResourceType } from 'src/modules/privacy/erasure/resource-types';
import type { GenerationRecord } from 'src/modules/generation-steps/entities/generation-record.entity';
import { Worksheet } from 'src/modules/worksheets/entities/worksheet.entity';

const WRITING_EXAM = {
  toefl_evaluation: 'TOEFL',
  ielts_evaluation: 'IELTS',
  generic_evaluation: 'GENERIC',
} as const;

/**
 * Finds a resource and what goes with it, locked for the erasure's transaction. The owner rules
 * are the reads' own: evaluations belong to the client, the other families to the API user.
 */
@Injectable()
export class ResourceLocator {
  locate(
    manager: EntityManager,
    type: ResourceType,
    id: string,
    owner: ErasureOwner,
  ): Promise<LocatedResource | null> {
    switch (type) {
      case 'toefl_evaluation':
      case 'ielts_evaluation':
      case 'generic_evaluation':
        return this.evaluation(manager, type, id, owner);
      case 'exam':
      case 'assignment':
        return this.exam(manager, type, id, owner);
      case 'lesson_plan':
        return this.teaching(manager, type, LessonPlan, id, owner);
      case 'worksheet':
        return this.teaching(manager, type, Worksheet, id, owner);
      case 'class_track_analysis':
        return this.classTrack(manager, id, owner);
    }
  }

  private async evaluation(
    manager: EntityManager,
    type: keyof typeof WRITING_EXAM,
    id: string,
    owner: ErasureOwner,
  ): Promise<LocatedResource | null> {
    const row = await manager.findOne(Evaluation, {
      select: { id: true, clientId: true, jobId: true },
      where: { id, exam: WRITING_EXAM[type], clientId: owner.clientId },
      loadEagerRelations: false,
      lock: { mode: 'pessimistic_write' },
    });
    if (!row) return null;
    return {
      type,
      id,
      clientId: row.clientId,
      subjectIds: [row.id],
      documentIds: [],
      deleteRows: async (m) => ({
        writing_evaluations: (await m.delete(Evaluation, { id })).affected ?? 0,
      }),
    };
  }

  private async exam(
    manager: EntityManager,
    type: 'exam' | 'assignment',
    id: string,
    owner: ErasureOwner,
  ): Promise<LocatedResource | null> {
    const exam = await manager.findOne(Exam, {
      where: { id, kind: type, clientId: owner.clientId, ...byUser(owner) },
      lock: { mode: 'pessimistic_write' },
    });
    if (!exam) return null;
    const sheets = await manager.find(AnswerSheet, { where: { examId: id } });
    const models = await manager.find(ModelAnswerSheet, { where: { examId: id } });
    const sheetIds = sheets.map((sheet) => sheet.id);
    const plans = await manager.find(ActionPlan, {
      select: { id: true },
      where: [
        { clientId: exam.clientId, kind: 'teacher', targetId: id },
        ...(sheetIds.length > 0
          ? [{ clientId: exam.clientId, kind: 'student' as const, targetId: In(sheetIds) }]
          : []),
      ],
    });
    const planIds = plans.map((plan) => plan.id);
    const scores = sheetIds.length
      ? Number(
          (
            await manager.query<{ n: number | string }[]>(
              'SELECT COUNT(*) AS n FROM exam_answer_scores WHERE answer_sheet_id IN (?)',
              [sheetIds],
            )
          )[0].n,
        )
      : 0;
    return {
      type,
      id,
      clientId: exam.clientId,
      subjectIds: [id, ...models.map((model) => model.id), ...sheetIds, ...planIds],
      documentIds: unique(
        [exam, ...models, ...sheets].flatMap((row) => row.documents.map((file) => file.id)),
      ),
      deleteRows: async (m) => {
        const actionPlans = planIds.length ? await m.delete(ActionPlan, { id: In(planIds) }) : null;
        // Questions, model answers, sheets and scores go with the exam (ON DELETE CASCADE).
        const exams = await m.delete(Exam, { id });
        return {
          [`${type}s`]: exams.affected ?? 0,
          [`${type}_answer_sheets`]: sheets.length,
          answer_scores: scores,
          model_answers: models.length,
          action_plans: actionPlans?.affected ?? 0,
        };
      },
    };
  }

  private async teaching(
    manager: EntityManager,
    type: 'lesson_plan' | 'worksheet',
    entity: typeof LessonPlan | typeof Worksheet,
    id: string,
    owner: ErasureOwner,
  ): Promise<LocatedResource | null> {
    const record: GenerationRecord | null = await manager.findOne(entity, {
      where: { id, clientId: owner.clientId, ...byUser(owner) },
      lock: { mode: 'pessimistic_write' },
    });
    if (!record) return null;
    return {
      type,
      id,
      clientId: record.clientId,
      subjectIds: [id],
      documentIds: record.documentIds,
      deleteRows: async (m) => ({ [`${type}s`]: (await m.delete(entity, { id })).affected ?? 0 }),
    };
  }

  private async classTrack(
    manager: EntityManager,
    id: string,
    owner: ErasureOwner,
  ): Promise<LocatedResource | null> {
    const analysis = await manager.findOne(ClassTrackAnalysis, {
      select: { id: true, clientId: true },
      where: { id, clientId: owner.clientId, ...byUser(owner) },
      lock: { mode: 'pessimistic_write' },
    });
    if (!analysis) return null;
    return {
      type: 'class_track_analysis',
      id,
      clientId: analysis.clientId,
      subjectIds: [id],
      documentIds: [],
      deleteRows: async (m) => ({
        class_track_analyses: (await m.delete(ClassTrackAnalysis, { id })).affected ?? 0,
      }),
    };
  }
}

const byUser = (owner: ErasureOwner) => (owner.apiUserId ? { apiUserId: owner.apiUserId } : {});
