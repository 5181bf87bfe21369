import type { RubricCriterionSpec } from 'src/ai/ports/writing-assessment.port';
import type { RubricCriterionDto, RubricDto } from 'src/modules/rubrics/dto/rubric.dto';
import type { RubricCriterion } from 'src/modules/rubrics/entities/rubric-criterion.entity';
import type { Rubric } from 'src/modules/rubrics/entities/rubric.entity';

export function toCriterionDto(criterion: RubricCriterion): RubricCriterionDto {
  return {
    id: criterion.id,
    name: criterion.name,
    description: criterion.description,
    maxScore: criterion.maxScoreSent ?? criterion.maxScore,
    minScore: criterion.minScoreSent ?? criterion.minScore,
    scoringLogic: criterion.scoringLogic.map(({ score, scoringLogic, scoreSent }) => ({
      score: scoreSent ?? score,
      scoringLogic,
    })),
  };
}

export function toRubricDto(rubric: Rubric): RubricDto {
  const criteria = [...(rubric.criteria ?? [])].sort((a, b) => a.position - b.position);
  return {
    id: rubric.id,
    name: rubric.name,
    description: rubric.description,
    rubricCriteria: criteria.map(toCriterionDto),
    createdAt: rubric.createdAt.toISOString(),
    modifiedAt: rubric.updatedAt.toISOString(),
  };
}

/** What the AI engine scores against; levels from lowest to highest score. */
export function toCriterionSpec(criterion: RubricCriterion): RubricCriterionSpec {
  return {
    id: criterion.id,
    name: criterion.name,
    description: criterion.description,
    minScore: criterion.minScore,
    maxScore: criterion.maxScore,
    levels: criterion.scoringLogic
      .map(({ score, scoringLogic }) => ({ score, descriptor: scoringLogic }))
      .sort((a, b) => a.score - b.score),
  };
}
