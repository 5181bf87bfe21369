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
 * The thread entry: the compiled file in dist/, or a bootstrap registering ts-node when run from
 * sources.
 */
const THREAD_ENTRY = __filename.endsWith('.js')
  ? join(__dirname, 'read-thread.js')
  : join(__dirname, 'thread-bootstrap.js');

/**
 * Parsing and OCR in a pool of threads with capped heaps: out of memory ends the thread, not the
 * worker; over time or cancelled, the thread is terminated so parsing stops at once.
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
