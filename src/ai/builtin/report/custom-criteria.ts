import type {
  CriterionAssessment,
  RubricCriterionSpec,
} from 'src/ai/ports/writing-assessment.port';
import type { AspectFinding, AssessmentContext } from 'src/ai/builtin/report/assessment-context';
import { overallValue } from 'src/ai/builtin/report/holistic-criteria';
import type { Trait } from 'src/ai/builtin/scoring/traits';

/** Which trait a criterion is about, read from its name and description; first match wins. */
const TRAIT_CUES: readonly { trait: Trait; cue: RegExp; evidence: string }[] = [
  {
    trait: 'Conventions',
    cue: /spell|mechanic|punctuat|capital|convention/i,
    evidence: 'spelling_and_mechanics',
  },
  {
    trait: 'Grammar',
    cue: /grammar|grammatical|accura|tense|agreement/i,
    evidence: 'grammatical_accuracy',
  },
  { trait: 'Vocabulary', cue: /vocab|lexic|word choice|diction/i, evidence: 'vocabulary_range' },
  { trait: 'Phraseology', cue: /phrase|idiom|colloca|express/i, evidence: 'vocabulary_range' },
  { trait: 'Syntax', cue: /syntax|sentence|structure|fluency/i, evidence: 'sentence_variety' },
  {
    trait: 'Cohesion',
    cue: /organi[sz]|coheren|cohesi|structur|transition|paragraph|flow/i,
    evidence: 'logical_progression',
  },
];

function relatedTrait(spec: RubricCriterionSpec) {
  const text = `${spec.name} ${spec.description ?? ''}`;
  return TRAIT_CUES.find(({ cue }) => cue.test(text)) ?? null;
}

/**
 * A custom criterion: the related trait's position on 1–5 placed on the criterion's range, then
 * moved to the nearest level the rubric defines, whose descriptor is quoted as the verdict.
 */
export function customCriteria(
  context: AssessmentContext,
  aspects: readonly AspectFinding[],
  specs: readonly RubricCriterionSpec[],
): CriterionAssessment[] {
  return specs.map((spec) => {
    const related = relatedTrait(spec);
    const value = related ? context.traits[related.trait] : overallValue(context);
    const position = Math.min(1, Math.max(0, (value - 1) / 4));
    const raw = spec.minScore + position * (spec.maxScore - spec.minScore);
    const level = [...spec.levels]
      .filter((l) => l.score >= spec.minScore && l.score <= spec.maxScore)
      .sort((a, b) => Math.abs(a.score - raw) - Math.abs(b.score - raw) || a.score - b.score)[0];
    const score = level ? level.score : Math.round(raw);
    const evidenceKey = related?.evidence ?? 'development_of_ideas';
    const evidence = aspects.find((a) => a.key === evidenceKey)?.explanation ?? '';
    const basis = related ? related.trait.toLowerCase() : 'overall quality';
    return {
      id: spec.id,
      name: spec.name,
      score,
      explanation:
        `${score} of ${spec.maxScore} on ${basis}${level ? `, closest to the level "${level.descriptor}"` : ''}. ${evidence}`.trim(),
      aspects: [],
    };
  });
}
