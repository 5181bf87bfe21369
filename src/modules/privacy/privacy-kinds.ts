import { defineJobKind } from 'src/modules/jobs/job-kind';
import type { PayloadContext } from 'src/modules/jobs/job-payload';
import { statusWord, WITHOUT_PARTIAL } from 'src/modules/jobs/job-status-words';
import { QUEUES } from 'src/modules/jobs/queues';
import { Erasure } from 'src/modules/privacy/entities/erasure.entity';

/**
 * `student_data_erased` `{id, student_id, name, display_name, secret_hash, status}` with `id` =
 * the erasure id; `resource_erased` `{id, resource, …}` with `id` = the erased resource's id
 * (docs/api-contract.md). Ids only: the event never carries erased content.
 */
const erasurePayload =
  (of: 'student' | 'resource') =>
  async ({ job, template, manager }: PayloadContext) => {
    const erasure = await manager.findOneBy(Erasure, { id: job.subjectId });
    const common = {
      name: template.name,
      display_name: template.displayName,
      secret_hash: null,
      status: statusWord(job, WITHOUT_PARTIAL),
    };
    if (of === 'resource') {
      return { id: erasure?.resourceId ?? null, resource: erasure?.resource ?? null, ...common };
    }
    return { id: job.subjectId, student_id: erasure?.studentId ?? null, ...common };
  };

/**
 * Erasures run on the job core like every family, on the short teaching queue. A student's
 * erasure is the step's work; a resource's is done by the request and its step sends the event.
 */
export const STUDENT_DATA_ERASED = defineJobKind({
  name: 'student_data_erased',
  queue: QUEUES.teaching.name,
  deadlineSeconds: 30 * 60,
  payload: erasurePayload('student'),
});

export const RESOURCE_ERASED = defineJobKind({
  name: 'resource_erased',
  queue: QUEUES.teaching.name,
  payload: erasurePayload('resource'),
});

export const PRIVACY_KINDS = [STUDENT_DATA_ERASED, RESOURCE_ERASED];
