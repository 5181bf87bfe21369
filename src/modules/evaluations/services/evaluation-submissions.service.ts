import { Injectable } from '@nestjs/common';
import type { RubricCriterionSpec } from 'src/ai/ports/writing-assessment.port';
import type { AuthenticatedUser } from 'src/common/auth/authenticated-user';
import type { GenericEvaluationRequestDto } from 'src/modules/evaluations/dto/generic-evaluation-request.dto';
import type { IeltsEvaluationRequestDto } from 'src/modules/evaluations/dto/ielts-evaluation-request.dto';
import type { ToeflEvaluationRequestDto } from 'src/modules/evaluations/dto/toefl-evaluation-request.dto';
import {
  Evaluation,
  type StoredEvaluationRequest,
} from 'src/modules/evaluations/entities/evaluation.entity';
import { EVALUATION_KIND } from 'src/modules/evaluations/evaluation-kinds';
import {
  EvaluationErrorCode,
  EvaluationException,
} from 'src/modules/evaluations/exceptions/evaluation.exception';
import { assertAnswersReadable } from 'src/modules/evaluations/answer-sources';
import { JobSubmitter } from 'src/modules/jobs/services/job-submitter.service';
import { RubricsException } from 'src/modules/rubrics/exceptions/rubrics.exception';
import { RubricsService } from 'src/modules/rubrics/services/rubrics.service';

export type EvaluationRequest =
  | { exam: 'TOEFL'; body: ToeflEvaluationRequestDto }
  | { exam: 'IELTS'; body: IeltsEvaluationRequestDto }
  | { exam: 'GENERIC'; body: GenericEvaluationRequestDto };

/** Accepts evaluation requests: checks them, then starts the job through the one submit path. */
@Injectable()
export class EvaluationSubmissions {
  constructor(
    private readonly submitter: JobSubmitter,
    private readonly rubrics: RubricsService,
  ) {}

  async submit(
    request: EvaluationRequest,
    user: AuthenticatedUser,
    idempotencyKey?: string,
  ): Promise<string> {
    const { exam, body } = request;
    if (body.client_id !== user.clientPublicId) {
      throw new EvaluationException(
        EvaluationErrorCode.CLIENT_MISMATCH,
        `client_id "${body.client_id}" does not match the client of this API user`,
        { field: 'client_id' },
      );
    }
    if (request.exam !== 'GENERIC') {
      assertAnswersReadable(request.body.evaluation_text, request.body.image_urls ?? []);
    }
    const stored: StoredEvaluationRequest = {
      body: JSON.parse(JSON.stringify(body)) as StoredEvaluationRequest['body'],
      customCriteria: request.exam === 'IELTS' ? await this.customCriteria(request.body, user) : {},
    };
    const { subjectId } = await this.submitter.submit({
      kind: EVALUATION_KIND[exam],
      owner: user,
      idempotency: idempotencyKey
        ? { key: idempotencyKey, request: { exam, body: stored.body } }
        : undefined,
      subjectRow: (job) => ({
        entity: Evaluation,
        values: {
          id: job.subjectId,
          exam,
          clientId: user.clientId,
          apiUserId: user.userId,
          jobId: job.id,
          request: stored,
          result: null,
        } satisfies Partial<Evaluation>,
      }),
    });
    return subjectId;
  }

  /** Snapshot of each item's custom rubric, so later rubric edits do not change this evaluation. */
  private async customCriteria(body: IeltsEvaluationRequestDto, user: AuthenticatedUser) {
    const criteria: Record<number, RubricCriterionSpec[]> = {};
    for (const [index, item] of body.evaluation_text.entries()) {
      const rubricId = item.custom_rubric_id?.trim();
      if (!rubricId) continue;
      criteria[index] = await this.rubrics
        .criteriaFor(user.clientId, rubricId)
        .catch((error: unknown) => {
          if (!(error instanceof RubricsException)) throw error;
          throw new EvaluationException(
            EvaluationErrorCode.UNKNOWN_RUBRIC,
            `evaluation_text[${index}].custom_rubric_id "${rubricId}" is not a rubric of your client`,
            { field: 'custom_rubric_id' },
          );
        });
    }
    return criteria;
  }
}
