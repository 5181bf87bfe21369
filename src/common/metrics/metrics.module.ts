import { Global, Module } from '@nestjs/common';
import { Metrics } from 'src/common/metrics/metrics.service';

/** One Prometheus registry per process, for every role (see Metrics). */
@Global()
@Module({ providers: [Metrics], exports: [Metrics] })
export class MetricsModule {}
