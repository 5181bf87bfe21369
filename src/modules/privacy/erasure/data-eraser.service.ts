import { Injectable } from '@nestjs/common';
import { type EntityManager, In } from 'typeorm';
import type { TeacherActionPlan } from 'src/ai/ports/action-planning.port';
import { ActionPlan } from 'src/modules/action-plans/entities/action-plan.entity';
import { Document } from 'src/modules/documents/entities/document.entity';
import { Evaluation } from 'src/modules/evaluations/entities/evaluation.entity';
import { AnswerSheet } from 'src/modules/exams/entities/answer-sheet.entity';
import { Exam } from 'src/modules/exams/entities/exam.entity';
import { ACTIVE_STATUSES, Job } from 'src/modules/jobs/entities/job.entity';
import { addRows, type ErasedRows } from 'src/modules/privacy/erasure/erased-rows';
import { type LocatedResource, unique } from 'src/modules/privacy/erasure/located-resource';
import { withoutStudent } from 'src/modules/privacy/erasure/teacher-plan-redaction';

/** The families a student erasure reports, each present (0 when nothing was found). */
export const STUDENT_FAMILIES = [
  'writing_evaluations',
  'exam_answer_sheets',
  'assignment_answer_sheets',
  'answer_scores',
  'student_action_plans',
  'teacher_action_plans',
  'documents',
  'jobs',
] as const;

interface StudentRows {
  evaluations: { id: string; job_id: string }[];
  sheets: (AnswerSheet & { kind: Exam['kind'] })[];
}

/**
 * Deletes data inside the caller's transaction: one resource with its steps and files, or
 * everything of one student of one client. Job rows go too (they hold steps' input and result).
 */
@Injectable()
export class DataEraser {
  async eraseResource(manager: EntityManager, resource: LocatedResource): Promise<ErasedRows> {
    const rows = await resource.deleteRows(manager);
    rows.jobs = await this.deleteJobs(manager, resource.subjectIds);
    rows.documents = await this.deleteDocuments(manager, resource.clientId, resource.documentIds);
    return rows;
  }

  /** How many of these subjects' steps are queued or running (the purge leaves those alone). */
  async activeJobs(manager: EntityManager, subjectIds: string[]): Promise<number> {
    if (subjectIds.length === 0) return 0;
    return manager.count(Job, {
      where: { subjectId: In(subjectIds), status: In(ACTIVE_STATUSES) },
    });
  }

  /**
   * Everything of the student of this client, in every family, including their entries in teacher
   * plans.
   */
  async eraseStudent(
    manager: EntityManager,
    clientId: string,
    studentId: string,
  ): Promise<ErasedRows> {
    const rows: ErasedRows = Object.fromEntries(STUDENT_FAMILIES.map((family) => [family, 0]));
    const found = await this.findStudent(manager, clientId, studentId, true);
    if (found.evaluations.length > 0) {
      rows.writing_evaluations =
        (await manager.delete(Evaluation, { id: In(found.evaluations.map((row) => row.id)) }))
          .affected ?? 0;
      rows.jobs += await this.deleteJobsById(
        manager,
        found.evaluations.map((row) => row.job_id),
      );
    }
    if (found.sheets.length > 0)
      addRows(rows, await this.eraseSheets(manager, clientId, studentId, found.sheets));
    return rows;
  }

  /**
   * Teacher plans of the student's exams being built now: one that read the scores before the
   * erasure would write the student back into the plan after it, so the erasure waits for them.
   */
  async teacherPlansInProgress(
    manager: EntityManager,
    clientId: string,
    studentId: string,
  ): Promise<number> {
    const [row] = await manager.query<{ n: number | string }[]>(
      `SELECT COUNT(*) AS n FROM jobs j
         JOIN action_plans p ON p.id = j.subject_id AND p.kind = 'teacher'
         JOIN exam_answer_sheets s ON s.exam_id = p.target_id
         JOIN exams e ON e.id = s.exam_id
        WHERE e.client_id = ? AND s.student_id = ? AND j.status IN (?)`,
      [clientId, studentId, ACTIVE_STATUSES],
    );
    return Number(row?.n ?? 0);
  }

  /** Rows the student still has (0: a new erasure would change nothing). */
  async studentRows(manager: EntityManager, clientId: string, studentId: string): Promise<number> {
    const found = await this.findStudent(manager, clientId, studentId, false);
    return found.evaluations.length + found.sheets.length;
  }

