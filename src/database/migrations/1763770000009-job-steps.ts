import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Job rows become pipeline steps (`parent_id`, own input and result); `Idempotency-Key` moves here
 * from `evaluations`.
 */
export class JobSteps1763770000009 implements MigrationInterface {
  name = 'JobSteps1763770000009';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      ALTER TABLE jobs
        ADD COLUMN parent_id CHAR(36) NULL AFTER subject_id,
        ADD COLUMN input JSON NULL AFTER status,
        ADD COLUMN result JSON NULL AFTER input,
        ADD COLUMN idempotency_key VARCHAR(255) NULL,
        ADD COLUMN request_hash CHAR(64) NULL,
        ADD KEY ix_jobs_parent (parent_id),
        ADD KEY ix_jobs_status_started (status, started_at),
        ADD UNIQUE KEY uq_jobs_idempotency (api_user_id, idempotency_key)`);
    await runner.query(`
      UPDATE jobs j JOIN evaluations e ON e.job_id = j.id
         SET j.idempotency_key = e.idempotency_key, j.request_hash = e.request_hash
       WHERE e.idempotency_key IS NOT NULL`);
    await runner.query(`
      ALTER TABLE evaluations
        ADD KEY ix_evaluations_api_user (api_user_id),
        DROP INDEX uq_evaluations_idempotency,
        DROP COLUMN idempotency_key,
        DROP COLUMN request_hash`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`
      ALTER TABLE evaluations
        ADD COLUMN idempotency_key VARCHAR(255) NULL,
        ADD COLUMN request_hash CHAR(64) NULL,
        ADD UNIQUE KEY uq_evaluations_idempotency (api_user_id, idempotency_key),
        DROP INDEX ix_evaluations_api_user`);
    await runner.query(`
      UPDATE evaluations e JOIN jobs j ON e.job_id = j.id
         SET e.idempotency_key = j.idempotency_key, e.request_hash = j.request_hash`);
    await runner.query(`
      ALTER TABLE jobs
        ADD KEY fk_jobs_api_user (api_user_id),
        DROP INDEX uq_jobs_idempotency,
        DROP INDEX ix_jobs_status_started,
        DROP INDEX ix_jobs_parent,
        DROP COLUMN request_hash,
        DROP COLUMN idempotency_key,
        DROP COLUMN result,
        DROP COLUMN input,
        DROP COLUMN parent_id`);
  }
}
