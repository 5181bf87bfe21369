import { Body, Controller, Get, Param } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiAuthenticated } from 'src/common/swagger/api-authenticated.decorator';
import type { AuthenticatedUser } from 'src/common/auth/authenticated-user';
import { CurrentUser } from 'src/common/auth/current-user.decorator';
import { ApiErrors } from 'src/common/swagger/api-errors.decorator';
import {
  SUBMITTED_MESSAGE,
  ToeflAcknowledgementDto,
} from 'src/modules/evaluations/dto/acknowledgement.dto';
import { ToeflEvaluationRequestDto } from 'src/modules/evaluations/dto/toefl-evaluation-request.dto';
import { ToeflReportDto } from 'src/modules/evaluations/dto/toefl-report.dto';
import { IdempotencyKey } from 'src/modules/jobs/http/idempotency-key.decorator';
import { SubmitEvaluation } from 'src/modules/evaluations/controllers/submit-evaluation.decorator';
import { presentToeflReport } from 'src/modules/evaluations/presenters/toefl-report.presenter';
import { EvaluationReports } from 'src/modules/evaluations/services/evaluation-reports.service';
import { EvaluationSubmissions } from 'src/modules/evaluations/services/evaluation-submissions.service';

@ApiTags('TOEFL evaluation')
@ApiAuthenticated()
@ApiErrors('/v1/toefl', [401])
@Controller('v1/toefl/evaluation')
export class ToeflEvaluationController {
  constructor(
    private readonly submissions: EvaluationSubmissions,
    private readonly reports: EvaluationReports,
  ) {}

  /** Submit TOEFL writing answers for evaluation */
  @SubmitEvaluation('/v1/toefl', {
    400: 'client_id "other" does not match the client of this API user',
    422: 'Field required',
  })
  async submit(
    @Body() body: ToeflEvaluationRequestDto,
    @CurrentUser() user: AuthenticatedUser,
    @IdempotencyKey() idempotencyKey?: string,
  ): Promise<ToeflAcknowledgementDto> {
    const evaluationId = await this.submissions.submit(
      { exam: 'TOEFL', body },
      user,
      idempotencyKey,
    );
    return {
      status_code: '200',
      status: 'Processing',
      message: SUBMITTED_MESSAGE,
      data: [{ evaluation_id: evaluationId }],
    };
  }

  /**
   * Read a TOEFL evaluation report. Always 200 with an array of one element: `status` is
   * `pending` or `processing` (with `evaluation_text: []`) until it is `completed`; `failed`
   * carries the reason in `error`.
   */
  @Get(':id_')
  @ApiOkResponse({ type: [ToeflReportDto] })
  @ApiErrors('/v1/toefl', { 404: 'Evaluation report not found' })
  async report(
    @Param('id_') id: string,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<ToeflReportDto[]> {
    return presentToeflReport(await this.reports.find('TOEFL', id, user));
  }
}
