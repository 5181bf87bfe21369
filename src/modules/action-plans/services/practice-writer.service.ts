import { Inject, Injectable, Logger } from '@nestjs/common';
import type { PracticeRequest } from 'src/ai/ports/action-planning.port';
import { groundedPractice } from 'src/ai/builtin/action-plans/practice-check';
import { AiProviderError } from 'src/ai/ports/ai-provider.error';
import {
  BLOOM_LEVELS,
  DIFFICULTIES,
  type PlanningInput,
  QUESTION_TYPES,
  type QuestionType,
  TEACHING_CONTENT,
  type TeachingContentGenerator,
  type WorksheetBlueprint,
  type WorksheetQuestion,
} from 'src/ai/ports/teaching-content.port';

/** The practice a plan asks for, in this order: recall, then explanation, then a choice. */
const PRACTICE_TYPES: QuestionType[] = ['fill_in_the_blanks', 'short_answer', 'mcq_single_answer'];
const PRACTICE_BLOOMS = ['remember', 'understand', 'apply'] as const;

const zeros = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;

function blueprint(count: number): WorksheetBlueprint {
  const plan: WorksheetBlueprint = {
    questionTypes: zeros(QUESTION_TYPES),
    difficulties: zeros(DIFFICULTIES),
    blooms: zeros(BLOOM_LEVELS),
  };
  for (let index = 0; index < count; index += 1) {
    plan.questionTypes[PRACTICE_TYPES[index % PRACTICE_TYPES.length]] += 1;
    plan.blooms[PRACTICE_BLOOMS[index % PRACTICE_BLOOMS.length]] += 1;
    plan.difficulties[index === 0 ? 'easy' : 'medium'] += 1;
  }
  return plan;
}

/** A question as the student reads it: MCQs with their options. */
function asPractice(question: WorksheetQuestion): string {
  return question.options.length > 0
    ? `${question.question} ${question.options.join(' ')}`
    : question.question;
}

/** Items asked for per item wanted: some may fail the checks. */
const SPARE = 2;

/** Up to `count` items, taking the types in turn (recall, explanation, choice). */
function inTurn(byType: WorksheetQuestion[][], count: number): WorksheetQuestion[] {
  const picked: WorksheetQuestion[] = [];
  for (
    let round = 0;
    picked.length < count && byType.some((list) => list.length > round);
    round += 1
  )
    for (const list of byType) if (list[round] && picked.length < count) picked.push(list[round]);
  return picked;
}

/**
 * Practice for a lost-marks concept from the teaching-content generator: from the curriculum
 * entry when the concept has a topic (no documents, so the builtin generator writes from the
 * curriculum), else from the questions and marking scheme. Every item is checked against the
 * request's grounding and dropped when it is not grounded; none is replaced.
 */
@Injectable()
export class PracticeWriterService {
  private readonly logger = new Logger(PracticeWriterService.name);

  constructor(@Inject(TEACHING_CONTENT) private readonly content: TeachingContentGenerator) {}

  async write(request: PracticeRequest): Promise<string[]> {
    if (request.count <= 0) return [];
    const missing = [...new Set(request.questions.flatMap((question) => question.missingPoints))];
    const topic = request.topic ?? request.concept;
    const input: PlanningInput = {
      board: '',
      grade: request.exam.className ?? '',
      subject: request.exam.subject ?? '',
      topic,
      section: null,
      sources: request.topic
        ? []
        : request.questions.map((question, index) => ({
            document: `Question ${question.questionNumber}`,
            page: index + 1,
            text: [question.questionText, question.modelAnswer, ...question.missingPoints]
              .filter((text) => text.trim().length > 0)
              .join('\n\n'),
          })),
      subjectMatter: {
        topics_to_be_covered: { topic: [topic] },
        key_concepts_and_subconcepts: {
          topics: [{ topic, sub_topic: missing.slice(0, 6) }],
        },
      },
      // With a topic, its curriculum outcomes are the objectives.
      learningStandards: {
        smart_learning_objectives: {
          objects: {
            ai_recommendations: request.topic ? [] : [`Explain ${request.concept} accurately.`],
          },
        },
      },
    };
    try {
      const questions = await this.content.writeQuestions(input, blueprint(request.count * SPARE));
      const checked = PRACTICE_TYPES.map((type) =>
        groundedPractice(questions[type] ?? [], request.grounding),
      );
      return inTurn(checked, request.count).map(asPractice);
    } catch (error) {
      if (error instanceof AiProviderError && error.transient) throw error;
      const reason = error instanceof Error ? error.message : String(error);
      this.logger.warn(`No practice for "${request.concept}": ${reason}`);
      return [];
    }
  }
}
