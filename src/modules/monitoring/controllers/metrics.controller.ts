import { Controller, Get, Headers, Inject, NotFoundException, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from 'src/common/auth/public.decorator';
import { UnauthenticatedException } from 'src/common/errors/unauthenticated.exception';
import { Metrics } from 'src/common/metrics/metrics.service';
import { type MetricsConfig, metricsConfig } from 'src/config/metrics.config';
import { scrapeRefusal } from 'src/modules/monitoring/scrape-access';

/**
 * `GET /metrics` (Prometheus text): not a client route, so no docs, JWT or limit; METRICS_TOKEN
 * protects it.
 */
@ApiExcludeController()
@Public()
@Controller('metrics')
export class MetricsController {
  constructor(
    private readonly metrics: Metrics,
    @Inject(metricsConfig.KEY) private readonly config: MetricsConfig,
  ) {}

  @Get()
  async scrape(
    @Headers('authorization') authorization: string | undefined,
    @Res({ passthrough: true }) response: Response,
  ): Promise<string> {
    if (!this.config.enabled) throw new NotFoundException();
    const refusal = scrapeRefusal(authorization, this.config.token);
    if (refusal) throw new UnauthenticatedException(refusal);
    response.type(this.metrics.contentType);
    return this.metrics.scrape();
  }
}
