import { Injectable } from '@nestjs/common';
import {
  type EnrichmentBlock,
  INSTRUCTIONAL_BLOCKS,
  type LessonAlignment,
  type LessonContent,
  type SubjectMatterDraft,
} from 'src/ai/ports/teaching-content.port';
import type { AuthenticatedUser } from 'src/common/auth/authenticated-user';
import { RequestValidationException } from 'src/common/errors/field-issue';
import type { UploadedDocument } from 'src/modules/documents/services/document-intake.service';
import type { JobKind } from 'src/modules/jobs/job-kind';
import type { AlignmentRequestDto } from 'src/modules/lesson-plans/dto/alignment-request.dto';
import type { LessonPlanMetadataRequestDto } from 'src/modules/lesson-plans/dto/lesson-plan-metadata-request.dto';
import { LESSON_PLANS } from 'src/modules/lesson-plans/lesson-plan-family';
import { LESSON_PLAN_STEP } from 'src/modules/lesson-plans/lesson-plan-kinds';
import type { ConfirmedSubjectMatterDto } from 'src/modules/generation-steps/dto/subject-matter.dto';
import {
  completedResult,
  droppedDocuments,
  presentStep,
} from 'src/modules/generation-steps/presenters/step.presenter';
import { GenerationStart } from 'src/modules/generation-steps/services/generation-start.service';
import { GenerationSteps } from 'src/modules/generation-steps/services/generation-steps.service';

/** Starting and reading the lesson-plan steps (docs/api-contract.md §5). */
@Injectable()
export class LessonPlansService {
  constructor(
    private readonly steps: GenerationSteps,
    private readonly starts: GenerationStart,
  ) {}

  start(
    body: LessonPlanMetadataRequestDto,
    files: UploadedDocument[],
    owner: AuthenticatedUser,
    idempotencyKey?: string,
  ): Promise<string> {
    return this.starts.begin(
      LESSON_PLANS,
      LESSON_PLAN_STEP.metadata,
      { body, files, owner, idempotencyKey },
      {
        durationMinutes: body.duration_minutes,
        audioUrl: body.audio_url ?? null,
        metadata: body.metadata ?? null,
      },
    );
  }

  finalize(id: string, body: ConfirmedSubjectMatterDto, user: AuthenticatedUser, key?: string) {
    return this.steps.continue(LESSON_PLANS, id, LESSON_PLAN_STEP.metadata, {
      kind: LESSON_PLAN_STEP.alignment,
      owner: user,
      input: body,
      idempotencyKey: key,
    });
  }

  async build(id: string, body: AlignmentRequestDto, user: AuthenticatedUser, key?: string) {
    const plan = await this.steps.record(LESSON_PLANS, id, user);
    const minutes = INSTRUCTIONAL_BLOCKS.reduce(
      (total, block) => total + body.alignment.instructional_blocks[block].duration,
      0,
    );
    if (minutes !== plan.durationMinutes) {
      throw new RequestValidationException([
        {
          loc: ['body', 'alignment'],
          type: 'value_error',
          msg: `The block durations add up to ${minutes} minutes, not the lesson's ${plan.durationMinutes}`,
          input: body.alignment.instructional_blocks,
        },
      ]);
    }
    await this.steps.continue(LESSON_PLANS, id, LESSON_PLAN_STEP.alignment, {
      kind: LESSON_PLAN_STEP.content,
      owner: user,
      input: body.alignment,
      idempotencyKey: key,
    });
  }

  enrich(id: string, user: AuthenticatedUser, key?: string) {
    return this.steps.continue(LESSON_PLANS, id, LESSON_PLAN_STEP.content, {
      kind: LESSON_PLAN_STEP.enrichment,
      owner: user,
      input: {},
      idempotencyKey: key,
    });
  }

  async readMetadata(id: string, user: AuthenticatedUser) {
    const { plan, job } = await this.read(LESSON_PLAN_STEP.metadata, id, user);
    const draft = completedResult<SubjectMatterDraft>(job);
    return presentStep(
      plan,
      job,
      {
        duration_minutes: plan.durationMinutes,
        metadata: plan.metadata,
        subject_matter: draft?.subject_matter ?? null,
        learning_standards: draft?.learning_standards ?? null,
        dropped_documents: droppedDocuments(draft),
      },
      'error',
    );
  }

  async readAlignment(id: string, user: AuthenticatedUser) {
    const { plan, job } = await this.read(LESSON_PLAN_STEP.alignment, id, user);
    const confirmed = LESSON_PLAN_STEP.alignment.input(job);
    return presentStep(
      plan,
      job,
      {
        duration_minutes: plan.durationMinutes,
        subject_matter: confirmed.subject_matter,
        learning_standards: confirmed.learning_standards,
        alignment: completedResult<LessonAlignment>(job),
      },
      'error',
    );
  }

  async readContent(id: string, user: AuthenticatedUser) {
    const { plan, job } = await this.read(LESSON_PLAN_STEP.content, id, user);
    const confirmed = LESSON_PLAN_STEP.alignment.input(
      await this.steps.taken(LESSON_PLAN_STEP.alignment, id, user),
    );
    return presentStep(
      plan,
      job,
      {
        duration_minutes: plan.durationMinutes,
        subject_matter: confirmed.subject_matter,
        learning_standards: confirmed.learning_standards,
        alignment: LESSON_PLAN_STEP.content.input(job),
        content_generation: completedResult<LessonContent>(job),
      },
      'body',
    );
  }

  async readEnrichment(id: string, user: AuthenticatedUser) {
    const { plan, job } = await this.read(LESSON_PLAN_STEP.enrichment, id, user);
    return presentStep(
      plan,
      job,
      {
        duration_minutes: plan.durationMinutes,
        enrichment_blocks: completedResult<EnrichmentBlock[]>(job),
      },
      'body',
    );
  }

  private async read(kind: JobKind, id: string, user: AuthenticatedUser) {
    const job = await this.steps.taken(kind, id, user);
    const plan = await this.steps.record(LESSON_PLANS, id, user);
    return { plan, job };
  }
}
