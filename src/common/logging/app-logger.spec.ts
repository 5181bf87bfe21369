import type { PinoLogger } from 'nestjs-pino';
import { AppLogger } from 'src/common/logging/app-logger';

describe('AppLogger', () => {
  const pino = { info: jest.fn(), debug: jest.fn() };
  const logger = new AppLogger(pino as unknown as PinoLogger, {});

  beforeEach(() => jest.clearAllMocks());

  it.each(['InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestFactory', 'NestApplication'])(
    "moves Nest's %s start-up lines to debug",
    (context) => {
      logger.log('Mapped {/v1/toefl/evaluation, POST} route', context);
      expect(pino.info).not.toHaveBeenCalled();
      expect(pino.debug).toHaveBeenCalledWith(
        { context },
        'Mapped {/v1/toefl/evaluation, POST} route',
      );
    },
  );

  it('keeps the application’s own lines at info', () => {
    logger.log('API (api) listening on port 3000', 'Bootstrap');
    logger.log('Worker ready');
    expect(pino.debug).not.toHaveBeenCalled();
    expect(pino.info).toHaveBeenCalledTimes(2);
  });
});