  private async findStudent(
    manager: EntityManager,
    clientId: string,
    studentId: string,
    lock: boolean,
  ): Promise<StudentRows> {
    const forUpdate = lock ? ' FOR UPDATE' : '';
    const evaluations = await manager.query<StudentRows['evaluations']>(
      `SELECT id, job_id FROM evaluations
        WHERE client_id = ? AND JSON_UNQUOTE(JSON_EXTRACT(request, '$.body.student_id')) = ?${forUpdate}`,
      [clientId, studentId],
    );
    const sheetRows = await manager.query<{ id: string; kind: Exam['kind'] }[]>(
      `SELECT s.id, e.kind FROM exam_answer_sheets s JOIN exams e ON e.id = s.exam_id
        WHERE e.client_id = ? AND s.student_id = ?${forUpdate}`,
      [clientId, studentId],
    );
    const kinds = new Map(sheetRows.map((row) => [row.id, row.kind]));
    const sheets = sheetRows.length
      ? (await manager.find(AnswerSheet, { where: { id: In([...kinds.keys()]) } })).map((sheet) =>
          Object.assign(sheet, { kind: kinds.get(sheet.id) ?? 'exam' }),
        )
      : [];
    return { evaluations, sheets };
  }

  private async eraseSheets(
    manager: EntityManager,
    clientId: string,
    studentId: string,
    sheets: StudentRows['sheets'],
  ): Promise<ErasedRows> {
    const sheetIds = sheets.map((sheet) => sheet.id);
    const answers = (
      await manager.query<{ student_answer: string }[]>(
        'SELECT student_answer FROM exam_answer_scores WHERE answer_sheet_id IN (?)',
        [sheetIds],
      )
    ).map((row) => row.student_answer);
    const studentPlans = await manager.find(ActionPlan, {
      select: { id: true },
      where: { clientId, kind: 'student', targetId: In(sheetIds) },
    });
    const planIds = studentPlans.map((plan) => plan.id);
    const rows: ErasedRows = {
      exam_answer_sheets: sheets.filter((sheet) => sheet.kind === 'exam').length,
      assignment_answer_sheets: sheets.filter((sheet) => sheet.kind === 'assignment').length,
      answer_scores: answers.length,
      student_action_plans: planIds.length
        ? ((await manager.delete(ActionPlan, { id: In(planIds) })).affected ?? 0)
        : 0,
    };
    // Scores (answers read, feedback, teacher overrides) go with their sheet (ON DELETE CASCADE).
    await manager.delete(AnswerSheet, { id: In(sheetIds) });
    rows.jobs = await this.deleteJobs(manager, [...sheetIds, ...planIds]);
    rows.documents = await this.deleteDocuments(
      manager,
      clientId,
      sheets.flatMap((sheet) => sheet.documents.map((file) => file.id)),
    );
    rows.teacher_action_plans = await this.cleanTeacherPlans(manager, clientId, {
      studentId,
      names: unique(sheets.map((sheet) => sheet.studentName)),
      answers,
      examIds: unique(sheets.map((sheet) => sheet.examId)),
    });
    return rows;
  }

  private async cleanTeacherPlans(
    manager: EntityManager,
    clientId: string,
    traces: { studentId: string; names: string[]; answers: string[]; examIds: string[] },
  ): Promise<number> {
    const plans = await manager.find(ActionPlan, {
      where: { clientId, kind: 'teacher', targetId: In(traces.examIds) },
      lock: { mode: 'pessimistic_write' },
    });
    let cleaned = 0;
    for (const plan of plans) {
      if (!plan.actionPlan) continue;
      const kept = withoutStudent(plan.actionPlan as TeacherActionPlan, traces);
      if (!kept) continue;
      await manager.update(ActionPlan, { id: plan.id }, { actionPlan: kept });
      cleaned += 1;
    }
    return cleaned;
  }

  private async deleteJobs(manager: EntityManager, subjectIds: string[]): Promise<number> {
    if (subjectIds.length === 0) return 0;
    return (await manager.delete(Job, { subjectId: In(unique(subjectIds)) })).affected ?? 0;
  }

  private async deleteJobsById(manager: EntityManager, ids: string[]): Promise<number> {
    if (ids.length === 0) return 0;
    return (await manager.delete(Job, { id: In(unique(ids)) })).affected ?? 0;
  }

  /** The rows and, by cascade, the stored bytes (`document_chunks`). */
  private async deleteDocuments(
    manager: EntityManager,
    clientId: string,
    ids: string[],
  ): Promise<number> {
    if (ids.length === 0) return 0;
    return (await manager.delete(Document, { id: In(unique(ids)), clientId })).affected ?? 0;
  }
}
