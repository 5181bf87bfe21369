import { Controller, Get, Res, ServiceUnavailableException } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { HealthCheck, HealthCheckService, TypeOrmHealthIndicator } from '@nestjs/terminus';
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

  /** MySQL and Redis answer (for load balancers); 503 with the failing check otherwise. */
  @Get('ready')
  @HealthCheck()
  async ready(@Res({ passthrough: true }) response: Response): Promise<unknown> {
    try {
      return await this.health.check([
        () => this.database.pingCheck('database', { timeout: 2000 }),
        () => this.redis.pingCheck('redis'),
      ]);
    } catch (error) {
      if (!(error instanceof ServiceUnavailableException)) throw error;
      response.status(503);
      return error.getResponse();
    }
  }
}
