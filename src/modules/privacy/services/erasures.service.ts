import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AuthenticatedUser } from 'src/common/auth/authenticated-user';
import { Clock } from 'src/common/clock/clock';
import { ACTIVE_STATUSES, Job, JobStatus } from 'src/modules/jobs/entities/job.entity';
import { JobSubmitter } from 'src/modules/jobs/services/job-submitter.service';
import { Erasure } from 'src/modules/privacy/entities/erasure.entity';
import { DataEraser } from 'src/modules/privacy/erasure/data-eraser.service';
import { totalRows } from 'src/modules/privacy/erasure/erased-rows';
import { ResourceLocator } from 'src/modules/privacy/erasure/resource-locator';
import type { ResourceType } from 'src/modules/privacy/erasure/resource-types';
import {
  ERASURE_NOT_FOUND,
  PrivacyErrorCode,
  PrivacyException,
} from 'src/modules/privacy/exceptions/privacy.exception';
import { RESOURCE_ERASED, STUDENT_DATA_ERASED } from 'src/modules/privacy/privacy-kinds';
import { presentErasure, type ErasureView } from 'src/modules/privacy/presenters/erasure.presenter';
import { AuditTrail } from 'src/modules/privacy/services/audit-trail.service';
import { apiActor } from 'src/modules/privacy/services/student-erasure-runner.service';

/**
 * Erasure requests (docs/api-contract.md §10): a student's data via the job core, one resource at
 * once. Each leaves an `Erasure` row (what was asked, rows erased) and an audit entry.
 */
@Injectable()
export class Erasures {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly submitter: JobSubmitter,
    private readonly eraser: DataEraser,
    private readonly locator: ResourceLocator,
    private readonly audit: AuditTrail,
    private readonly clock: Clock,
  ) {}

  /**
   * Starts a student erasure; a pending or still-complete one is answered instead, with no second
   * event.
   */
  async requestStudent(user: AuthenticatedUser, studentId: string): Promise<ErasureView> {
    const earlier = await this.dataSource.manager.findOne(Erasure, {
      where: { clientId: user.clientId, scope: 'student', studentId },
      order: { createdAt: 'DESC' },
    });
    if (earlier) {
      const job = await this.jobOf(earlier);
      const pending = job !== null && ACTIVE_STATUSES.includes(job.status);
      const done = job === null || job.status !== JobStatus.FAILED;
      if (
        pending ||
        (done &&
          (await this.eraser.studentRows(this.dataSource.manager, user.clientId, studentId)) === 0)
      ) {
        return this.view(earlier, job);
      }
    }
    const { subjectId } = await this.submitter.submit({
      kind: STUDENT_DATA_ERASED,
      owner: user,
      writeSubject: async (manager, job) => {
        await manager.insert(Erasure, {
          id: job.subjectId,
          clientId: user.clientId,
          apiUserId: user.userId,
          scope: 'student',
          studentId,
          resource: null,
          resourceId: null,
          erased: null,
          completedAt: null,
        });
      },
    });
    return this.read(user, subjectId);
  }

  async read(user: AuthenticatedUser, id: string): Promise<ErasureView> {
    const erasure = await this.dataSource.manager.findOne(Erasure, {
      where: { id, clientId: user.clientId, scope: 'student' },
    });
    if (!erasure) throw new PrivacyException(PrivacyErrorCode.NOT_FOUND, ERASURE_NOT_FOUND);
    return this.view(erasure, await this.jobOf(erasure));
  }

  /**
   * Erases one resource of the caller now (its reads answer 404 from the response on) and
   * starts the step that sends `resource_erased`. `notFound` is the family's own 404.
   */
  async eraseResource(
    user: AuthenticatedUser,
    type: ResourceType,
    id: string,
    notFound: () => Error,
  ): Promise<void> {
    await this.submitter.submit({
      kind: RESOURCE_ERASED,
      owner: user,
      writeSubject: async (manager, job) => {
        const resource = await this.locator.locate(manager, type, id, {
          clientId: user.clientId,
          apiUserId: user.userId,
        });
        if (!resource) throw notFound();
        const erased = await this.eraser.eraseResource(manager, resource);
        await manager.insert(Erasure, {
          id: job.subjectId,
          clientId: user.clientId,
          apiUserId: user.userId,
          scope: 'resource',
          studentId: null,
          resource: type,
          resourceId: id,
          erased,
          completedAt: this.clock.now(),
        });
        await this.audit.record(
          {
            actor: apiActor(user),
            action: 'resource_erasure',
            clientId: user.clientId,
            target: `${type}:${id}`,
            rowCount: totalRows(erased),
            details: erased,
          },
          manager,
        );
      },
    });
  }

  private jobOf(erasure: Erasure): Promise<Job | null> {
    return this.dataSource.manager.findOne(Job, {
      where: { kind: STUDENT_DATA_ERASED.name, subjectId: erasure.id },
    });
  }

  private view(erasure: Erasure, job: Job | null): ErasureView {
    return presentErasure(erasure, job);
  }
}
