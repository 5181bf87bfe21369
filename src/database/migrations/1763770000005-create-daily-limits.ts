import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Per-user overrides of the configured daily limits; the counters themselves live in Redis. */
export class CreateDailyLimits1763770000005 implements MigrationInterface {
  name = 'CreateDailyLimits1763770000005';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE daily_limits (
        id CHAR(36) NOT NULL PRIMARY KEY,
        api_user_id CHAR(36) NOT NULL,
        family VARCHAR(40) NOT NULL,
        daily_limit INT UNSIGNED NOT NULL,
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3),
        UNIQUE KEY uq_daily_limits_user_family (api_user_id, family),
        CONSTRAINT fk_daily_limits_api_user FOREIGN KEY (api_user_id) REFERENCES api_users (id) ON DELETE CASCADE
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE daily_limits');
  }
}
