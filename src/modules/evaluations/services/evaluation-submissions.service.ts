import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, QueryFailedError } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import type { RubricCriterionSpec, WritingExam } from 'src/ai/ai-engine.port';
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
import { assertAnswersReadable } from 'src/modules/evaluations/services/answer-sources';
import { fingerprint } from 'src/modules/evaluations/services/request-fingerprint';
import type { Job } from 'src/modules/jobs/entities/job.entity';
import { QUEUES } from 'src/modules/jobs/queues';
import { JobDispatcher } from 'src/modules/jobs/services/job-dispatcher.service';
import { JobLifecycle } from 'src/modules/jobs/services/job-lifecycle.service';
import { RubricsException } from 'src/modules/rubrics/exceptions/rubrics.exception';
import { RubricsService } from 'src/modules/rubrics/services/rubrics.service';

export type EvaluationRequest =
  | { exam: 'TOEFL'; body: ToeflEvaluationRequestDto }
  | { exam: 'IELTS'; body: IeltsEvaluationRequestDto }
  | { exam: 'GENERIC'; body: GenericEvaluationRequestDto };

/** Same key, same body, same user within this window: the same evaluation (no second job). */
const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;
const RETRYABLE_SQL_ERRORS = new Set(['ER_DUP_ENTRY', 'ER_LOCK_DEADLOCK']);

interface Persisted {
  evaluationId: string;
  /** Null when an idempotent replay found the earlier evaluation. */
  job: Job | null;
}

/** Accepts evaluation requests: checks them, stores evaluation and job together, enqueues. */
@Injectable()
export class EvaluationSubmissions {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly lifecycle: JobLifecycle,
    private readonly dispatcher: JobDispatcher,
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
    const hash = idempotencyKey ? fingerprint({ exam, body: stored.body }) : null;
    const { evaluationId, job } = await this.persistWithRetry(
      exam,
      stored,
      user,
      idempotencyKey,
      hash,
    );
    if (job) await this.dispatcher.enqueue(job);
    return evaluationId;
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

  /** Two first uses of one key can race; the loser retries and finds the winner's row. */
  private async persistWithRetry(...args: Parameters<EvaluationSubmissions['persist']>) {
    try {
      return await this.persist(...args);
    } catch (error) {
      const code = (error as QueryFailedError & { driverError?: { code?: string } }).driverError
        ?.code;
      if (!(error instanceof QueryFailedError) || !code || !RETRYABLE_SQL_ERRORS.has(code))
        throw error;
      return this.persist(...args);
    }
  }

  private persist(
    exam: WritingExam,
    request: StoredEvaluationRequest,
    user: AuthenticatedUser,
    idempotencyKey: string | undefined,
    requestHash: string | null,
  ): Promise<Persisted> {
    return this.dataSource.transaction(async (manager) => {
      if (idempotencyKey) {
        const earlier = await manager.findOne(Evaluation, {
          where: { apiUserId: user.userId, idempotencyKey },
          lock: { mode: 'pessimistic_write' },
        });
        if (earlier && earlier.createdAt.getTime() > Date.now() - IDEMPOTENCY_WINDOW_MS) {
          if (earlier.requestHash !== requestHash) {
            throw new EvaluationException(
              EvaluationErrorCode.IDEMPOTENCY_KEY_REUSED,
              'Idempotency-Key was already used with a different request body',
            );
          }
          return { evaluationId: earlier.id, job: null };
        }
        if (earlier) await manager.update(Evaluation, { id: earlier.id }, { idempotencyKey: null });
      }
      const evaluationId = randomUUID();
      const job = await this.lifecycle.create(manager, {
        kind: EVALUATION_KIND[exam],
        queue: QUEUES.evaluations.name,
        subjectId: evaluationId,
        owner: user,
      });
      const evaluation = manager.create(Evaluation, {
        id: evaluationId,
        exam,
        clientId: user.clientId,
        apiUserId: user.userId,
        jobId: job.id,
        request,
        result: null,
        idempotencyKey: idempotencyKey ?? null,
        requestHash,
      });
      await manager
        .createQueryBuilder()
        .insert()
        .into(Evaluation)
        // JSON columns defeat TypeORM's deep-partial typing of insert values.
        .values(evaluation as QueryDeepPartialEntity<Evaluation>)
        .updateEntity(false)
        .execute();
      return { evaluationId, job };
    });
  }
}
