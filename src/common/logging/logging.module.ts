import { Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { AppLogger } from 'src/common/logging/app-logger';
import { loggerParams } from 'src/common/logging/logger-params';
import { type AppConfig, appConfig } from 'src/config/app.config';

/** Structured JSON logs (pino) with the request id on every line written while serving it. */
@Module({
  imports: [
    LoggerModule.forRootAsync({
      inject: [appConfig.KEY],
      useFactory: (config: AppConfig) => loggerParams(config),
    }),
  ],
  providers: [AppLogger],
  exports: [AppLogger],
})
export class LoggingModule {}
