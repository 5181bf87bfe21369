import { applyDecorators } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { ApiErrors } from 'src/common/swagger/api-errors.decorator';
import { MODEL_ANSWER_EXAMPLE } from 'src/modules/exams/controllers/shared/examples';
import type { EvaluationFamily } from 'src/modules/exams/evaluation-family';

const NOT_FOUND = { 404: 'Model answer sheet not found' };

/** The API docs of the model answer routes, written once so both families' agree. */
export const ModelAnswerDocs = {
  create: (family: EvaluationFamily) => {
    const name = family.label.toLowerCase();
    return applyDecorators(
      ApiOperation({
        summary: 'Create the model answer sheet',
        description: `A placeholder (status 0) for the ${name}'s model answers; one per ${name}, a second is 400.`,
      }),
      ApiCreatedResponse({
        schema: { example: { ...MODEL_ANSWER_EXAMPLE, status: 0, files: [], answers: [] } },
      }),
      ApiErrors(family.prefix, {
        400: 'This exam already has a model answer sheet (…); attach files to it instead',
        404: `${family.label} not found`,
      }),
    );
  },

  read: (family: EvaluationFamily) =>
    applyDecorators(
      ApiOperation({
        summary: 'Read the model answers',
        description:
          '`{id, status, answers: [{question_id, answer_text, marking_scheme: [{text, marks}]}]}`; answers appear once status is 2.',
      }),
      ApiOkResponse({ schema: { example: MODEL_ANSWER_EXAMPLE } }),
      ApiErrors(family.prefix, NOT_FOUND),
    ),

  patch: (family: EvaluationFamily) => {
    const rubricNote =
      family.kind === 'assignment'
        ? " A `rubricId` (one of your client's rubrics) may be attached too, alone or with files; answer sheets are then also scored on its criteria (`rubric_scores`)."
        : '';
    return applyDecorators(
      ApiOperation({
        summary: 'Attach the model answers, or finalise them',
        description:
          'Either attaches files (multipart `documents` or JSON `file_urls`; status stays 0) or sends `isFinal: true`, ' +
          `which starts the model answer extraction (event \`${family.steps.modelAnswer.name}\`); never both. ` +
          `The questions must be extracted (status 2) first. \`isFinal\` counts against the daily \`question_extraction\` limit (400 over it).${rubricNote}`,
      }),
      ApiOkResponse({ schema: { example: MODEL_ANSWER_EXAMPLE } }),
      ApiErrors(family.prefix, {
        400: 'The model answer sheet is final (isFinal was sent): nothing can be attached or changed now',
        ...NOT_FOUND,
      }),
    );
  },

  correct: (family: EvaluationFamily) =>
    applyDecorators(
      ApiOperation({
        summary: 'Correct the extracted model answers',
        description:
          'Once extraction has Completed: `{answers: [{question_id, answer_text?, marking_scheme?: [{text, marks}]}]}`. ' +
          "A corrected marking scheme must add up to the question's `max_marks`. Answer sheets evaluated afterwards are scored against the corrections.",
      }),
      ApiOkResponse({ schema: { example: MODEL_ANSWER_EXAMPLE } }),
      ApiErrors(family.prefix, {
        400: 'The key points carry 2 marks; question 1 is worth 3',
        ...NOT_FOUND,
      }),
    ),
};
