import { Inject, Injectable } from '@nestjs/common';
import { TEXT_READER, type TextReader } from 'src/ai/ports/text-reading.port';
import { imageSize } from 'src/common/outbound/image-size';
import { ImageFetcher } from 'src/common/outbound/image-fetcher';
import { describeUrl } from 'src/common/outbound/outbound-request.error';
import { type DocumentsConfig, documentsConfig } from 'src/config/documents.config';
import type { ReadImage } from 'src/modules/evaluations/entities/evaluation.entity';
import { isAudioUrl } from 'src/modules/evaluations/answer-sources';
import { JobFailure } from 'src/modules/jobs/job-failure';

/** Reads the text of handwritten work: fetch each image safely, then OCR it. */
@Injectable()
export class AnswerReader {
  constructor(
    private readonly images: ImageFetcher,
    @Inject(TEXT_READER) private readonly reader: TextReader,
    @Inject(documentsConfig.KEY) private readonly config: DocumentsConfig,
  ) {}

  /**
   * Reads each URL once, in order; an error fails the job naming the image (position and host).
   * An image declaring more pixels than the budget is never decoded.
   */
  async readAll(urls: string[]): Promise<ReadImage[]> {
    const read: ReadImage[] = [];
    for (const [index, url] of urls.entries()) {
      if (isAudioUrl(url)) {
        throw new JobFailure(
          `Cannot read ${url}: audio answers need an AI provider that transcribes (answer_text was empty)`,
        );
      }
      const image = await this.images.fetchImage(url);
      const which = `image ${index + 1} of ${urls.length} (${describeUrl(new URL(url))})`;
      const size = imageSize(image.data);
      const { maxImagePixels } = this.config.budgets;
      if (size && size.width * size.height > maxImagePixels) {
        throw new JobFailure(
          `Could not read ${which}: it is ${size.width.toLocaleString('en-GB')} × ` +
            `${size.height.toLocaleString('en-GB')} pixels, more than the ` +
            `${(maxImagePixels / 1_000_000).toLocaleString('en-GB')} million that can be read`,
        );
      }
      const recognition = await this.reader.readImage(image).catch((error: unknown) => {
        if (!(error instanceof Error) || !('transient' in error)) throw error;
        throw new JobFailure(`Could not read ${which}: ${error.message}`, error.transient === true);
      });
      read.push({ url, text: recognition.text.trim(), confidence: recognition.confidence });
    }
    return read;
  }
}
