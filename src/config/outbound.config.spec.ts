import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import outboundConfig from 'src/config/outbound.config';

describe('outbound config', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });
  // Only the variables a test names: a developer's own settings must not leak in.
  const load = (env: Record<string, string>) => {
    const others = Object.entries(saved).filter(
      ([key]) => !key.startsWith('OUTBOUND_') && key !== 'NODE_EXTRA_CA_CERTS',
    );
    process.env = { ...Object.fromEntries(others), ...env };
    return outboundConfig();
  };

  it('defaults to https only, no allow-list, 10 MB and 10 s for images', () => {
    expect(load({})).toEqual({
      allowList: [],
      allowHttp: false,
      image: { maxBytes: 10 * 1024 * 1024, timeoutMs: 10_000 },
      extraCaPem: null,
    });
  });

  it('reads the allow-list and the http switch', () => {
    const config = load({
      OUTBOUND_ALLOWLIST: 'localhost, 10.0.0.0/8,::1',
      OUTBOUND_ALLOW_HTTP: 'true',
    });
    expect(config.allowList).toEqual(['localhost', '10.0.0.0/8', '::1']);
    expect(config.allowHttp).toBe(true);
    expect(load({ OUTBOUND_ALLOW_HTTP: 'false' }).allowHttp).toBe(false);
  });

  it.each([
    [{ OUTBOUND_ALLOW_HTTP: 'yes' }, /OUTBOUND_ALLOW_HTTP must be true or false/],
    [{ OUTBOUND_ALLOWLIST: 'localhost,http://evil' }, /OUTBOUND_ALLOWLIST must be/],
    [{ OUTBOUND_IMAGE_MAX_BYTES: '0' }, /OUTBOUND_IMAGE_MAX_BYTES/],
    [{ NODE_EXTRA_CA_CERTS: '/nonexistent/ca.pem' }, /NODE_EXTRA_CA_CERTS cannot be read/],
  ])('refuses to start with %j', (env, message) => {
    expect(() => load(env)).toThrow(message);
  });

  it('reads the extra CA file named by NODE_EXTRA_CA_CERTS when loaded, not at process start', () => {
    const dir = mkdtempSync(join(tmpdir(), 'outbound-ca-'));
    try {
      const path = join(dir, 'ca.pem');
      writeFileSync(path, '-----BEGIN CERTIFICATE-----\nabc\n-----END CERTIFICATE-----\n');
      expect(load({ NODE_EXTRA_CA_CERTS: path }).extraCaPem).toContain('BEGIN CERTIFICATE');
    } finally {
      rmSync(dir, { recursive: true });
    }
  });
});
