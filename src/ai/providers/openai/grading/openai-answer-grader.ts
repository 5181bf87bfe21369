import { Injectable } from '@nestjs/common';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { CurriculumTopic } from 'src/ai/builtin/curriculum/curriculum-topic';
import { AiProviderError } from 'src/ai/ports/ai-provider.error';
import type {
  AnswerGrader,
  GradingRequest,
  MarkingPoint,
  QuestionGrade,
  RubricCriterionInput,
  RubricScore,
  SheetGrade,
  StepMark,
} from 'src/ai/ports/answer-grading.port';
import { markingSchemeOf } from 'src/ai/builtin/papers';
import type { OpenAiChat } from 'src/ai/providers/openai/openai-chat';
import {
  GradingMisconceptions,
  type OfferedMisconception,
} from 'src/ai/providers/openai/grading/grading-misconceptions';
import {
  GRADING_SCHEMA_NAME,
  gradingSchema,
  type ModelSheetGrade,
} from 'src/ai/providers/openai/grading/grading-schema';
import { feedbackNaming, stepMarkOf } from 'src/ai/providers/openai/grading/model-step-marks';
import { readStructured, responseFormat } from 'src/ai/providers/openai/teaching/structured-answer';

const SYSTEM = [
  'You are an experienced, fair examiner marking a student answer sheet against the teacher’s',
  'model answers and marking schemes. For every key point of every question decide whether the',
  "student's answer makes it: earned (all its marks), partial (some, in half marks), missing, or",
  'contradicted (the answer says the opposite, e.g. "the bulbs go out" against "the bulbs stay lit").',
  'A key point that lists answers to choose from ("Any two from: a; b; c", 2 marks) earns an equal',
  'share of its marks for each listed answer the student gives, up to its marks.',
  'Judge by meaning, not wording: accept synonyms, equivalent numbers and units (9.8 m/s² is 9.8',
  'metres per second squared) and British or American spelling alike. Never credit words the',
  'student only copied from the question. When the OCR confidence is low, overlook spelling',
  'slips. Quote the student verbatim as evidence (null when nothing earned or contradicted the',
  'point). Each answered question lists the curriculum’s known misconceptions about it (id,',
  'statement, correct idea). When the answer states one of them, in any words, name it on the',
  'point it is about (its id, statement and correct idea); when the answer states the opposite of',
  'a key point, name that wrong idea (id null, the student’s wrong idea as the statement, the point',
  'as the correct idea). A point with a misconception earns 0, with the words that state it as',
  'evidence. An answer that mentions a misconception only to reject it ("it is a myth that …")',
  'does not state it. Otherwise misconception is null.',
  'Feedback, in plain words a student understands: what was right (quoting the student), what is',
  'wrong or missing and why (name a misconception and give the correct idea), and one next step;',
  'short and specific, never quoting the marking scheme back. Answer with JSON that fits the',
  'schema exactly.',
].join(' ');

const floorHalf = (value: number) => Math.floor(value * 2 + 1e-9) / 2;

/**
 * Grades a sheet with an OpenAI-compatible model in one strict JSON-schema call, grounded in the
 * curriculum's misconceptions of the paper's subject; scores are summed here from step marks
 * (capped), blanks 0, foreign evidence and unlisted misconceptions dropped; docs/ai-capabilities.md.
 */
@Injectable()
export class OpenAiAnswerGrader implements AnswerGrader {
  readonly provider = 'openai';
  private readonly misconceptions: GradingMisconceptions;

  constructor(
    private readonly chat: OpenAiChat,
    curriculum: { topics: readonly CurriculumTopic[] },
  ) {
    this.misconceptions = new GradingMisconceptions(curriculum.topics);
  }

