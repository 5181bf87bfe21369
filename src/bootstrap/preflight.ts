import { createServer } from 'node:net';
import Redis from 'ioredis';
import { type DatabaseConfig, databaseConfig } from 'src/config/database.config';
import { type RedisConfig, redisConfig } from 'src/config/redis.config';
import { ensureDatabaseExists } from 'src/database/ensure-database';
import { StartupError } from 'src/common/errors/startup.error';

const errorCode = (error: unknown): string =>
  (error as { code?: string }).code ?? (error instanceof Error ? error.message : String(error));

/** Reaches MySQL (creating the database if needed) so a down server is one clear line. */
export async function checkMysql(config: DatabaseConfig = databaseConfig()): Promise<void> {
  try {
    await ensureDatabaseExists(config);
  } catch (error) {
    const code = errorCode(error);
    if (code === 'ER_ACCESS_DENIED_ERROR' || code === 'ER_DBACCESS_DENIED_ERROR') {
      throw new StartupError(
        `MySQL at ${config.host}:${config.port} rejected the credentials in DATABASE_URL (${code}).`,
      );
    }
    throw new StartupError(
      `Cannot reach MySQL at ${config.host}:${config.port} (${code}). Start it — ` +
        '`docker compose -f docker/compose.yml up -d mysql`, or on Debian ' +
        '`start-stop-daemon --start --oknodo --background --exec /usr/sbin/mariadbd` — or set DATABASE_URL.',
    );
  }
}

export async function checkRedis(config: RedisConfig = redisConfig()): Promise<void> {
  const client = new Redis(config.url, {
    lazyConnect: true,
    connectTimeout: 3000,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: () => null,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.ping();
  } catch (error) {
    throw new StartupError(
      `Cannot reach Redis at ${config.host}:${config.port} (${errorCode(error)}). Start it — ` +
        '`docker compose -f docker/compose.yml up -d redis`, or `redis-server --daemonize yes` — or set REDIS_URL.',
    );
  } finally {
    client.disconnect();
  }
}

/**
 * Fails at once when PORT (or a worker's WORKER_METRICS_PORT) is taken, instead of after the whole
 * app has booted (migrations, the AI engine) and only then tried to listen.
 */
export async function checkPortFree(port: number, setting = 'PORT'): Promise<void> {
  const probe = createServer();
  try {
    await new Promise<void>((resolve, reject) => {
      probe.once('error', reject);
      probe.listen(port, () => resolve());
    });
  } catch (error) {
    if (errorCode(error) === 'EADDRINUSE') {
      throw new StartupError(
        `Port ${port} is already in use; stop the other process or set ${setting}.`,
      );
    }
    throw error;
  } finally {
    await new Promise<void>((resolve) =>
      probe.listening ? probe.close(() => resolve()) : resolve(),
    );
  }
}

/** A failure the operator can act on, worded as one line; null for anything else. */
function operatorMessage(error: unknown): string | null {
  if (errorCode(error) === 'EADDRINUSE') {
    const { port } = error as { port?: number };
    return `Port ${port} is already in use; stop the other process or set PORT.`;
  }
  if (error instanceof StartupError) return error.message;
  if (error instanceof Error && error.message.startsWith('Invalid configuration'))
    return error.message;
  return null;
}

/** Prints a start-up failure and exits; configuration and dependency problems are one line. */
export function exitOnStartupError(error: unknown): never {
  const message = operatorMessage(error);
  console.error(message ? `Cannot start: ${message}` : error);
  process.exit(1);
}
