import { Body, Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiAuthenticated } from 'src/common/swagger/api-authenticated.decorator';
import type { AuthenticatedUser } from 'src/common/auth/authenticated-user';
import { CurrentUser } from 'src/common/auth/current-user.decorator';
import { ApiErrors } from 'src/common/swagger/api-errors.decorator';
import { IdempotencyKey } from 'src/modules/jobs/http/idempotency-key.decorator';
import { SubmitEvaluation } from 'src/modules/evaluations/controllers/submit-evaluation.decorator';
import {
  GenericAcknowledgementDto,
  SUBMITTED_MESSAGE,
} from 'src/modules/evaluations/dto/acknowledgement.dto';
import { GenericEvaluationRequestDto } from 'src/modules/evaluations/dto/generic-evaluation-request.dto';
import { GenericEvaluationReadDto } from 'src/modules/evaluations/dto/generic-report.dto';
import { presentGenericReport } from 'src/modules/evaluations/presenters/generic-report.presenter';
import { EvaluationReports } from 'src/modules/evaluations/services/evaluation-reports.service';
import { EvaluationSubmissions } from 'src/modules/evaluations/services/evaluation-submissions.service';

@ApiTags('Generic evaluation')
@ApiAuthenticated()
@ApiErrors('/v1/evaluation', [401])
@Controller('v1/evaluation')
export class GenericEvaluationController {
  constructor(
    private readonly submissions: EvaluationSubmissions,
    private readonly reports: EvaluationReports,
  ) {}

  /** Submit images of handwritten work for evaluation */
  @SubmitEvaluation('/v1/evaluation', {
    400: 'Invalid request body',
  })
  async submit(
    @Body() body: GenericEvaluationRequestDto,
    @CurrentUser() user: AuthenticatedUser,
    @IdempotencyKey() idempotencyKey?: string,
  ): Promise<GenericAcknowledgementDto> {
    const evaluationId = await this.submissions.submit(
      { exam: 'GENERIC', body },
      user,
      idempotencyKey,
    );
    return {
      status: 'Processing',
      message: SUBMITTED_MESSAGE,
      data: { evaluation_id: evaluationId, evaluation_status: 'pending' },
    };
  }

  /**
   * Read a generic evaluation: the text read from each image and the writing findings (spelling,
   * grammar, holistic scores, advice) once `evaluation_status` is `completed`.
   */
  @Get(':id_')
  @ApiErrors('/v1/evaluation', { 404: 'Evaluation report not found' })
  async report(
    @Param('id_') id: string,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<GenericEvaluationReadDto> {
    return presentGenericReport(await this.reports.find('GENERIC', id, user));
  }
}
