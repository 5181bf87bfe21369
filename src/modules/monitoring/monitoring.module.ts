import { Module } from '@nestjs/common';
import { MetricsController } from 'src/modules/monitoring/controllers/metrics.controller';
import { QueueBoardModule } from 'src/modules/monitoring/queue-board/queue-board.module';

/** API role: `GET /metrics` and Bull Board. */
@Module({
  imports: [QueueBoardModule],
  controllers: [MetricsController],
})
export class MonitoringModule {}
