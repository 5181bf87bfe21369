import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { WRITING_ASSESSOR, type WritingAssessor } from 'src/ai/ports/writing-assessment.port';
import {
  Evaluation,
  type ItemResult,
  type ReadImage,
  type StoredEvaluationResult,
} from 'src/modules/evaluations/entities/evaluation.entity';
import { requestBody } from 'src/modules/evaluations/presenters/stored-request';
import { AnswerReader } from 'src/modules/evaluations/services/answer-reader.service';
import { imageSourcesFor } from 'src/modules/evaluations/answer-sources';
import { writingTaskFor } from 'src/modules/evaluations/writing-tasks';
import { type Job, JobStatus } from 'src/modules/jobs/entities/job.entity';
import type { JobOutcome } from 'src/modules/jobs/job-outcome';
import { JobFailure } from 'src/modules/jobs/job-failure';

/** The worker's part of an evaluation: read the answers, assess each, store the results. */
@Injectable()
export class EvaluationRunner {
  constructor(
    @InjectRepository(Evaluation) private readonly evaluations: Repository<Evaluation>,
    @Inject(WRITING_ASSESSOR) private readonly assessor: WritingAssessor,
    private readonly reader: AnswerReader,
  ) {}

  async evaluate(job: Job): Promise<JobOutcome> {
    const evaluation = await this.evaluations.findOneByOrFail({ id: job.subjectId });
    const result =
      evaluation.exam === 'GENERIC'
        ? await this.assessImages(evaluation)
        : await this.assessItems(evaluation);
    return {
      status: JobStatus.COMPLETED,
      write: async (manager) => {
        await manager.update(Evaluation, { id: evaluation.id }, { result });
      },
    };
  }

  private async assessItems(evaluation: Evaluation): Promise<StoredEvaluationResult> {
    const body = requestBody(evaluation);
    const sources = imageSourcesFor(body.evaluation_text, body.image_urls ?? []);
    const readCache = new Map<string, ReadImage>();
    const items: ItemResult[] = [];
    for (const [index, item] of body.evaluation_text.entries()) {
      const typed = (item.answer_text ?? '').trim();
      const answerText = typed || (await this.readText(sources[index], readCache));
      if (!answerText) {
        throw new JobFailure(
          `No text could be read from the image of question ${item.question_id ?? index + 1}`,
        );
      }
      const assessment = await this.assessor.assessWriting({
        task: writingTaskFor(evaluation.exam, item.question_type ?? '', item.question_text ?? ''),
        answerText,
        customCriteria: evaluation.request.customCriteria[index] ?? [],
      });
      items.push({ answerText, imageUrls: typed ? [] : sources[index], assessment });
    }
    return { items };
  }

  private async assessImages(evaluation: Evaluation): Promise<StoredEvaluationResult> {
    const images = await this.reader.readAll(requestBody(evaluation).image_urls ?? []);
    const text = images
      .map((image) => image.text)
      .filter(Boolean)
      .join('\n\n');
    if (!text) throw new JobFailure('No text could be read from the images');
    const assessment = await this.assessor.assessWriting({
      task: writingTaskFor('GENERIC', '', ''),
      answerText: text,
      customCriteria: [],
    });
    return { images, text, assessment };
  }

  /** Text of the images in order; each URL is fetched and read once per evaluation. */
  private async readText(urls: string[], cache: Map<string, ReadImage>): Promise<string> {
    const missing = [...new Set(urls)].filter((url) => !cache.has(url));
    for (const image of await this.reader.readAll(missing)) cache.set(image.url, image);
    return urls
      .map((url) => cache.get(url)?.text ?? '')
      .filter(Boolean)
      .join('\n\n');
  }
}
