import { Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import { type Fallback, FALLBACKS } from 'src/common/metrics/fallbacks';

/** Label of requests that matched no route (unknown paths, bodies refused before routing). */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * This process's Prometheus registry (not prom-client's global one, so tests can boot several
 * apps); names in the README.
 */
@Injectable()
export class Metrics {
  readonly registry = new Registry();

  private readonly httpDuration = new Histogram({
    name: 'evs_http_request_duration_seconds',
    help: 'HTTP requests served by the API, by method, route template and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  private readonly jobs = new Counter({
    name: 'evs_jobs_total',
    help: 'Job attempts a worker finished, by kind and outcome (completed, partial, failed, retried)',
    labelNames: ['kind', 'outcome'] as const,
    registers: [this.registry],
  });

  private readonly jobDuration = new Histogram({
    name: 'evs_job_duration_seconds',
    help: 'Time of one job attempt from its start to its recorded outcome, by kind and outcome',
    labelNames: ['kind', 'outcome'] as const,
    buckets: [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600],
    registers: [this.registry],
  });

  private readonly poisonedJobs = new Counter({
    name: 'evs_jobs_poisoned_total',
    help: 'Jobs failed because worker processes died twice while running them, by kind',
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });

  private readonly webhookDeliveries = new Counter({
    name: 'evs_webhook_deliveries_total',
    help: 'Webhook send attempts, by event and outcome (delivered, retry, failed)',
    labelNames: ['event', 'outcome'] as const,
    registers: [this.registry],
  });

  private readonly webhookDuration = new Histogram({
    name: 'evs_webhook_delivery_duration_seconds',
    help: "Time of one webhook send until the receiver's answer (or the error), by outcome",
    labelNames: ['outcome'] as const,
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  private readonly fallbacks = new Counter({
    name: 'evs_fallbacks_total',
    help: 'Times the service went on without Redis or MySQL, by dependency and fallback',
    labelNames: ['dependency', 'fallback'] as const,
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
    // Known series start at 0, so rate() and increase() see the first outage.
    for (const [fallback, dependency] of Object.entries(FALLBACKS)) {
      this.fallbacks.labels({ dependency, fallback }).inc(0);
    }
  }

  httpRequest(method: string, route: string, statusCode: number, seconds: number): void {
    this.httpDuration.observe({ method, route, status_code: statusCode }, seconds);
  }

  /** Starts timing a job attempt; call the result once with the attempt's outcome. */
  jobStarted(kind: string): (outcome: string) => void {
    const started = process.hrtime.bigint();
    return (outcome) => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      this.jobs.inc({ kind, outcome });
      this.jobDuration.observe({ kind, outcome }, seconds);
    };
  }

  /** A job was failed because worker processes died running it (a poison job). */
  jobPoisoned(kind: string): void {
    this.poisonedJobs.inc({ kind });
  }

  webhookAttempt(event: string, outcome: string, durationMs: number): void {
    this.webhookDeliveries.inc({ event, outcome });
    this.webhookDuration.observe({ outcome }, durationMs / 1000);
  }

  fallback(fallback: Fallback): void {
    this.fallbacks.inc({ dependency: FALLBACKS[fallback], fallback });
  }

  /** The registry in Prometheus's text format, gauges collected now. */
  scrape(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}
