import { metricsConfig } from 'src/config/metrics.config';

describe('metrics config', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });
  const load = (env: Record<string, string>) => {
    const others = Object.entries(saved).filter(([key]) => !/^(WORKER_)?METRICS_/.test(key));
    process.env = { ...Object.fromEntries(others), ...env };
    return metricsConfig();
  };

  it('serves /metrics without a token and starts no worker listener by default', () => {
    expect(load({})).toEqual({ enabled: true, token: null, workerPort: null });
  });

  it('reads the switch, the token and the worker port; empty values count as unset', () => {
    expect(
      load({
        METRICS_ENABLED: 'false',
        METRICS_TOKEN: 'a-token-long-enough',
        WORKER_METRICS_PORT: '9464',
      }),
    ).toEqual({ enabled: false, token: 'a-token-long-enough', workerPort: 9464 });
    expect(load({ METRICS_TOKEN: '', WORKER_METRICS_PORT: '' })).toEqual({
      enabled: true,
      token: null,
      workerPort: null,
    });
  });

  it.each([
    [{ METRICS_ENABLED: 'yes' }, /METRICS_ENABLED must be true or false/],
    [{ METRICS_TOKEN: 'short' }, /METRICS_TOKEN must be at least 16 characters/],
    [{ WORKER_METRICS_PORT: '70000' }, /WORKER_METRICS_PORT/],
  ])('refuses to start with %j', (env, message) => {
    expect(() => load(env)).toThrow(message);
  });
});
