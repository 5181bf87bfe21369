import type {
  RubricCriterionSpec,
  WritingAssessment,
  WritingTask,
} from 'src/ai/ports/writing-assessment.port';
import type { LanguageFindings } from 'src/ai/builtin/language/language-checker';
import { quote } from 'src/ai/builtin/report/evidence';
import { holisticCriteriaFor } from 'src/ai/writing-rubrics';

/** Below this many words there is no writing to judge, only its absence. */
export const MIN_ASSESSABLE_WORDS = 10;

/** The report for an empty or near-empty answer: every score at its minimum, and why. */
export function emptyAssessment(
  task: WritingTask,
  wordCount: number,
  findings: LanguageFindings,
  specs: readonly RubricCriterionSpec[],
): WritingAssessment {
  const why =
    wordCount === 0
      ? 'The answer is empty.'
      : `The answer has only ${wordCount} word${wordCount === 1 ? '' : 's'}, too few to assess.`;
  const ask = task.questionText.trim()
    ? `Write a full answer of at least ${task.minWords} words to ${quote(task.questionText, 80)}.`
    : `Write a full answer of at least ${task.minWords} words.`;
  return {
    wordCount,
    score: 0,
    criteria: holisticCriteriaFor(task).map((definition) => ({
      id: definition.id,
      name: definition.name,
      score: definition.min,
      explanation: why,
      aspects: definition.aspects.map((key) => ({ key, score: 0, explanation: why })),
    })),
    customCriteria: specs.map((spec) => ({
      id: spec.id,
      name: spec.name,
      score: spec.minScore,
      explanation: why,
      aspects: [],
    })),
    spelling: findings.spelling,
    grammar: findings.grammar,
    taskIssues:
      wordCount < task.minWords
        ? [
            {
              code: 'WORD_COUNT_BELOW_MINIMUM',
              message: `The answer has ${wordCount} words; the task asks for at least ${task.minWords}.`,
            },
          ]
        : [],
    reason: `Score 0. ${why}`,
    scopeOfImprovement: ask,
  };
}
