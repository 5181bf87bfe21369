import { BullAdapter } from '@bull-board/api/bullAdapter';
import { ExpressAdapter } from '@bull-board/express';
import { BullBoardModule } from '@bull-board/nestjs';
import { Module } from '@nestjs/common';
import { type QueueBoardConfig, queueBoardConfig } from 'src/config/queue-board.config';
import { QUEUES } from 'src/modules/jobs/queues';
import { operatorGate } from 'src/modules/monitoring/queue-board/operator-gate';

/**
 * Bull Board at /admin/queues behind the operator gate (middleware: no Swagger, JWT or pipes).
 * Safe actions: a retried job whose row ended is a no-op; the sweep re-sends a removed active one.
 */
@Module({
  imports: [
    BullBoardModule.forRootAsync({
      inject: [queueBoardConfig.KEY],
      useFactory: (config: QueueBoardConfig) => ({
        route: config.path,
        adapter: ExpressAdapter,
        boardOptions: { uiConfig: { boardTitle: 'Evaluation Service' } },
        middleware: operatorGate(config),
      }),
    }),
    BullBoardModule.forFeature(
      ...Object.values(QUEUES).map((queue) => ({ name: queue.name, adapter: BullAdapter })),
    ),
  ],
})
export class QueueBoardModule {}
