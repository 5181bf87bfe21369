import { Injectable } from '@nestjs/common';
import type {
  QuestionExplanation,
  QuestionType,
  SubjectMatterDraft,
  WorksheetBlueprint,
  WorksheetQuestions,
} from 'src/ai/ports/teaching-content.port';
import type { AuthenticatedUser } from 'src/common/auth/authenticated-user';
import type { UploadedDocument } from 'src/modules/documents/services/document-intake.service';
import type { Job } from 'src/modules/jobs/entities/job.entity';
import { completeDistribution } from 'src/modules/generation-steps/dto/distribution';
import type { ConfirmedSubjectMatterDto } from 'src/modules/generation-steps/dto/subject-matter.dto';
import {
  completedResult,
  droppedDocuments,
  presentStep,
} from 'src/modules/generation-steps/presenters/step.presenter';
import { GenerationStart } from 'src/modules/generation-steps/services/generation-start.service';
import { GenerationSteps } from 'src/modules/generation-steps/services/generation-steps.service';
import type { QuestionConfigurationDto } from 'src/modules/worksheets/dto/question-configuration.dto';
import type { WorksheetMetadataRequestDto } from 'src/modules/worksheets/dto/worksheet-metadata-request.dto';
import { WORKSHEETS } from 'src/modules/worksheets/worksheet-family';
import { presentQuestions } from 'src/modules/worksheets/presenters/questions.presenter';
import {
  confirmedBlueprint,
  type QuestionConfiguration,
} from 'src/modules/worksheets/question-configuration';
import { WORKSHEET_STEP } from 'src/modules/worksheets/worksheet-kinds';
import { BLOOM_LEVELS, DIFFICULTIES, QUESTION_TYPES } from 'src/ai/ports/teaching-content.port';

/** Step 4's result: one explanation per question, per type, in the questions' order. */
export type StoredExplanations = Record<QuestionType, QuestionExplanation[]>;

/** Starting and reading the four worksheet steps (docs/api-contract.md §5). */
@Injectable()
export class WorksheetsService {
  constructor(
    private readonly steps: GenerationSteps,
    private readonly starts: GenerationStart,
  ) {}

  start(
    body: WorksheetMetadataRequestDto,
    files: UploadedDocument[],
    owner: AuthenticatedUser,
    idempotencyKey?: string,
  ): Promise<string> {
    return this.starts.begin(
      WORKSHEETS,
      WORKSHEET_STEP.metadata,
      { body, files, owner, idempotencyKey },
      {
        numberOfQuestions: body.number_of_questions,
        questionDistribution: completeDistribution(body.question_distribution, QUESTION_TYPES),
        difficultyDistribution: completeDistribution(
          body.difficulty_level_distribution,
          DIFFICULTIES,
        ),
        bloomDistribution: completeDistribution(body.bloom_taxonomy_distribution, BLOOM_LEVELS),
      },
    );
  }

  configure(id: string, body: ConfirmedSubjectMatterDto, user: AuthenticatedUser, key?: string) {
    return this.steps.continue(WORKSHEETS, id, WORKSHEET_STEP.metadata, {
      kind: WORKSHEET_STEP.configuration,
      owner: user,
      input: body,
      idempotencyKey: key,
    });
  }

  async generate(
    id: string,
    body: QuestionConfigurationDto,
    user: AuthenticatedUser,
    key?: string,
  ) {
    const worksheet = await this.steps.record(WORKSHEETS, id, user);
    const blueprint: WorksheetBlueprint = confirmedBlueprint(body, worksheet);
    await this.steps.continue(WORKSHEETS, id, WORKSHEET_STEP.configuration, {
      kind: WORKSHEET_STEP.questions,
      owner: user,
      input: blueprint,
      idempotencyKey: key,
    });
  }

  explain(id: string, user: AuthenticatedUser, key?: string) {
    return this.steps.continue(WORKSHEETS, id, WORKSHEET_STEP.questions, {
      kind: WORKSHEET_STEP.explanations,
      owner: user,
      input: {},
      idempotencyKey: key,
    });
  }

  async readMetadata(id: string, user: AuthenticatedUser) {
    const { worksheet, job } = await this.read(WORKSHEET_STEP.metadata, id, user);
    const draft = completedResult<SubjectMatterDraft>(job);
    return presentStep(
      worksheet,
      job,
      {
        number_of_questions: worksheet.numberOfQuestions,
        question_distribution: worksheet.questionDistribution,
        difficulty_level_distribution: worksheet.difficultyDistribution,
        bloom_taxonomy_distribution: worksheet.bloomDistribution,
        subject_matter: draft?.subject_matter ?? null,
        learning_standards: draft?.learning_standards ?? null,
        dropped_documents: droppedDocuments(draft),
      },
      'error',
    );
  }

  async readConfiguration(id: string, user: AuthenticatedUser) {
    const { worksheet, job } = await this.read(WORKSHEET_STEP.configuration, id, user);
    return presentStep(
      worksheet,
      job,
      {
        number_of_questions: worksheet.numberOfQuestions,
        question_configuration: completedResult<QuestionConfiguration>(job),
      },
      'error',
    );
  }

  async readQuestions(id: string, user: AuthenticatedUser) {
    const { worksheet, job } = await this.read(WORKSHEET_STEP.questions, id, user);
    const questions = completedResult<WorksheetQuestions>(job);
    return presentStep(
      worksheet,
      job,
      {
        number_of_questions: questionCount(job) ?? worksheet.numberOfQuestions,
        questions: questions ? presentQuestions(questions, { desktopKeys: true }) : null,
      },
      'error',
    );
  }

  async readExplanations(id: string, user: AuthenticatedUser) {
    const { worksheet, job } = await this.read(WORKSHEET_STEP.explanations, id, user);
    const explanations = completedResult<StoredExplanations>(job);
    const questions = explanations
      ? WORKSHEET_STEP.questions.result(await this.steps.taken(WORKSHEET_STEP.questions, id, user))
      : null;
    return presentStep(
      worksheet,
      job,
      {
        number_of_questions: worksheet.numberOfQuestions,
        questions: questions && explanations ? presentQuestions(questions, { explanations }) : null,
      },
      'error',
    );
  }

  private async read(kind: typeof WORKSHEET_STEP.metadata, id: string, user: AuthenticatedUser) {
    const job = await this.steps.taken(kind, id, user);
    const worksheet = await this.steps.record(WORKSHEETS, id, user);
    return { worksheet, job };
  }
}

function questionCount(job: Job): number | null {
  const questions = completedResult<WorksheetQuestions>(job);
  if (!questions) return null;
  return Object.values(questions).reduce((total, list) => total + list.length, 0);
}
