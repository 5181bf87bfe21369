import { Module } from '@nestjs/common';
import { WorkerMetricsServer } from 'src/modules/monitoring/services/worker-metrics-server.service';

/** Worker role: the metrics listener on WORKER_METRICS_PORT. */
@Module({ providers: [WorkerMetricsServer] })
export class MonitoringWorkerModule {}
