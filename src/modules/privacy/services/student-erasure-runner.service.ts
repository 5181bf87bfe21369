import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { Clock } from 'src/common/clock/clock';
import { JobFailure } from 'src/modules/jobs/job-failure';
import { Erasure } from 'src/modules/privacy/entities/erasure.entity';
import { DataEraser } from 'src/modules/privacy/erasure/data-eraser.service';
import { type ErasedRows, totalRows } from 'src/modules/privacy/erasure/erased-rows';
import { presentErasure, type ErasureView } from 'src/modules/privacy/presenters/erasure.presenter';
import { AuditTrail, studentTarget } from 'src/modules/privacy/services/audit-trail.service';

export const apiActor = (user: { username: string }) => `api_user:${user.username}`;

/**
 * Runs a student's erasure: the worker's step (asked for through the API) and the operator's
 * command. Erases, records the counts and writes the audit entry in one transaction.
 */
@Injectable()
export class StudentErasureRunner {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly eraser: DataEraser,
    private readonly audit: AuditTrail,
    private readonly clock: Clock,
  ) {}

  /** Throws a transient failure (the step runs again after a backoff) while a teacher plan of the student's exams is being built. */
  async assertReady(erasureId: string): Promise<void> {
    const erasure = await this.dataSource.manager.findOneBy(Erasure, { id: erasureId });
    if (!erasure?.studentId || erasure.completedAt) return;
    const building = await this.eraser.teacherPlansInProgress(
      this.dataSource.manager,
      erasure.clientId,
      erasure.studentId,
    );
    if (building > 0) {
      throw new JobFailure(
        'A teacher action plan of the student’s exams is being built; try the erasure again when it is done',
        true,
      );
    }
  }

  /** The step's work, in the transaction that completes the step; a re-run finds it done. */
  async run(manager: EntityManager, erasureId: string): Promise<void> {
    const erasure = await manager.findOne(Erasure, {
      where: { id: erasureId },
      lock: { mode: 'pessimistic_write' },
    });
    if (!erasure?.studentId || erasure.completedAt) return;
    const erased = await this.eraser.eraseStudent(manager, erasure.clientId, erasure.studentId);
    await this.complete(manager, erasure, erased, await this.actorOf(manager, erasure.apiUserId));
  }

  /** The operator's erasure (CLI): done now, in one transaction, without a job or an event. */
  async eraseNow(clientId: string, studentId: string, actor: string): Promise<ErasureView> {
    const erasure = await this.dataSource.transaction(async (manager) => {
      const row = manager.create(Erasure, {
        clientId,
        apiUserId: null,
        scope: 'student',
        studentId,
        resource: null,
        resourceId: null,
        erased: null,
        completedAt: null,
      });
      await manager.save(row);
      const erased = await this.eraser.eraseStudent(manager, clientId, studentId);
      return this.complete(manager, row, erased, actor);
    });
    return presentErasure(erasure, null);
  }

  private async complete(
    manager: EntityManager,
    erasure: Erasure,
    erased: ErasedRows,
    actor: string,
  ): Promise<Erasure> {
    erasure.erased = erased;
    erasure.completedAt = this.clock.now();
    await manager.update(Erasure, { id: erasure.id }, { erased, completedAt: erasure.completedAt });
    await this.audit.record(
      {
        actor,
        action: 'student_erasure',
        clientId: erasure.clientId,
        target: studentTarget(erasure.clientId, erasure.studentId ?? ''),
        rowCount: totalRows(erased),
        details: { erasure_id: erasure.id, ...erased },
      },
      manager,
    );
    return erasure;
  }

  private async actorOf(manager: EntityManager, apiUserId: string | null): Promise<string> {
    if (!apiUserId) return 'operator';
    const [user] = await manager.query<{ username: string }[]>(
      'SELECT username FROM api_users WHERE id = ?',
      [apiUserId],
    );
    return apiActor({ username: user?.username ?? apiUserId });
  }
}
