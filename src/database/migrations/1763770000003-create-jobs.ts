import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateJobs1763770000003 implements MigrationInterface {
  name = 'CreateJobs1763770000003';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE jobs (
        id CHAR(36) NOT NULL PRIMARY KEY,
        kind VARCHAR(64) NOT NULL,
        queue VARCHAR(64) NOT NULL,
        subject_id CHAR(36) NOT NULL,
        api_user_id CHAR(36) NOT NULL,
        client_id CHAR(36) NOT NULL,
        status VARCHAR(16) NOT NULL,
        attempts INT NOT NULL DEFAULT 0,
        error_message TEXT NULL,
        deadline_at DATETIME(3) NOT NULL,
        started_at DATETIME(3) NULL,
        finished_at DATETIME(3) NULL,
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3),
        UNIQUE KEY uq_jobs_kind_subject (kind, subject_id),
        KEY ix_jobs_status_deadline (status, deadline_at),
        KEY ix_jobs_status_created (status, created_at),
        CONSTRAINT fk_jobs_api_user FOREIGN KEY (api_user_id) REFERENCES api_users (id),
        CONSTRAINT fk_jobs_client FOREIGN KEY (client_id) REFERENCES clients (id)
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE jobs');
  }
}
