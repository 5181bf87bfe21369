import { join } from 'node:path';
import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import Piscina from 'piscina';
import { type DocumentsConfig, documentsConfig } from 'src/config/documents.config';
import type { ReadOutcome, ReadTask } from 'src/modules/documents/sandbox/read-task';

/** Why a read was stopped from outside: the job failed, was cancelled or passed its deadline. */
export class DocumentReadCancelled extends Error {
  constructor() {
    super('Reading the document was stopped: the job ended or passed its deadline');
    this.name = 'DocumentReadCancelled';
  }
}

/**
 * The thread entry: the compiled file next to this one in dist/, or, when this runs from
 * TypeScript sources (ts-node, ts-jest), a small JavaScript bootstrap that registers ts-node in
 * the new thread before loading the TypeScript entry.
 */
const THREAD_ENTRY = __filename.endsWith('.js')
  ? join(__dirname, 'read-thread.js')
  : join(__dirname, 'thread-bootstrap.js');

/**
 * Parsing and OCR of documents, outside the worker's main thread: a small pool of threads, each
 * with a capped JavaScript heap. A document that needs more memory than the cap ends its thread
 * (the pool starts another) and is reported as too large or too complex; one that takes longer
 * than its time budget, or whose job is cancelled, has its thread terminated, so its parsing and
 * OCR stop at once.
 */
@Injectable()
export class DocumentSandbox implements OnModuleDestroy {
  private readonly logger = new Logger(DocumentSandbox.name);
  private pool?: Piscina<ReadTask, ReadOutcome>;

  constructor(@Inject(documentsConfig.KEY) private readonly config: DocumentsConfig) {}

  /**
   * Reads one document; the task's bytes are moved to the thread (the caller's copy is left
   * empty). `signal` stops the read (the job's own cancellation).
   */
  async read(task: ReadTask, signal?: AbortSignal): Promise<ReadOutcome> {
    const { readTimeoutMs } = this.config.budgets;
    const timeout = AbortSignal.timeout(readTimeoutMs);
    const stop = signal ? AbortSignal.any([signal, timeout]) : timeout;
    try {
      return await this.threads().run(task, { signal: stop, transferList: [task.data.buffer] });
    } catch (error) {
      if (signal?.aborted) throw new DocumentReadCancelled();
      if (timeout.aborted) {
        return {
          read: false,
          problem: `could not be read within ${Math.round(readTimeoutMs / 1000)} seconds (the time limit for one document)`,
        };
      }
      if ((error as { code?: unknown } | null)?.code === 'ERR_WORKER_OUT_OF_MEMORY') {
        return {
          read: false,
          problem:
            'is too large or too complex to read: reading it needed more than ' +
            `${this.config.sandbox.memoryMb} MB of memory`,
        };
      }
      throw error;
    }
  }

  async onModuleDestroy(): Promise<void> {
    const pool = this.pool;
    this.pool = undefined;
    await pool?.destroy();
  }

  private threads(): Piscina<ReadTask, ReadOutcome> {
    if (this.pool) return this.pool;
    const { threads, memoryMb } = this.config.sandbox;
    const pool = new Piscina<ReadTask, ReadOutcome>({
      filename: THREAD_ENTRY,
      minThreads: 0,
      maxThreads: threads,
      // A thread keeps pdf.js and its OCR model loaded between documents for a while.
      idleTimeout: 60_000,
      concurrentTasksPerWorker: 1,
      resourceLimits: {
        maxOldGenerationSizeMb: memoryMb,
        maxYoungGenerationSizeMb: Math.min(64, Math.max(16, Math.round(memoryMb / 8))),
      },
    });
    // A thread that fails with no task on it: the pool replaces it; never an unhandled 'error'.
    pool.on('error', (error: unknown) =>
      this.logger.warn({ err: error }, 'A document sandbox thread failed'),
    );
    this.pool = pool;
    return pool;
  }
}
