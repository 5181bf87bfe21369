import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadEnvFile } from 'src/bootstrap/env-file';

describe('loadEnvFile', () => {
  const directory = mkdtempSync(join(tmpdir(), 'env-file-'));
  const saved = { ...process.env };

  afterEach(() => {
    process.env = { ...saved };
  });
  afterAll(() => rmSync(directory, { recursive: true, force: true }));

  it('reads settings from the file, leaving those already in the environment as they are', () => {
    const file = join(directory, '.env');
    writeFileSync(file, 'ENV_FILE_SPEC_PORT=4100\nENV_FILE_SPEC_ROLE=worker\n');
    process.env.ENV_FILE_SPEC_ROLE = 'api';

    loadEnvFile(file);

    expect(process.env.ENV_FILE_SPEC_PORT).toBe('4100');
    expect(process.env.ENV_FILE_SPEC_ROLE).toBe('api');
  });

  it('does nothing when there is no file', () => {
    expect(() => loadEnvFile(join(directory, 'missing.env'))).not.toThrow();
  });
});
