import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { RubricCriterionInput } from 'src/ai/ports/answer-grading.port';
import type { AuthenticatedUser } from 'src/common/auth/authenticated-user';
import { RequestValidationException } from 'src/common/errors/field-issue';
import { CLASS_TRACK_ANALYSIS } from 'src/modules/class-track/class-track-kinds';
import {
  type ClassTrackRequestDto,
  lessonDay,
} from 'src/modules/class-track/dto/class-track-request.dto';
import { ClassTrackAnalysis } from 'src/modules/class-track/entities/class-track-analysis.entity';
import {
  ClassTrackErrorCode,
  ClassTrackException,
} from 'src/modules/class-track/exceptions/class-track.exception';
import { presentRead } from 'src/modules/class-track/presenters/analysis.presenter';
import { Job, JobStatus } from 'src/modules/jobs/entities/job.entity';
import { JobSubmitter } from 'src/modules/jobs/services/job-submitter.service';
import { MetadataService } from 'src/modules/metadata/services/metadata.service';
import { RubricsException } from 'src/modules/rubrics/exceptions/rubrics.exception';
import { RubricsService } from 'src/modules/rubrics/services/rubrics.service';

const rubricProblem = (input: string, msg: string) =>
  new RequestValidationException([{ loc: ['body', 'rubric_id'], type: 'value_error', msg, input }]);

/** Starting and reading ClassTrack analyses (docs/api-contract.md §5). */
@Injectable()
export class ClassTrackService {
  constructor(
    private readonly submitter: JobSubmitter,
    private readonly metadata: MetadataService,
    private readonly rubrics: RubricsService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /** Checks the reference data and the rubric (422 naming the field), then queues the analysis. */
  async start(body: ClassTrackRequestDto, owner: AuthenticatedUser, key?: string): Promise<string> {
    const { board, grade, subject } = await this.metadata.selection(body);
    const rubric = await this.rubricOf(body.rubric_id, owner);
    const { subjectId } = await this.submitter.submit({
      kind: CLASS_TRACK_ANALYSIS,
      owner,
      idempotency: key ? { key, request: body } : undefined,
      writeSubject: async (manager, job) => {
        await manager.insert(ClassTrackAnalysis, {
          id: job.subjectId,
          clientId: owner.clientId,
          apiUserId: owner.userId,
          teacherId: body.teacher_id,
          board,
          grade,
          subject,
          rubricId: body.rubric_id,
          rubric,
          analysisDate: lessonDay(body.analysis_date) ?? body.analysis_date,
          audioUrl: body.audio_url ?? null,
          transcript: body.transcript ?? null,
        });
      },
    });
    return subjectId;
  }

  /** `{data}` of the analysis; 404 `step not found` until a worker took it, and for other users. */
  async read(id: string, owner: AuthenticatedUser) {
    const manager = this.dataSource.manager;
    const job = await manager.findOne(Job, {
      where: { kind: CLASS_TRACK_ANALYSIS.name, subjectId: id, apiUserId: owner.userId },
    });
    const analysis = job
      ? await manager.findOne(ClassTrackAnalysis, { where: { id, apiUserId: owner.userId } })
      : null;
    if (!job || !analysis || (job.status === JobStatus.QUEUED && job.attempts === 0)) {
      throw new ClassTrackException(ClassTrackErrorCode.STEP_NOT_FOUND, 'step not found');
    }
    return presentRead(analysis, job);
  }

  /** The rubric's criteria as they are now (the analysis keeps this copy). */
  private async rubricOf(
    rubricId: string,
    owner: AuthenticatedUser,
  ): Promise<RubricCriterionInput[]> {
    const criteria = await this.rubrics
      .criteriaFor(owner.clientId, rubricId)
      .catch((error: unknown) => {
        if (!(error instanceof RubricsException)) throw error;
        throw rubricProblem(
          rubricId,
          'Not a rubric of your client: list yours with GET /rubrics/v1/rubric/',
        );
      });
    if (criteria.length === 0) {
      throw rubricProblem(
        rubricId,
        'The rubric has no criteria: add them with POST /rubrics/v1/rubric/{id}/criteria/',
      );
    }
    return criteria.map((criterion) => ({
      criterionId: criterion.id,
      name: criterion.name,
      description: criterion.description,
      minScore: criterion.minScore,
      maxScore: criterion.maxScore,
      levels: criterion.levels,
    }));
  }
}
