import { Body, Controller, Get, HttpStatus, Param, Res } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiAuthenticated } from 'src/common/swagger/api-authenticated.decorator';
import type { Response } from 'express';
import type { AuthenticatedUser } from 'src/common/auth/authenticated-user';
import { CurrentUser } from 'src/common/auth/current-user.decorator';
import { ApiErrors } from 'src/common/swagger/api-errors.decorator';
import { IdempotencyKey } from 'src/modules/jobs/http/idempotency-key.decorator';
import { SubmitEvaluation } from 'src/modules/evaluations/controllers/submit-evaluation.decorator';
import {
  IeltsAcknowledgementDto,
  SUBMITTED_MESSAGE,
} from 'src/modules/evaluations/dto/acknowledgement.dto';
import { IeltsEvaluationRequestDto } from 'src/modules/evaluations/dto/ielts-evaluation-request.dto';
import { IeltsPendingDto, IeltsReportDto } from 'src/modules/evaluations/dto/ielts-report.dto';
import { evaluationStatus } from 'src/modules/evaluations/evaluation-kinds';
import {
  EvaluationErrorCode,
  EvaluationException,
} from 'src/modules/evaluations/exceptions/evaluation.exception';
import { presentIeltsReport } from 'src/modules/evaluations/presenters/ielts-report.presenter';
import { EvaluationReports } from 'src/modules/evaluations/services/evaluation-reports.service';
import { EvaluationSubmissions } from 'src/modules/evaluations/services/evaluation-submissions.service';

@ApiTags('IELTS evaluation')
@ApiAuthenticated()
@ApiErrors('/v1/ielts', [401])
@Controller('v1/ielts/evaluation')
export class IeltsEvaluationController {
  constructor(
    private readonly submissions: EvaluationSubmissions,
    private readonly reports: EvaluationReports,
  ) {}

  /** Submit IELTS writing answers for evaluation */
  @SubmitEvaluation('/v1/ielts', {
    400: 'Invalid request body',
  })
  async submit(
    @Body() body: IeltsEvaluationRequestDto,
    @CurrentUser() user: AuthenticatedUser,
    @IdempotencyKey() idempotencyKey?: string,
  ): Promise<IeltsAcknowledgementDto> {
    const evaluationId = await this.submissions.submit(
      { exam: 'IELTS', body },
      user,
      idempotencyKey,
    );
    return {
      status: 'Processing',
      message: SUBMITTED_MESSAGE,
      data: [{ evaluation_id: evaluationId }],
    };
  }

  /**
   * Read an IELTS evaluation report: 200 with the report once completed, 202 `{evaluation_id,
   * status}` while pending or processing, 422 `Evaluation failed: <reason>` when it failed.
   */
  @Get(':id_')
  @ApiOkResponse({ type: IeltsReportDto })
  @ApiAcceptedResponse({ type: IeltsPendingDto })
  @ApiErrors('/v1/ielts', {
    404: 'Evaluation report not found',
    422: 'Evaluation failed: Could not fetch image https://files.example.org/…: the address is not public',
  })
  async report(
    @Param('id_') id: string,
    @CurrentUser() user: AuthenticatedUser,
    @Res({ passthrough: true }) response: Response,
  ): Promise<IeltsReportDto | IeltsPendingDto> {
    const evaluation = await this.reports.find('IELTS', id, user);
    const status = evaluationStatus(evaluation.job.status);
    if (status === 'failed') {
      throw new EvaluationException(
        EvaluationErrorCode.FAILED,
        `Evaluation failed: ${evaluation.job.errorMessage ?? 'unknown reason'}`,
      );
    }
    if (status !== 'completed') {
      response.status(HttpStatus.ACCEPTED);
      return { evaluation_id: evaluation.id, status };
    }
    return presentIeltsReport(evaluation);
  }
}
