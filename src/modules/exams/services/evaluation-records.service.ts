import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isUUID } from 'class-validator';
import { DataSource, type EntityManager, In } from 'typeorm';
import type { AuthenticatedUser } from 'src/common/auth/authenticated-user';
import { AnswerSheet } from 'src/modules/exams/entities/answer-sheet.entity';
import { Exam } from 'src/modules/exams/entities/exam.entity';
import { ExamQuestion } from 'src/modules/exams/entities/exam-question.entity';
import { ModelAnswerSheet } from 'src/modules/exams/entities/model-answer-sheet.entity';
import type { EvaluationFamily } from 'src/modules/exams/evaluation-family';
import { notFound } from 'src/modules/exams/exceptions/exams.exception';
import { Job } from 'src/modules/jobs/entities/job.entity';
import type { JobKind } from 'src/modules/jobs/job-kind';

/**
 * The rows of exams and assignments as one API user may see them: an unknown id, an id of
 * another user (or client), or an exam's id under the assignment routes all answer 404.
 */
@Injectable()
export class EvaluationRecords {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  get manager(): EntityManager {
    return this.dataSource.manager;
  }

  /**
   * Reads as of one moment (one REPEATABLE READ snapshot). A job's terminal status, its result
   * rows and the fields it sets on its sheet are committed together; read one after another, a
   * job that ended in between showed the sheet from before beside the status from after.
   */
  snapshot<T>(read: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction('REPEATABLE READ', read);
  }

  async exam(
    family: EvaluationFamily,
    id: string,
    owner: AuthenticatedUser,
    manager = this.manager,
    lock = false,
  ): Promise<Exam> {
    const exam = isUUID(id)
      ? await manager.findOne(Exam, {
          where: { id, apiUserId: owner.userId, kind: family.kind },
          ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
        })
      : null;
    if (!exam) throw notFound(family.label);
    return exam;
  }

  async modelAnswer(
    exam: Exam,
    id: string,
    manager = this.manager,
    lock = false,
  ): Promise<ModelAnswerSheet> {
    const sheet = isUUID(id)
      ? await manager.findOne(ModelAnswerSheet, {
          where: { id, examId: exam.id },
          ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
        })
      : null;
    if (!sheet) throw notFound('Model answer sheet');
    return sheet;
  }

  async answerSheet(
    exam: Exam,
    id: string,
    manager = this.manager,
    lock = false,
  ): Promise<AnswerSheet> {
    const sheet = isUUID(id)
      ? await manager.findOne(AnswerSheet, {
          where: { id, examId: exam.id },
          ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
        })
      : null;
    if (!sheet) throw notFound('Answer sheet');
    return sheet;
  }

  questions(examId: string, manager = this.manager): Promise<ExamQuestion[]> {
    return manager.find(ExamQuestion, { where: { examId }, order: { position: 'ASC' } });
  }

  /** The step of `kind` about `subjectId`; null while the sheet is Open. */
  job(kind: JobKind, subjectId: string, manager = this.manager): Promise<Job | null> {
    return manager.findOneBy(Job, { kind: kind.name, subjectId });
  }

  /** The steps of `kind` about several subjects, by subject id. */
  async jobs(kind: JobKind, subjectIds: string[]): Promise<Map<string, Job>> {
    if (subjectIds.length === 0) return new Map();
    const jobs = await this.manager.findBy(Job, { kind: kind.name, subjectId: In(subjectIds) });
    return new Map(jobs.map((job) => [job.subjectId, job]));
  }
}