  async grade(request: GradingRequest): Promise<SheetGrade> {
    const schemes = new Map(request.questions.map((q) => [q.questionId, markingSchemeOf(q)]));
    const answers = new Map(request.answers.map((a) => [a.questionId, a]));
    const offered = this.misconceptions.forSheet(request);
    const content = await this.chat.complete({
      messages: messages(request, schemes, offered),
      response_format: responseFormat(
        GRADING_SCHEMA_NAME,
        gradingSchema(request, schemes, offered, { for: 'model' }),
      ),
    });
    const answer = readStructured<ModelSheetGrade>(
      content,
      gradingSchema(request, schemes, offered, { for: 'answer' }),
      'answer sheet grades',
    );

    const questions = request.questions.map((question): QuestionGrade => {
      const points = schemes.get(question.questionId) ?? [];
      const given = answer.questions[question.questionId];
      const studentText = answers.get(question.questionId)?.text.trim() ?? '';
      const seen = new Set<number>();
      const stepMarks = points.map((point, index): StepMark => {
        const mark = given.step_marks.find((step) => step.point === index + 1);
        if (!mark || seen.has(index)) {
          throw new AiProviderError(
            `The AI provider's answer sheet grades do not fit its schema: question ${question.questionNumber} has no mark for point ${index + 1}`,
          );
        }
        seen.add(index);
        if (!studentText) {
          return {
            point: point.text,
            marks: point.marks,
            awarded: 0,
            status: 'missing',
            evidence: null,
          };
        }
        if (mark.awarded > point.marks) {
          throw new AiProviderError(
            `The AI provider's answer sheet grades do not fit its schema: question ${question.questionNumber} point ${index + 1} awards ${mark.awarded} of ${point.marks} marks`,
          );
        }
        return stepMarkOf(point, mark, {
          studentText,
          offered: offered.get(question.questionId) ?? [],
        });
      });
      const total = stepMarks.reduce((sum, step) => sum + step.awarded, 0);
      return {
        questionId: question.questionId,
        score: Math.min(question.maxMarks, floorHalf(total)),
        maxMarks: question.maxMarks,
        feedback: studentText
          ? feedbackNaming(given.feedback, stepMarks)
          : `No answer was written, so none of the ${question.maxMarks} marks could be awarded.`,
        stepMarks,
      };
    });
    return {
      questions,
      rubricScores: request.rubric
        ? request.rubric.map((criterion) =>
            rubricScore(criterion, answer.rubric_scores[criterion.criterionId]),
          )
        : null,
    };
  }
}

/** The model's score lowered to the highest rubric level at or below it, with that level's descriptor. */
function rubricScore(
  criterion: RubricCriterionInput,
  given: { score: number; evidence: string[] },
): RubricScore {
  const levels = [...criterion.levels].sort((a, b) => a.score - b.score);
  const reached = levels.filter((level) => level.score <= given.score + 1e-9);
  const level = reached[reached.length - 1] ?? levels[0];
  return {
    criterionId: criterion.criterionId,
    criterion: criterion.name,
    score: level ? level.score : given.score,
    maxScore: criterion.maxScore,
    descriptor: level?.descriptor ?? '',
    evidence: given.evidence,
  };
}

function messages(
  request: GradingRequest,
  schemes: ReadonlyMap<string, MarkingPoint[]>,
  offered: ReadonlyMap<string, OfferedMisconception[]>,
): ChatCompletionMessageParam[] {
  const answers = new Map(request.answers.map((a) => [a.questionId, a]));
  const sheet = {
    questions: request.questions.map((question) => {
      const answer = answers.get(question.questionId);
      return {
        question_id: question.questionId,
        number: question.questionNumber,
        question: question.questionText,
        max_marks: question.maxMarks,
        model_answer: question.modelAnswer,
        key_points: (schemes.get(question.questionId) ?? []).map((point, index) => ({
          point: index + 1,
          text: point.text,
          marks: point.marks,
        })),
        student_answer: answer?.text.trim() || null,
        ocr_confidence: answer?.confidence ?? null,
        misconceptions: (offered.get(question.questionId) ?? []).map(({ id, misconception }) => ({
          id,
          statement: misconception.statement,
          correct_idea: misconception.correction,
        })),
      };
    }),
    rubric: request.rubric?.map((criterion) => ({
      criterion_id: criterion.criterionId,
      name: criterion.name,
      description: criterion.description,
      min_score: criterion.minScore,
      max_score: criterion.maxScore,
      levels: criterion.levels,
    })),
  };
  return [
    { role: 'system', content: SYSTEM },
    {
      role: 'user',
      content: [
        `Subject: ${request.subject ?? '(not given)'}`,
        'Mark every key point of every question. A blank answer (null) earns nothing.',
        request.rubric
          ? 'Also score each rubric criterion from the graded answers, within its range.'
          : 'There is no rubric: answer rubric_scores as an empty object.',
        'The answer sheet as JSON:',
        JSON.stringify(sheet),
      ].join('\n'),
    },
  ];
}
