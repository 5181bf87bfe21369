import { Inject, Injectable } from '@nestjs/common';
import { TEXT_READER, type TextReader } from 'src/ai/ports/text-reading.port';
import { ImageFetcher } from 'src/common/outbound/image-fetcher';
import type { ReadImage } from 'src/modules/evaluations/entities/evaluation.entity';
import { isAudioUrl } from 'src/modules/evaluations/answer-sources';
import { JobFailure } from 'src/modules/jobs/services/job-runner.service';

/** Reads the text of handwritten work: fetch each image safely, then OCR it. */
@Injectable()
export class AnswerReader {
  constructor(
    private readonly images: ImageFetcher,
    @Inject(TEXT_READER) private readonly reader: TextReader,
  ) {}

  /** Reads each URL once, in order; fetch errors fail the job with a message naming the URL. */
  async readAll(urls: string[]): Promise<ReadImage[]> {
    const read: ReadImage[] = [];
    for (const url of urls) {
      if (isAudioUrl(url)) {
        throw new JobFailure(
          `Cannot read ${url}: audio answers need an AI provider that transcribes (answer_text was empty)`,
        );
      }
      const image = await this.images.fetchImage(url);
      const recognition = await this.reader.readImage(image);
      read.push({ url, text: recognition.text.trim(), confidence: recognition.confidence });
    }
    return read;
  }
}
