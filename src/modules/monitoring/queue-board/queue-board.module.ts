import { BullAdapter } from '@bull-board/api/bullAdapter';
import { ExpressAdapter } from '@bull-board/express';
import { BullBoardModule } from '@bull-board/nestjs';
import { Module } from '@nestjs/common';
import { type QueueBoardConfig, queueBoardConfig } from 'src/config/queue-board.config';
import { QUEUES } from 'src/modules/jobs/queues';
import { operatorGate } from 'src/modules/monitoring/queue-board/operator-gate';

/**
 * Bull Board at /admin/queues (API role) over every queue of the queue table, behind the
 * operator gate. Nest mounts it as middleware, so it is outside the controllers: no Swagger entry,
 * no bearer JWT, no validation pipe. Its actions are safe with this job core: a retried job whose
 * row already ended does nothing, and a removed job whose row is still active is sent again by the
 * sweep.
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
