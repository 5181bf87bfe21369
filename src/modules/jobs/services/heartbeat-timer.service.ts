import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import {
  HEARTBEAT_INTERVAL_MS,
  WorkerHeartbeats,
} from 'src/modules/jobs/services/worker-heartbeats.service';

/** Beats for this worker process while it runs (worker role only). */
@Injectable()
export class HeartbeatTimer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(HeartbeatTimer.name);
  private timer?: NodeJS.Timeout;
  private failing = false;

  constructor(private readonly heartbeats: WorkerHeartbeats) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.beat(), HEARTBEAT_INTERVAL_MS);
    this.timer.unref();
    void this.beat();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.heartbeats.stop().catch(() => undefined);
  }

  private async beat(): Promise<void> {
    try {
      await this.heartbeats.beat();
      if (this.failing) this.logger.log('Worker heartbeat restored');
      this.failing = false;
    } catch (error) {
      // Logged once per outage, not every 5 s.
      if (!this.failing) this.logger.warn({ err: error }, 'Worker heartbeat failed');
      this.failing = true;
    }
  }
}
