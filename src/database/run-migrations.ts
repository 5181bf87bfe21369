import type { DataSource } from 'typeorm';

const LOCK_NAME = 'evaluation_service_migrations';
const LOCK_TIMEOUT_SECONDS = 60;

/**
 * Runs pending migrations while holding a MySQL advisory lock, so API and worker processes that
 * start together apply each migration once (MySQL DDL is not transactional).
 */
export async function runMigrationsExclusively(dataSource: DataSource): Promise<void> {
  const runner = dataSource.createQueryRunner();
  try {
    const [row] = (await runner.query('SELECT GET_LOCK(?, ?) AS acquired', [
      LOCK_NAME,
      LOCK_TIMEOUT_SECONDS,
    ])) as { acquired: number | string | null }[];
    if (Number(row?.acquired) !== 1) {
      throw new Error(`Timed out waiting ${LOCK_TIMEOUT_SECONDS}s for the migration lock`);
    }
    await dataSource.runMigrations({ transaction: 'each' });
  } finally {
    await runner.query('SELECT RELEASE_LOCK(?)', [LOCK_NAME]).catch(() => undefined);
    await runner.release();
  }
}
