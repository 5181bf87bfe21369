import { Controller, Delete, HttpCode, HttpStatus, Param } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from 'src/common/auth/authenticated-user';
import { CurrentUser } from 'src/common/auth/current-user.decorator';
import { ApiAuthenticated } from 'src/common/swagger/api-authenticated.decorator';
import { ApiErrors } from 'src/common/swagger/api-errors.decorator';
import type { ResourceType } from 'src/modules/privacy/erasure/resource-types';
import {
  PrivacyErrorCode,
  PrivacyException,
} from 'src/modules/privacy/exceptions/privacy.exception';
import { Erasures } from 'src/modules/privacy/services/erasures.service';

const ERASED = 'Erased; the event `resource_erased` follows.';

/**
 * One DELETE per erasable resource, on the resource's own path, so its errors render in the
 * family of that path. Each answers 204 once the resource is gone.
 */
function erasureController(spec: {
  path: string;
  param: string;
  tag: string;
  resource: ResourceType;
  notFound: string;
  /** For the docs: `TOEFL evaluation`, `exam`. */
  label: string;
  goesWith: string;
}) {
  const prefix = `/${spec.path}`;

  @ApiTags(spec.tag)
  @ApiAuthenticated()
  @Controller(spec.path)
  class ResourceErasureController {
    constructor(readonly erasures: Erasures) {}

    @Delete(`:${spec.param}`)
    @HttpCode(HttpStatus.NO_CONTENT)
    @ApiOperation({
      operationId: `erase_${spec.resource}`,
      summary: `Erase a ${spec.label} (data protection)`,
      description: `Erases the ${spec.label} and everything that goes with it: ${spec.goesWith}. Every read of it then answers 404, as for an unknown id; so does a second DELETE. Webhook event \`resource_erased\`.`,
    })
    @ApiNoContentResponse({ description: ERASED })
    @ApiErrors(prefix, { 404: spec.notFound })
    async erase(
      @CurrentUser() user: AuthenticatedUser,
      @Param(spec.param) id: string,
    ): Promise<void> {
      await this.erasures.eraseResource(
        user,
        spec.resource,
        id,
        () => new PrivacyException(PrivacyErrorCode.NOT_FOUND, spec.notFound),
      );
    }
  }
  return ResourceErasureController;
}

const REPORT_NOT_FOUND = 'Evaluation report not found';

export class ToeflErasureController extends erasureController({
  path: 'v1/toefl/evaluation',
  param: 'id_',
  tag: 'TOEFL evaluation',
  resource: 'toefl_evaluation',
  label: 'TOEFL evaluation',
  goesWith: 'its job row',
  notFound: REPORT_NOT_FOUND,
}) {}

export class IeltsErasureController extends erasureController({
  path: 'v1/ielts/evaluation',
  param: 'id_',
  tag: 'IELTS evaluation',
  resource: 'ielts_evaluation',
  label: 'IELTS evaluation',
  goesWith: 'its job row',
  notFound: REPORT_NOT_FOUND,
}) {}

export class GenericErasureController extends erasureController({
  path: 'v1/evaluation',
  param: 'id_',
  tag: 'Generic evaluation',
  resource: 'generic_evaluation',
  label: 'generic evaluation',
  goesWith: 'its job row',
  notFound: REPORT_NOT_FOUND,
}) {}

export class ExamErasureController extends erasureController({
  path: 'evaluation-platform/v1/exam',
  param: 'exam_id',
  tag: 'Exams',
  resource: 'exam',
  label: 'exam',
  goesWith:
    'its questions, model answer, every answer sheet with its scores and overrides, the action plans built on them, every stored file and every step',
  notFound: 'Exam not found',
}) {}

export class AssignmentErasureController extends erasureController({
  path: 'assignment-evaluation/v1/assignment',
  param: 'assignment_id',
  tag: 'Assignments',
  resource: 'assignment',
  label: 'assignment',
  goesWith:
    'its questions, model answer, every answer sheet with its scores and overrides, the action plans built on them, every stored file and every step',
  notFound: 'Assignment not found',
}) {}

export class LessonPlanErasureController extends erasureController({
  path: 'lesson-plan/v1/metadata',
  param: 'id',
  tag: 'Lesson plans',
  resource: 'lesson_plan',
  label: 'lesson plan',
  goesWith: "all four steps and the teacher's documents",
  notFound: 'Lesson plan not found',
}) {}

export class WorksheetErasureController extends erasureController({
  path: 'worksheet/v1/metadata',
  param: 'id',
  tag: 'Worksheets',
  resource: 'worksheet',
  label: 'worksheet',
  goesWith: "all four steps and the teacher's documents",
  notFound: 'Worksheet not found',
}) {}

export class ClassTrackErasureController extends erasureController({
  path: 'class-track/v1/analysis',
  param: 'id',
  tag: 'ClassTrack',
  resource: 'class_track_analysis',
  label: 'ClassTrack analysis',
  goesWith: 'the transcript and the analysis',
  notFound: 'Analysis not found',
}) {}

export const RESOURCE_ERASURE_CONTROLLERS = [
  ToeflErasureController,
  IeltsErasureController,
  GenericErasureController,
  ExamErasureController,
  AssignmentErasureController,
  LessonPlanErasureController,
  WorksheetErasureController,
  ClassTrackErasureController,
];
