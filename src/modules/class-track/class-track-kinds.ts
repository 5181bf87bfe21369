import { defineJobKind } from 'src/modules/jobs/job-kind';
import { QUEUES } from 'src/modules/jobs/queues';

/**
 * One step: analyse a lesson (the webhook event `class_track_analysis`, common payload shape with
 * `id` = the analysis id). It shares the teaching queue; a recording to download and transcribe
 * gets more time than the default deadline.
 */
export const CLASS_TRACK_ANALYSIS = defineJobKind({
  name: 'class_track_analysis',
  queue: QUEUES.teaching.name,
  deadlineSeconds: 20 * 60,
});

export const CLASS_TRACK_KINDS = [CLASS_TRACK_ANALYSIS];
