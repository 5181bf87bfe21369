import { randomBytes } from 'node:crypto';

/**
 * One fresh MySQL database and one Redis key prefix per test run, so runs never see each other's
 * rows or queues. Workers inherit these variables; the app creates and migrates the database.
 */
export default function globalSetup(): void {
  const runId = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const base = new URL(
    process.env.DATABASE_URL ?? 'mysql://root@127.0.0.1:3306/evaluation_service',
  );
  base.pathname = `/evaluation_test_${runId}`;
  process.env.DATABASE_URL = base.toString();
  process.env.REDIS_PREFIX = `evs-test-${runId}`;
  process.env.LOG_LEVEL ??= 'silent';
  // Hashing cost is not under test; keep sessions fast (each hash still carries its parameters).
  process.env.PASSWORD_HASH_COST ??= '12';
}
