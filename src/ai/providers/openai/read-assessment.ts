import type {
  CriterionAssessment,
  GrammarFinding,
  SpellingFinding,
  TaskIssue,
  WritingAssessment,
  WritingAssessmentRequest,
} from 'src/ai/ports/writing-assessment.port';
import { ModelReply } from 'src/ai/providers/openai/model-answer';
import {
  holisticCriteriaFor,
  ieltsOverallBand,
  itemScale,
  snapToScale,
} from 'src/ai/writing-rubrics';

const BELOW_MINIMUM = 'WORD_COUNT_BELOW_MINIMUM';

/**
 * The model's JSON as a WritingAssessment: scores checked and snapped to their scale, findings not
 * quoting the answer dropped, the IELTS overall band computed.
 */
export function readAssessment(
  content: string,
  request: WritingAssessmentRequest,
  wordCount: number,
): WritingAssessment {
  const { task, answerText } = request;
  const answer = ModelReply.parse(content, 'assessment');
  const criteria = holisticCriteriaFor(task).map((definition): CriterionAssessment => {
    const criterion = answer.at('criteria').at(definition.name);
    return {
      id: definition.id,
      name: definition.name,
      score: snapToScale(criterion.at('score').number(definition), definition),
      explanation: criterion.at('explanation').text(),
      aspects: definition.aspects.map((key) => {
        const aspect = criterion.at('aspects').at(key);
        return {
          key,
          score: snapToScale(aspect.at('score').number(definition), definition),
          explanation: aspect.at('explanation').text(),
        };
      }),
    };
  });
  const score =
    task.exam === 'IELTS'
      ? ieltsOverallBand(criteria.map((criterion) => criterion.score))
      : snapToScale(answer.at('score').number(itemScale(task)), itemScale(task));
  const customCriteria = request.customCriteria.map((spec): CriterionAssessment => {
    const criterion = answer.at('custom_criteria').at(spec.id);
    return {
      id: spec.id,
      name: spec.name,
      score: criterion.at('score').number({ min: spec.minScore, max: spec.maxScore }),
      explanation: criterion.at('explanation').text(),
      aspects: [],
    };
  });
  const locate = locator(answerText);
  const spelling = answer
    .at('spelling')
    .items()
    .flatMap((item): SpellingFinding[] => {
      const word = item.at('word').text();
      const offset = locate(word, true);
      if (offset === null) return [];
      const suggestion = item.at('suggestion').nullableText();
      const recommendation = item.at('recommendation').text();
      return [{ word, suggestion, offset, length: word.length, recommendation }];
    });
  const grammar = answer
    .at('grammar')
    .items()
    .flatMap((item): GrammarFinding[] => {
      const text = item.at('text').text();
      const offset = locate(text, false);
      if (offset === null) return [];
      return [
        {
          text,
          mistakeType: upperSnakeCase(item.at('mistake_type').text()),
          replacement: item.at('replacement').nullableText(),
          offset,
          length: text.length,
          recommendation: item.at('recommendation').text(),
        },
      ];
    });
  const taskIssues = answer
    .at('task_issues')
    .items()
    .map((item): TaskIssue => ({
      code: upperSnakeCase(item.at('code').text()),
      message: item.at('message').text(),
    }));
  // Counted, not judged: the model's own count of words is unreliable.
  if (wordCount < task.minWords && !taskIssues.some((issue) => issue.code === BELOW_MINIMUM)) {
    taskIssues.unshift({
      code: BELOW_MINIMUM,
      message: `The answer has ${wordCount} words; the task asks for at least ${task.minWords}.`,
    });
  }
  return {
    wordCount,
    score,
    criteria,
    customCriteria,
    spelling,
    grammar,
    taskIssues,
    reason: answer.at('reason').text(),
    scopeOfImprovement: answer.at('scope_of_improvement').text(),
  };
}

/**
 * Finds quoted text in the answer: each call takes the next occurrence not yet given out, so a
 * word misspelled twice and reported twice points at both places.
 */
function locator(answerText: string) {
  const taken = new Set<string>();
  return (needle: string, wholeWord: boolean): number | null => {
    if (needle.trim() === '') return null;
    const escaped = needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const pattern = wholeWord ? `(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])` : escaped;
    for (const match of answerText.matchAll(new RegExp(pattern, 'gu'))) {
      const key = `${match.index}:${needle.length}`;
      if (!taken.has(key)) {
        taken.add(key);
        return match.index;
      }
    }
    return null;
  };
}

const upperSnakeCase = (value: string): string =>
  value
    .trim()
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_|_$/g, '')
    .toUpperCase();
