import type { CriterionAssessment } from 'src/ai/ports/writing-assessment.port';
import {
  holisticCriteriaFor,
  ieltsOverallBand,
  itemScale,
  snapToScale,
} from 'src/ai/writing-rubrics';
import type { AspectFinding, AssessmentContext } from 'src/ai/builtin/report/assessment-context';
import { ieltsBandOf, meanOf, snapAspect } from 'src/ai/builtin/report/aspect-scale';

export interface HolisticResult {
  score: number;
  criteria: CriterionAssessment[];
}

const byKey = (aspects: readonly AspectFinding[]) => new Map(aspects.map((a) => [a.key, a]));
const explain = (aspects: readonly (AspectFinding | undefined)[]) =>
  aspects.flatMap((aspect) => (aspect ? [aspect.explanation] : [])).join(' ');

/** The task-adjusted Overall trait: short answers scale down, off-topic ones stop at 1. */
export function overallValue(context: AssessmentContext): number {
  const value = context.traits.Overall * context.lengthRatio;
  return context.offTopic ? Math.min(1, value) : value;
}

/** TOEFL and generic: h1–h3 from their four aspects each; the item score from Overall. */
function toeflCriteria(
  context: AssessmentContext,
  aspects: readonly AspectFinding[],
): HolisticResult {
  const found = byKey(aspects);
  const criteria = holisticCriteriaFor(context.task).map((definition) => {
    const own = definition.aspects.map((key) => found.get(key)).filter((a) => a !== undefined);
    return {
      id: definition.id,
      name: definition.name,
      score: snapToScale(meanOf(...own.map((a) => a.score)), definition),
      explanation: explain(own),
      aspects: own.map((a) => ({
        key: a.key,
        score: snapAspect(a.score),
        explanation: a.explanation,
      })),
    };
  });
  return { score: snapToScale(overallValue(context), itemScale(context.task)), criteria };
}

/**
 * IELTS: the four whole-band criteria from the same evidence. Lexical resource includes spelling
 * and grammatical range includes sentence variety, as the public band descriptors do.
 */
function ieltsCriteria(
  context: AssessmentContext,
  aspects: readonly AspectFinding[],
): HolisticResult {
  const a = byKey(aspects);
  const value = (key: string) => a.get(key)?.score ?? 0;
  const sources: Record<string, { value: number; evidence: (AspectFinding | undefined)[] }> = {
    h1: {
      value: meanOf(overallValue(context), value('clarity_and_relevance_of_ideas')),
      evidence: [a.get('response_completeness'), a.get('clarity_and_relevance_of_ideas')],
    },
    h2: {
      value: meanOf(value('logical_progression'), value('paragraphing'), value('cohesive_devices')),
      evidence: [a.get('logical_progression'), a.get('paragraphing'), a.get('cohesive_devices')],
    },
    h3: {
      value: (2 * value('vocabulary_range') + value('spelling_and_mechanics')) / 3,
      evidence: [a.get('vocabulary_range'), a.get('spelling_and_mechanics')],
    },
    h4: {
      value: meanOf(value('grammatical_accuracy'), value('sentence_variety')),
      evidence: [a.get('grammatical_accuracy'), a.get('sentence_variety')],
    },
  };
  const criteria = holisticCriteriaFor(context.task).map((definition) => ({
    id: definition.id,
    name: definition.name,
    score: ieltsBandOf(sources[definition.id].value),
    explanation: explain(sources[definition.id].evidence),
    aspects: [],
  }));
  return { score: ieltsOverallBand(criteria.map((c) => c.score)), criteria };
}

/**
 * Each aspect's share of the reported score, as the score is built; ranks what reason and advice
 * lead with (summary.ts).
 */
export function aspectWeights(context: AssessmentContext): Record<string, number> {
  if (context.task.exam !== 'IELTS') {
    return Object.fromEntries(
      holisticCriteriaFor(context.task).flatMap((definition) =>
        definition.aspects.map((key) => [key, 1 / (3 * definition.aspects.length)]),
      ),
    );
  }
  return {
    response_completeness: 1 / 16,
    development_of_ideas: 1 / 16,
    clarity_and_relevance_of_ideas: 1 / 8,
    word_count_and_adherence_to_requirements: 0,
    logical_progression: 1 / 12,
    paragraphing: 1 / 12,
    cohesive_devices: 1 / 12,
    unity_of_ideas: 0,
    vocabulary_range: 1 / 6,
    spelling_and_mechanics: 1 / 12,
    grammatical_accuracy: 1 / 8,
    sentence_variety: 1 / 8,
  };
}

export function holisticCriteria(
  context: AssessmentContext,
  aspects: readonly AspectFinding[],
): HolisticResult {
  return context.task.exam === 'IELTS'
    ? ieltsCriteria(context, aspects)
    : toeflCriteria(context, aspects);
}
