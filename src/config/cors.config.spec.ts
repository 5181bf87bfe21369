import { corsOptions } from 'src/common/http/configure-app';
import { corsConfig, isExactOrigin } from 'src/config/cors.config';

describe('cors config', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });
  const load = (value?: string) => {
    process.env = { ...saved };
    if (value === undefined) delete process.env.CORS_ORIGINS;
    else process.env.CORS_ORIGINS = value;
    return corsConfig();
  };

  it('is off when unset or empty: no CORS middleware, preflights stay unknown paths', () => {
    expect(load()).toEqual({ origins: [] });
    expect(load('')).toEqual({ origins: [] });
    expect(corsOptions(load())).toBeNull();
  });

  it('reads exact origins, comma-separated', () => {
    expect(load('https://app.example.org, http://localhost:5173').origins).toEqual([
      'https://app.example.org',
      'http://localhost:5173',
    ]);
    expect(corsOptions(load('http://localhost:5173'))).toMatchObject({
      origin: ['http://localhost:5173'],
      allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key', 'x-request-id'],
      credentials: false,
    });
  });

  it.each([
    '*',
    'https://app.example.org/',
    'app.example.org',
    'https://app.example.org/app',
    'ftp://x.org',
  ])('refuses to start with %j', (value) => {
    expect(isExactOrigin(value)).toBe(false);
    expect(() => load(value)).toThrow(
      /CORS_ORIGINS must be a comma-separated list of exact origins/,
    );
  });
});
