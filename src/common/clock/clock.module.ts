import { Global, Module } from '@nestjs/common';
import { Clock } from 'src/common/clock/clock';

/** One clock per process for every role (API, worker, CLI). */
@Global()
@Module({ providers: [Clock], exports: [Clock] })
export class ClockModule {}
