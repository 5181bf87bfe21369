import { existsSync, readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';

/**
 * Reads `.env` from the working directory into `process.env` before any setting is read, so the
 * API, the worker, the operator CLI and the migration CLI all see the same settings. A variable
 * already set in the environment wins over the file. The file is parsed by Node's own dotenv
 * parser (`util.parseEnv`, the one behind `node --env-file`).
 */
export function loadEnvFile(path = '.env'): void {
  if (!existsSync(path)) return;
  for (const [name, value] of Object.entries(parseEnv(readFileSync(path, 'utf8')))) {
    process.env[name] ??= value;
  }
}
