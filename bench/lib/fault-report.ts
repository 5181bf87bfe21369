import { seconds } from './service-stack';

export interface PhaseReport {
  name: string;
  accepted: number;
  refused: number;
  recoveryMs: number | null;
  /** Fault end → the first job that ended after it (work going again). */
  resumedMs: number | null;
  inFlightMs: number | null;
  lastEventMs: number | null;
  problems: string[];
}

export const emptyReport = (name: string, problems: string[] = []): PhaseReport => ({
  name,
  accepted: 0,
  refused: 0,
  recoveryMs: null,
  resumedMs: null,
  inFlightMs: null,
  lastEventMs: null,
  problems,
});

/** Fault end (or start) → the moment the last of these jobs ended; null when one never did. */
export function lastFinish(
  jobs: { id: string }[],
  states: Map<string, { finishedAt: number | null }>,
  from: number,
): number | null {
  let last = from;
  for (const job of jobs) {
    const finishedAt = states.get(job.id)?.finishedAt;
    if (finishedAt == null) return null;
    last = Math.max(last, finishedAt);
  }
  return last - from;
}

export function describePhase(report: PhaseReport): string {
  const verdict = report.problems.length === 0 ? 'PASS' : `FAIL: ${report.problems.join('; ')}`;
  const recovery = report.recoveryMs === null ? '—' : `${seconds(report.recoveryMs)} s`;
  return `fault-drill: ${report.name}: accepted ${report.accepted}, recovery ${recovery} — ${verdict}`;
}

export function printPhaseTable(reports: PhaseReport[]): void {
  const cell = (ms: number | null) => (ms === null ? '—' : `${seconds(ms)} s`);
  console.log(
    '\n| fault | jobs accepted | submits refused | first job ended after the fault end | recovery: fault end → last job accepted before it terminal | jobs running at the fault: fault start → last of them ended | fault end → last event delivered | result |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const report of reports) {
    const result = report.problems.length === 0 ? 'pass' : `FAIL: ${report.problems.join('; ')}`;
    console.log(
      `| ${report.name} | ${report.accepted} | ${report.refused} | ${cell(report.resumedMs)} | ${cell(report.recoveryMs)} | ${cell(report.inFlightMs)} | ${cell(report.lastEventMs)} | ${result} |`,
    );
  }
  console.log('');
}
