import { Controller, Get, Res, ServiceUnavailableException } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  HealthCheck,
  type HealthCheckResult,
  HealthCheckService,
  type HealthIndicatorFunction,
  TypeOrmHealthIndicator,
} from '@nestjs/terminus';
import type { Response } from 'express';
import { Public } from 'src/common/auth/public.decorator';
import { RedisHealthIndicator } from 'src/modules/health/redis.health';

@ApiTags('Operations')
@Public()
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly database: TypeOrmHealthIndicator,
    private readonly redis: RedisHealthIndicator,
  ) {}

  /** The process is up (for restarts); checks nothing else. */
  @Get('live')
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /**
   * This process can serve (for load balancers): MySQL and Redis answer within 2 s and 1 s; 503
   * with the failing check otherwise. The body also says how many worker processes have sent
   * their heartbeat in the last 20 s (`workers`), without failing on it: accepted jobs wait
   * safely for a worker, so an API should keep taking them.
   */
  @Get('ready')
  @HealthCheck()
  async ready(@Res({ passthrough: true }) response: Response): Promise<unknown> {
    const [serving, workers] = await Promise.all([
      this.check(response, [
        () => this.database.pingCheck('database', { timeout: 2000 }),
        () => this.redis.pingCheck('redis'),
      ]),
      this.redis.workersCheck('workers'),
    ]);
    return { ...serving, info: { ...serving.info, ...workers } };
  }

  /**
   * At least one worker process is running (its heartbeat, stamped in Redis every 5 s, is under
   * 20 s old): 200 `{status: "ok", details: {workers: {alive}}}`, else 503. For monitoring and
   * for worker deployments, which serve no HTTP of their own.
   */
  @Get('workers')
  @HealthCheck()
  workers(@Res({ passthrough: true }) response: Response): Promise<HealthCheckResult> {
    return this.check(response, [() => this.redis.workersCheck('workers')]);
  }

  private async check(
    response: Response,
    indicators: HealthIndicatorFunction[],
  ): Promise<HealthCheckResult> {
    try {
      return await this.health.check(indicators);
    } catch (error) {
      if (!(error instanceof ServiceUnavailableException)) throw error;
      response.status(503);
      return error.getResponse() as HealthCheckResult;
    }
  }
}
