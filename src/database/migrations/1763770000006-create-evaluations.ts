import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateEvaluations1763770000006 implements MigrationInterface {
  name = 'CreateEvaluations1763770000006';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE evaluations (
        id CHAR(36) NOT NULL PRIMARY KEY,
        exam VARCHAR(16) NOT NULL,
        client_id CHAR(36) NOT NULL,
        api_user_id CHAR(36) NOT NULL,
        job_id CHAR(36) NOT NULL,
        request JSON NOT NULL,
        result JSON NULL,
        idempotency_key VARCHAR(255) NULL,
        request_hash CHAR(64) NULL,
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3),
        UNIQUE KEY uq_evaluations_job (job_id),
        UNIQUE KEY uq_evaluations_idempotency (api_user_id, idempotency_key),
        KEY ix_evaluations_client (client_id, created_at),
        CONSTRAINT fk_evaluations_job FOREIGN KEY (job_id) REFERENCES jobs (id),
        CONSTRAINT fk_evaluations_client FOREIGN KEY (client_id) REFERENCES clients (id),
        CONSTRAINT fk_evaluations_api_user FOREIGN KEY (api_user_id) REFERENCES api_users (id)
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE evaluations');
  }
}
