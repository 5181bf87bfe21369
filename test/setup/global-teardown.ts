import Redis from 'ioredis';
import { createConnection } from 'mysql2/promise';

/** Drops the run's database and deletes its Redis keys. */
export default async function globalTeardown(): Promise<void> {
  const url = new URL(process.env.DATABASE_URL ?? '');
  const database = url.pathname.slice(1);
  if (database.startsWith('evaluation_test_')) {
    url.pathname = '/';
    const connection = await createConnection(url.toString());
    await connection.query(`DROP DATABASE IF EXISTS \`${database}\``);
    await connection.end();
  }
  const prefix = process.env.REDIS_PREFIX ?? '';
  if (prefix.startsWith('evs-test-')) {
    const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
    for await (const keys of redis.scanStream({ match: `${prefix}:*`, count: 500 })) {
      if ((keys as string[]).length > 0) await redis.del(...(keys as string[]));
    }
    await redis.quit();
  }
}
