import { Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { HealthController } from 'src/modules/health/health.controller';
import { RedisHealthIndicator } from 'src/modules/health/redis.health';

@Module({
  imports: [TerminusModule.forRoot({ logger: false })],
  controllers: [HealthController],
  providers: [RedisHealthIndicator],
})
export class HealthModule {}
