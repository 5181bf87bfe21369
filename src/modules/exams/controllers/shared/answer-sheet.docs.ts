import { applyDecorators } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { ApiErrors } from 'src/common/swagger/api-errors.decorator';
import {
  ANSWER_SHEET_EXAMPLE,
  FINAL_RESULT_EXAMPLE,
  MACHINE_SCORES_EXAMPLE,
  REVIEWED_SCORES_EXAMPLE,
} from 'src/modules/exams/controllers/shared/examples';
import type { EvaluationFamily } from 'src/modules/exams/evaluation-family';

const NOT_FOUND = { 404: 'Answer sheet not found' };

/** The API docs of the answer sheet and review routes, written once so both families' agree. */
export const AnswerSheetDocs = {
  create: (family: EvaluationFamily) =>
    applyDecorators(
      ApiOperation({
        summary: "Create a student's answer sheet",
        description: `\`{student_id, name}\` → the sheet (status 0). Attach its pages with the PATCH, then \`isFinal: true\`.`,
      }),
      ApiCreatedResponse({ schema: { example: { ...ANSWER_SHEET_EXAMPLE, files: [] } } }),
      ApiErrors(family.prefix, {
        400: 'This field may not be blank.',
        404: `${family.label} not found`,
      }),
    ),

  read: (family: EvaluationFamily) =>
    applyDecorators(
      ApiOperation({
        summary: 'Read an answer sheet',
        description:
          'Its files, status and review state; `unreadable` lists files or pages that could not be read, `warnings` the questions ' +
          'to check against the sheet (answers read at low OCR confidence or as garbled maths).',
      }),
      ApiOkResponse({ schema: { example: ANSWER_SHEET_EXAMPLE } }),
      ApiErrors(family.prefix, NOT_FOUND),
    ),

  patch: (family: EvaluationFamily) => {
    const name = family.label.toLowerCase();
    return applyDecorators(
      ApiOperation({
        summary: 'Attach the pages, or evaluate the sheet',
        description:
          'Either attaches files (multipart `documents`: typed PDFs, scanned PDFs, photos as jpeg/png; or JSON `file_urls`; status stays 0) ' +
          "or sends `isFinal: true`, which reads the student's answers, maps them to the questions and scores each against the model answer " +
          `(event \`${family.steps.answerSheet.name}\`, which adds \`reading_flag_count\`, \`warning_count\` and the \`scores_path\` that lists them); ` +
          `never both. The ${name}'s questions and model answer must be Completed first (else 400). ` +
          '`isFinal` counts against the daily `answer_sheet_evaluation` limit (429 over it).',
      }),
      ApiOkResponse({ schema: { example: ANSWER_SHEET_EXAMPLE } }),
      ApiErrors(family.prefix, {
        400: `The model answer of this ${name} is not extracted yet (status 1); an answer sheet is evaluated once the questions and the model answer are Completed`,
        404: 'Answer sheet not found',
        429: 'Daily limit of 200 answer sheet evaluation requests reached; it resets at 00:01 UTC',
      }),
    );
  },

  machineScores: (family: EvaluationFamily) =>
    applyDecorators(
      ApiOperation({
        summary: "The machine's scores",
        description:
          '`{status, total_score, max_score, unreadable[], warnings[], questions: [{question_id, question_number, student_answer, score, ' +
          'max_marks, feedback, step_marks[], missing_points[], unreadable, reading_flags[]}]}`: every mark explained by the marking scheme ' +
          'point it was given for, quoting the student. `reading_flags` (`{line, confidence, reason}`) are the lines of the answer read ' +
          "below `OCR_LOW_CONFIDENCE` or as garbled maths: the question is still marked, on that reading, and the sheet's `warnings` " +
          'name the questions to check. ' +
          `Questions appear once status is 2.${family.kind === 'assignment' ? ' With a rubric, `rubric_scores` per criterion.' : ''}`,
      }),
      ApiOkResponse({ schema: { example: MACHINE_SCORES_EXAMPLE } }),
      ApiErrors(family.prefix, NOT_FOUND),
    ),

  reviewedScores: (family: EvaluationFamily) =>
    applyDecorators(
      ApiOperation({
        summary: 'The reviewed scores',
        description:
          "Per question `score` and `feedback` are the teacher's where given, else the machine's; `machine_score`, " +
          '`machine_feedback`, `teacher_score`, `teacher_feedback` and `reviewed` beside them; `reading_flags` per question and the ' +
          "sheet's `warnings` as in the machine's scores, so the teacher sees which marks rest on a doubtful reading.",
      }),
      ApiOkResponse({ schema: { example: REVIEWED_SCORES_EXAMPLE } }),
      ApiErrors(family.prefix, NOT_FOUND),
    ),

  review: (family: EvaluationFamily) =>
    applyDecorators(
      ApiOperation({
        summary: "Override questions' scores and feedback",
        description:
          "`{questions: [{question_id, score, feedback?}]}`: the teacher's score (0 to max_marks, whole or half marks) and feedback; " +
          "the machine's stay beside them. Allowed once the sheet is evaluated and until it is published. Answers the reviewed scores.",
      }),
      ApiOkResponse({ schema: { example: REVIEWED_SCORES_EXAMPLE } }),
      ApiErrors(family.prefix, {
        400: 'score must be a whole or half mark from 0 to 3 (question 1)',
        ...NOT_FOUND,
      }),
    ),

  publish: (family: EvaluationFamily) =>
    applyDecorators(
      ApiOperation({
        summary: 'Publish the reviewed scores',
        description:
          'The reviewed scores become the final result (`get-final-result`); no overrides afterwards. Answers the final result.',
      }),
      ApiOkResponse({ schema: { example: FINAL_RESULT_EXAMPLE } }),
      ApiErrors(family.prefix, {
        400: 'The scores of this answer sheet are already published',
        ...NOT_FOUND,
      }),
    ),

  finalResult: (family: EvaluationFamily) =>
    applyDecorators(
      ApiOperation({
        summary: 'The published result',
        description: 'The reviewed scores as published; 400 until the teacher publishes.',
      }),
      ApiOkResponse({ schema: { example: FINAL_RESULT_EXAMPLE } }),
      ApiErrors(family.prefix, {
        400: 'The scores of this answer sheet are not published yet (POST .../publish/)',
        ...NOT_FOUND,
      }),
    ),
};
