import { Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { HealthController } from 'src/modules/health/health.controller';
import { RedisHealthIndicator } from 'src/modules/health/redis.health';
import { RootController } from 'src/modules/health/root.controller';

@Module({
  imports: [TerminusModule.forRoot({ logger: false })],
  controllers: [HealthController, RootController],
  providers: [RedisHealthIndicator],
})
export class HealthModule {}
