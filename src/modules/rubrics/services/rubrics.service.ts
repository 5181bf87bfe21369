import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { isUUID } from 'class-validator';
import { DataSource, type EntityManager, Repository } from 'typeorm';
import type { RubricCriterionSpec } from 'src/ai/ports/writing-assessment.port';
import type { CreateCriterionDto } from 'src/modules/rubrics/dto/create-criterion.dto';
import type { CreateRubricDto } from 'src/modules/rubrics/dto/create-rubric.dto';
import type { RubricCriterionDto, RubricDto } from 'src/modules/rubrics/dto/rubric.dto';
import { scoreValue } from 'src/modules/rubrics/dto/score-range.validators';
import {
  RubricCriterion,
  type ScoreAsSent,
} from 'src/modules/rubrics/entities/rubric-criterion.entity';
import { Rubric } from 'src/modules/rubrics/entities/rubric.entity';
import {
  RUBRIC_NOT_FOUND_MESSAGE,
  RubricsErrorCode,
  RubricsException,
} from 'src/modules/rubrics/exceptions/rubrics.exception';
import {
  toCriterionDto,
  toCriterionSpec,
  toRubricDto,
} from 'src/modules/rubrics/presenters/rubric.presenter';

/** Every criterion is sent to the AI engine with each custom evaluation; keep prompts bounded. */
export const MAX_CRITERIA_PER_RUBRIC = 30;

/** The number a validated score stands for (its leading number when sent as text). */
const scoreOf = (sent: ScoreAsSent): number => scoreValue(sent) ?? Number.NaN;

/** What to keep beside the number: the text sent (`"5 Star"`); a number needs nothing more. */
const textSent = (sent: ScoreAsSent): string | null => (typeof sent === 'string' ? sent : null);

/** Clients' custom rubrics. Every read and write is scoped to the caller's client. */
@Injectable()
export class RubricsService {
  constructor(
    @InjectRepository(Rubric) private readonly rubrics: Repository<Rubric>,
    @InjectRepository(RubricCriterion) private readonly criteria: Repository<RubricCriterion>,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async create(clientId: string, dto: CreateRubricDto): Promise<RubricDto> {
    const rubric = await this.rubrics.save(
      this.rubrics.create({ clientId, name: dto.name, description: dto.description ?? null }),
    );
    rubric.criteria = [];
    return toRubricDto(rubric);
  }

  async list(clientId: string): Promise<RubricDto[]> {
    const rubrics = await this.rubrics.find({
      where: { clientId },
      relations: { criteria: true },
      order: { createdAt: 'DESC', criteria: { position: 'ASC' } },
    });
    return rubrics.map(toRubricDto);
  }

  async get(clientId: string, rubricId: string): Promise<RubricDto> {
    return toRubricDto(await this.requireRubric(clientId, rubricId));
  }

  async listCriteria(clientId: string, rubricId: string): Promise<RubricCriterionDto[]> {
    return (await this.requireRubric(clientId, rubricId)).criteria?.map(toCriterionDto) ?? [];
  }

  /** Appends a criterion and returns the whole rubric, as the client app expects. */
  async addCriterion(
    clientId: string,
    rubricId: string,
    dto: CreateCriterionDto,
  ): Promise<RubricDto> {
    this.assertUuid(rubricId);
    await this.dataSource.transaction(async (manager) => {
      // The row lock serialises concurrent additions, so positions stay unique and in order.
      const rubric = await manager.findOne(Rubric, {
        where: { id: rubricId, clientId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!rubric) throw this.notFound();
      const position = await manager.countBy(RubricCriterion, { rubricId });
      if (position >= MAX_CRITERIA_PER_RUBRIC) {
        throw new RubricsException(
          RubricsErrorCode.TOO_MANY_CRITERIA,
          `A rubric holds at most ${MAX_CRITERIA_PER_RUBRIC} criteria`,
        );
      }
      await manager.save(
        manager.create(RubricCriterion, {
          rubricId,
          name: dto.name,
          description: dto.description ?? null,
          minScore: scoreOf(dto.minScore),
          maxScore: scoreOf(dto.maxScore),
          minScoreSent: textSent(dto.minScore),
          maxScoreSent: textSent(dto.maxScore),
          scoringLogic: dto.scoringLogic.map(({ score, scoringLogic }) => ({
            score: scoreOf(score),
            scoringLogic,
            scoreSent: textSent(score) ?? undefined,
          })),
          position,
        }),
      );
      await this.touch(manager, rubricId);
    });
    return this.get(clientId, rubricId);
  }

  /**
   * The criteria of one of the client's rubrics, for the AI engine (IELTS `custom_rubric_id`).
   * Throws `RubricsException` (RUBRIC_NOT_FOUND) for an unknown id or another client's rubric.
   */
  async criteriaFor(clientId: string, rubricId: string): Promise<RubricCriterionSpec[]> {
    const rubric = await this.requireRubric(clientId, rubricId);
    return (rubric.criteria ?? []).map(toCriterionSpec);
  }

  private async requireRubric(clientId: string, rubricId: string): Promise<Rubric> {
    this.assertUuid(rubricId);
    const rubric = await this.rubrics.findOne({
      where: { id: rubricId, clientId },
      relations: { criteria: true },
      order: { criteria: { position: 'ASC' } },
    });
    if (!rubric) throw this.notFound();
    return rubric;
  }

  /** `modifiedAt` follows the criteria too. */
  private async touch(manager: EntityManager, rubricId: string): Promise<void> {
    await manager
      .createQueryBuilder()
      .update(Rubric)
      .set({ updatedAt: () => 'CURRENT_TIMESTAMP(3)' })
      .where('id = :rubricId', { rubricId })
      .execute();
  }

  /** Any id that cannot exist answers like an unknown one (404), not as a validation error. */
  private assertUuid(rubricId: string): void {
    if (!isUUID(rubricId)) throw this.notFound();
  }

  private notFound(): RubricsException {
    return new RubricsException(RubricsErrorCode.RUBRIC_NOT_FOUND, RUBRIC_NOT_FOUND_MESSAGE);
  }
}
