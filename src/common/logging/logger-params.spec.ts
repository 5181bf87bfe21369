import { QueryFailedError } from 'typeorm';
import { loggerParams } from 'src/common/logging/logger-params';

type Options = { serializers: { err: (error: Error) => Record<string, unknown> } };

describe('loggerParams', () => {
  const serialize = (loggerParams({ logLevel: 'debug', role: 'all' }).pinoHttp as Options)
    .serializers.err;

  it('logs a failed query without the values it carried', () => {
    const essay = 'My cousin Ottoline saw a lanternfish';
    const driverError = Object.assign(new Error("Data too long for column 'request'"), {
      code: 'ER_DATA_TOO_LONG',
      sql: `INSERT INTO evaluations (request) VALUES ('${essay}')`,
    });
    const error = new QueryFailedError(
      'INSERT INTO evaluations (request) VALUES (?)',
      [essay],
      driverError,
    );
    const line = JSON.stringify(serialize(error));
    expect(line).not.toContain('Ottoline');
    expect(line).toContain('ER_DATA_TOO_LONG');
    expect(line).toContain('INSERT INTO evaluations');
    expect(line).not.toContain('VALUES');
  });
});
