import { seconds } from './service-stack';

export const MB = 1024 * 1024;
const WORKER_RSS_TARGET = 1.5 * 1024 * MB;
const SQL = /\b(INSERT|SELECT|UPDATE|DELETE)\b|\bVALUES\b|Data too long|for column|ER_[A-Z_]+/;

export type Body = Record<string, unknown>;

export interface Outcome {
  http: number;
  /** `completed`, `failed`, `refused` (at upload) or `stuck`. */
  result: string;
  message: string;
}

export interface CaseReport extends Outcome {
  route: string;
  name: string;
  ms: number;
  apiPeakMb: number;
  workerPeakMb: number;
  died: string;
}

/** The message of any error envelope the API answers with (code, detail or job family). */
export function errorText(body: unknown): string {
  const text = JSON.stringify(body);
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
}

/** A sheet's outcome: its error message, or what could not be read of it. */
export function describeSheet(body: Body): string {
  if (typeof body.error_message === 'string') return body.error_message;
  const unreadable = (body.unreadable as Body[] | undefined) ?? [];
  if (unreadable.length > 0) {
    const nulls = ((body.questions as Body[] | undefined) ?? []).filter(
      (question) => question.score === null,
    ).length;
    return `flagged unreadable (${nulls} questions unscored): ${String(unreadable[0].reason)}`;
  }
  return '';
}

export function printCaseTable(reports: CaseReport[]): void {
  console.log(
    '\n| route | case | HTTP | outcome | time | peak RSS API | peak RSS worker | died | message |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const report of reports) {
    console.log(
      `| ${report.route} | ${report.name} | ${report.http} | ${report.result} | ${seconds(report.ms)} s | ${report.apiPeakMb} MB | ${report.workerPeakMb} MB | ${report.died || 'no'} | ${report.message.replace(/\|/g, '/').slice(0, 160)} |`,
    );
  }
  console.log('');
}

/** What makes the drill fail: a death, a stuck case, SQL shown to a client, the normal job not completing, memory. */
export function drillProblems(reports: CaseReport[]): string[] {
  const problems = reports.flatMap((report) => {
    const found: string[] = [];
    if (report.died) found.push(`${report.name}: ${report.died} died`);
    if (report.result === 'stuck' || report.result === 'error')
      found.push(`${report.name}: ${report.result} ${report.message}`);
    if (SQL.test(report.message)) found.push(`${report.name}: SQL in the message`);
    return found;
  });
  if (reports[reports.length - 1]?.result !== 'completed')
    problems.push('the normal job after did not complete');
  const workerPeak = Math.max(...reports.map((report) => report.workerPeakMb));
  if (workerPeak * MB > WORKER_RSS_TARGET)
    problems.push(`worker peak RSS ${workerPeak} MB > 1.5 GB`);
  return problems;
}
