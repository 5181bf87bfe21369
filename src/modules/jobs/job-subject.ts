import type { EntityManager, EntityTarget, FindOptionsWhere } from 'typeorm';
import type { Job } from 'src/modules/jobs/entities/job.entity';
import { JobFailure } from 'src/modules/jobs/job-failure';

/** A family row a job is about: its own id and the API user who owns it. */
export interface OwnedRow {
  id: string;
  apiUserId: string;
}

/**
 * The row the job is about, read as its owner (tenant isolation holds in workers too). A row
 * removed under a running step (an erasure, say) fails the step with a message the client reads.
 */
export async function loadSubject<Row extends OwnedRow>(
  manager: EntityManager,
  entity: EntityTarget<Row>,
  job: Job,
  label: string,
): Promise<Row> {
  const where = { id: job.subjectId, apiUserId: job.apiUserId } as FindOptionsWhere<Row>;
  const row = await manager.findOneBy(entity, where);
  if (!row) throw new JobFailure(`${label} ${job.subjectId} no longer exists`);
  return row;
}
