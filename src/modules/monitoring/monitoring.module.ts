import { Module } from '@nestjs/common';
import { MetricsController } from 'src/modules/monitoring/controllers/metrics.controller';

/** API role: `GET /metrics`. */
@Module({
  controllers: [MetricsController],
})
export class MonitoringModule {}
