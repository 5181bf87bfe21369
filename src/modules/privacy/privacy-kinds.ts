import { defineJobKind } from 'src/modules/jobs/job-kind';
import { QUEUES } from 'src/modules/jobs/queues';

/**
 * Erasures run on the job core like every family, on the short teaching queue. A student's
 * erasure is the step's work; a resource's is done by the request and its step sends the event.
 */
export const STUDENT_DATA_ERASED = defineJobKind({
  name: 'student_data_erased',
  queue: QUEUES.teaching.name,
  deadlineSeconds: 30 * 60,
});

export const RESOURCE_ERASED = defineJobKind({
  name: 'resource_erased',
  queue: QUEUES.teaching.name,
});

export const PRIVACY_KINDS = [STUDENT_DATA_ERASED, RESOURCE_ERASED];
