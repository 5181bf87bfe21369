import { dirname, join } from 'node:path';
import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { createScheduler, createWorker, OEM, type Page, type Scheduler } from 'tesseract.js';
import { AiProviderError } from 'src/ai/ports/ai-provider.error';
import type {
  ImageInput,
  RecognisedLine,
  TextReader,
  TextRecognition,
} from 'src/ai/ports/text-reading.port';
import { type AiConfig, aiConfig } from 'src/config/ai.config';

// The LSTM model that tesseract.js would otherwise download from a CDN, shipped gzipped on npm.
const LANG_PATH = join(
  dirname(require.resolve('@tesseract.js-data/eng/package.json')),
  '4.0.0_best_int',
);
const READABLE = new Set(['image/jpeg', 'image/png', 'image/webp']);

/**
 * Offline OCR with tesseract.js: a pool of `OCR_WORKERS` worker threads, started on first use
 * (the model takes about a second to load) and shared by all callers.
 */
@Injectable()
export class TesseractOcr implements TextReader, OnModuleDestroy {
  private scheduler?: Promise<Scheduler>;

  constructor(@Inject(aiConfig.KEY) private readonly config: Pick<AiConfig, 'ocrWorkers'>) {}

  async readImage(image: ImageInput): Promise<TextRecognition> {
    if (image.mimeType === 'application/pdf') {
      throw new AiProviderError(
        'The offline OCR cannot read PDF files; send each page as a JPEG, PNG or WebP image',
      );
    }
    if (!READABLE.has(image.mimeType)) {
      throw new AiProviderError(`The offline OCR cannot read ${image.mimeType} files`);
    }
    const scheduler = await (this.scheduler ??= this.start());
    const { data } = await scheduler
      .addJob('recognize', image.data, {}, { text: true, blocks: true })
      .catch(() => {
        throw new AiProviderError(`The offline OCR could not decode this ${image.mimeType} image`);
      });
    return { text: data.text.trim(), confidence: data.confidence, lines: linesOf(data) };
  }

  /** Stops the worker threads; a later `recognize` starts a new pool. */
  async close(): Promise<void> {
    const scheduler = this.scheduler;
    this.scheduler = undefined;
    if (scheduler) await (await scheduler).terminate();
  }

  onModuleDestroy(): Promise<void> {
    return this.close();
  }

  private start(): Promise<Scheduler> {
    const starting = (async () => {
      const scheduler = createScheduler();
      const started = await Promise.allSettled(
        Array.from({ length: this.config.ocrWorkers }, () =>
          createWorker('eng', OEM.LSTM_ONLY, {
            langPath: LANG_PATH,
            gzip: true,
            // Read the model from langPath only; never write a copy into the working directory.
            cacheMethod: 'none',
            // Without a handler tesseract.js rethrows a failed job (e.g. a damaged image) as an
            // uncaught exception that ends the process; the job's promise rejects anyway.
            errorHandler: () => undefined,
          }),
        ),
      );
      started.forEach(
        (worker) => worker.status === 'fulfilled' && scheduler.addWorker(worker.value),
      );
      const failed = started.find((worker) => worker.status === 'rejected');
      if (failed) {
        await scheduler.terminate();
        throw new Error(`Tesseract could not start: ${String(failed.reason)}`);
      }
      return scheduler;
    })();
    // A pool that failed to start is not kept, so the next call tries again.
    starting.catch(() => {
      if (this.scheduler === starting) this.scheduler = undefined;
    });
    return starting;
  }
}

/** Each line tesseract read, with its confidence (rounded: the page keeps them all). */
function linesOf(page: Page): RecognisedLine[] {
  return (page.blocks ?? []).flatMap((block) =>
    block.paragraphs.flatMap((paragraph) =>
      paragraph.lines
        .map((line) => ({ text: line.text.trim(), confidence: Math.round(line.confidence) }))
        .filter((line) => line.text),
    ),
  );
}
