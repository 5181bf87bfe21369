import { Controller, Get, Headers, Inject, NotFoundException, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from 'src/common/auth/public.decorator';
import { UnauthenticatedException } from 'src/common/errors/unauthenticated.exception';
import { Metrics } from 'src/common/metrics/metrics.service';
import { type MetricsConfig, metricsConfig } from 'src/config/metrics.config';
import { scrapeRefusal } from 'src/modules/monitoring/scrape-access';

/**
 * `GET /metrics` in Prometheus's text format: this process's registry (in `APP_ROLE=all` the
 * worker's instruments too). Not a client route, so not in the API docs, no bearer JWT and no
 * daily limit; METRICS_TOKEN protects it, METRICS_ENABLED=false turns it into a 404.
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
