import { applyDecorators } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { ApiErrors } from 'src/common/swagger/api-errors.decorator';
import {
  EXAM_EXAMPLE,
  omitExamType,
  QUESTION_EXAMPLE,
  QUESTIONS_EXAMPLE,
} from 'src/modules/exams/controllers/shared/examples';
import type { EvaluationFamily } from 'src/modules/exams/evaluation-family';

const subjectExample = (family: EvaluationFamily) =>
  family.kind === 'exam' ? EXAM_EXAMPLE : omitExamType(EXAM_EXAMPLE);

/**
 * The API docs of an exam's or assignment's own routes and its question paper, written once so
 * both families' agree; each family documents its create route itself (the bodies differ).
 */
export const SubjectDocs = {
  read: (family: EvaluationFamily) => {
    const name = family.label.toLowerCase();
    return applyDecorators(
      ApiOperation({
        summary: `Read an ${name}`,
        description: `The ${name}, its question paper's files and status (0 Open, 1 In Progress, 2 Completed, 3 Failed with \`error_message\`).`,
      }),
      ApiOkResponse({ schema: { example: subjectExample(family) } }),
      ApiErrors(family.prefix, { 404: `${family.label} not found` }),
    );
  },

  patch: (family: EvaluationFamily) =>
    applyDecorators(
      ApiOperation({
        summary: 'Attach the question paper, or finalise it',
        description:
          'Either attaches files (multipart `documents`: pdf, docx, jpeg, png; or JSON `file_urls`), keeping status 0, ' +
          'or sends `isFinal: true`, which starts the question paper extraction (status 1, then 2 or 3; event ' +
          `\`${family.steps.questionPaper.name}\`). Never both in one request; nothing can be attached after \`isFinal\`. ` +
          '`isFinal` counts against the daily `question_extraction` limit: over it the answer is 400.',
      }),
      ApiOkResponse({ schema: { example: subjectExample(family) } }),
      ApiErrors(family.prefix, {
        400: 'Send either files (documents or file_urls) or isFinal, not both in one request',
        404: `${family.label} not found`,
      }),
    ),

  questions: (family: EvaluationFamily) =>
    applyDecorators(
      ApiOperation({
        summary: 'The extracted questions',
        description:
          `\`{status, questions: [{id, question_number, question_text, max_marks, section, sub_questions[]}]}\`; ` +
          'questions appear once status is 2. `warnings` says when the marks do not add up to `total_marks`.',
      }),
      ApiOkResponse({ schema: { example: QUESTIONS_EXAMPLE } }),
      ApiErrors(family.prefix, { 404: `${family.label} not found` }),
    ),

  updateQuestion: (family: EvaluationFamily) =>
    applyDecorators(
      ApiOperation({
        summary: 'Correct an extracted question',
        description:
          '`question_text` and/or `max_marks` (whole or half marks). Answer sheets evaluated afterwards use the correction.',
      }),
      ApiOkResponse({ schema: { example: QUESTION_EXAMPLE } }),
      ApiErrors(family.prefix, {
        400: 'max_marks must be a whole or half mark (0.5, 1, 1.5, …)',
        404: 'Question not found',
      }),
    ),
};
