import { Module } from '@nestjs/common';
import { ApiModule } from 'src/api.module';
import { WorkerModule } from 'src/worker.module';

/** `APP_ROLE=all`: API and workers in one process (local use, small installs, tests). */
@Module({
  imports: [ApiModule, WorkerModule],
})
export class AllInOneModule {}
