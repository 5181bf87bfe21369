import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * ClassTrack analyses (docs/api-contract.md §5): the request as sent, names as of then; the
 * analysis is the result of the row's job.
 */
export class CreateClassTrack1763770000012 implements MigrationInterface {
  name = 'CreateClassTrack1763770000012';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE class_track_analyses (
        id CHAR(36) NOT NULL PRIMARY KEY,
        client_id CHAR(36) NOT NULL,
        api_user_id CHAR(36) NOT NULL,
        teacher_id VARCHAR(100) NOT NULL,
        board JSON NOT NULL,
        grade JSON NOT NULL,
        subject JSON NOT NULL,
        rubric_id CHAR(36) NOT NULL,
        rubric JSON NOT NULL,
        analysis_date DATE NOT NULL,
        audio_url VARCHAR(2048) NULL,
        transcript MEDIUMTEXT NULL,
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3),
        KEY ix_class_track_user (api_user_id, created_at),
        KEY ix_class_track_teacher (client_id, teacher_id, analysis_date),
        CONSTRAINT fk_class_track_client FOREIGN KEY (client_id) REFERENCES clients (id),
        CONSTRAINT fk_class_track_api_user FOREIGN KEY (api_user_id) REFERENCES api_users (id)
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE class_track_analyses');
  }
}
