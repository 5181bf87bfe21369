import { type Job, JobStatus } from 'src/modules/jobs/entities/job.entity';

/** The words a family reads a job's status in (`pending`, `In Progress`, 1…). */
export interface StatusWords<Word> {
  /** Queued and running, unless `queued` has its own word. */
  inProgress: Word;
  queued?: Word;
  completed: Word;
  /** Defaults to `completed`: a partial result is still a usable one. */
  partial?: Word;
  failed: Word;
}

export function statusIn<Word>(status: JobStatus, words: StatusWords<Word>): Word {
  switch (status) {
    case JobStatus.QUEUED:
      return words.queued ?? words.inProgress;
    case JobStatus.RUNNING:
      return words.inProgress;
    case JobStatus.COMPLETED:
      return words.completed;
    case JobStatus.PARTIAL:
      return words.partial ?? words.completed;
    case JobStatus.FAILED:
      return words.failed;
  }
}

/** The payload `status` words (docs/api-contract.md); "Partial" only where a family has it. */
export type EventStatus = 'Completed' | 'Partial' | 'Failed';

export type TerminalStatus = JobStatus.COMPLETED | JobStatus.PARTIAL | JobStatus.FAILED;

export const WITH_PARTIAL: Readonly<Record<TerminalStatus, EventStatus>> = {
  [JobStatus.COMPLETED]: 'Completed',
  [JobStatus.PARTIAL]: 'Partial',
  [JobStatus.FAILED]: 'Failed',
};

/** Families whose payload has no "Partial": a partial result is still a usable, completed one. */
export const WITHOUT_PARTIAL: Readonly<Record<TerminalStatus, EventStatus>> = {
  ...WITH_PARTIAL,
  [JobStatus.PARTIAL]: 'Completed',
};

export const statusWord = (job: Job, words: Readonly<Record<TerminalStatus, EventStatus>>) =>
  words[job.status as TerminalStatus] ?? 'Failed';
