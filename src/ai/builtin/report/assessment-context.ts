import type { TaskIssue, WritingTask } from 'src/ai/ports/writing-assessment.port';
import type { Relevance } from 'src/ai/builtin/features/prompt-relevance';
import type { WritingAnalysis } from 'src/ai/builtin/features/writing-features';
import type { TraitScores } from 'src/ai/builtin/scoring/traits';
import { quoteList } from 'src/ai/builtin/report/evidence';

/** What the report builders read: the task, the measurements and the predicted traits. */
export interface AssessmentContext {
  task: WritingTask;
  analysis: WritingAnalysis;
  traits: TraitScores;
  relevance: Relevance;
  /** Words written over words required, capped at 1: scales the task scores of short answers. */
  lengthRatio: number;
  offTopic: boolean;
}

/** An aspect on the 0–5 scale with the evidence behind it and, when it falls short, the fix. */
export interface AspectFinding {
  key: string;
  /** The part of the answer it judges; advice is spread across areas. */
  area: 'task' | 'organisation' | 'language';
  /** Unrounded 0–5; snapped when reported. */
  score: number;
  /** The evidence, as it is: what the answer does, well or not. */
  explanation: string;
  /**
   * What holds the aspect back for the "Costs the most" line; `null` when nothing to fault, omitted
   * when neutral.
   */
  shortfall?: string | null;
  advice: string | null;
}

/** Off topic only when the question names enough topic words to judge and none is used. */
const MIN_QUESTION_TERMS = 3;
const MIN_WORDS_TO_JUDGE_TOPIC = 30;

export function buildContext(
  task: WritingTask,
  analysis: WritingAnalysis,
  traits: TraitScores,
  relevance: Relevance,
): AssessmentContext {
  const words = analysis.profile.wordCount;
  return {
    task,
    analysis,
    traits,
    relevance,
    lengthRatio: task.minWords > 0 ? Math.min(1, words / task.minWords) : 1,
    offTopic:
      relevance.questionTerms.length >= MIN_QUESTION_TERMS &&
      relevance.coveredTerms.length === 0 &&
      words >= MIN_WORDS_TO_JUDGE_TOPIC,
  };
}

export function taskIssues(context: AssessmentContext): TaskIssue[] {
  const { task, analysis, relevance } = context;
  const words = analysis.profile.wordCount;
  const issues: TaskIssue[] = [];
  if (words < task.minWords) {
    issues.push({
      code: 'WORD_COUNT_BELOW_MINIMUM',
      message: `The answer has ${words} words; the task asks for at least ${task.minWords}.`,
    });
  }
  if (task.maxWords !== null && words > task.maxWords) {
    issues.push({
      code: 'WORD_COUNT_ABOVE_MAXIMUM',
      message: `The answer has ${words} words; the task allows at most ${task.maxWords}.`,
    });
  }
  if (context.offTopic) {
    issues.push({
      code: 'OFF_TOPIC',
      message: `The answer uses none of the question's key words (${quoteList(relevance.questionTerms, 5)}).`,
    });
  }
  return issues;
}
