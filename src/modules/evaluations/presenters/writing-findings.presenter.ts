import type { CriterionAssessment, WritingAssessment } from 'src/ai/ports/writing-assessment.port';
import type {
  HolisticCriterionDto,
  ObjectiveEvaluationDto,
} from 'src/modules/evaluations/dto/writing-findings.dto';

/** TOEFL-style spelling and grammar findings (also used by the generic report). */
export function objectiveEvaluation(assessment: WritingAssessment): ObjectiveEvaluationDto {
  return {
    spelling_assessments: assessment.spelling.map((finding) => ({
      assessment_text: finding.word,
      recommendation: finding.recommendation,
    })),
    grammar_assessments: assessment.grammar.map((finding) => ({
      assessment_text: finding.text,
      mistake_type: finding.mistakeType,
      recommendation: finding.recommendation,
    })),
  };
}

/** TOEFL-style holistic criteria: each with one feedback object keyed by its aspects. */
export function holisticEvaluation(criteria: CriterionAssessment[]): HolisticCriterionDto[] {
  return criteria.map((criterion) => ({
    holistic_criteria_id: criterion.id,
    holistic_criteria_name: criterion.name,
    holistic_criteria_score: criterion.score,
    feedback: [
      Object.fromEntries(
        criterion.aspects.map((aspect) => [
          aspect.key,
          { score: aspect.score, explanation: aspect.explanation },
        ]),
      ),
    ],
  }));
}
