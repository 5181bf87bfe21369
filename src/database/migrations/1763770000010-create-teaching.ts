import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Worksheets and lesson plans (docs/api-contract.md §5): the step-1 request; steps are job rows.
 * Board, grade and subject keep their names as of creation.
 */
export class CreateTeaching1763770000010 implements MigrationInterface {
  name = 'CreateTeaching1763770000010';

  async up(runner: QueryRunner): Promise<void> {
    const common = `
        id CHAR(36) NOT NULL PRIMARY KEY,
        client_id CHAR(36) NOT NULL,
        api_user_id CHAR(36) NOT NULL,
        board_id CHAR(36) NOT NULL,
        board_name VARCHAR(100) NOT NULL,
        grade_id CHAR(36) NOT NULL,
        grade_name VARCHAR(100) NOT NULL,
        subject_id CHAR(36) NOT NULL,
        subject_name VARCHAR(150) NOT NULL,
        topic VARCHAR(500) NULL,
        section VARCHAR(200) NULL,
        document_ids JSON NOT NULL,
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3),`;
    await runner.query(`
      CREATE TABLE worksheets (${common}
        number_of_questions INT NOT NULL,
        question_distribution JSON NOT NULL,
        difficulty_distribution JSON NOT NULL,
        bloom_distribution JSON NOT NULL,
        KEY ix_worksheets_user (api_user_id, created_at),
        CONSTRAINT fk_worksheets_client FOREIGN KEY (client_id) REFERENCES clients (id),
        CONSTRAINT fk_worksheets_api_user FOREIGN KEY (api_user_id) REFERENCES api_users (id)
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await runner.query(`
      CREATE TABLE lesson_plans (${common}
        duration_minutes INT NOT NULL,
        audio_url VARCHAR(2048) NULL,
        metadata JSON NULL,
        KEY ix_lesson_plans_user (api_user_id, created_at),
        CONSTRAINT fk_lesson_plans_client FOREIGN KEY (client_id) REFERENCES clients (id),
        CONSTRAINT fk_lesson_plans_api_user FOREIGN KEY (api_user_id) REFERENCES api_users (id)
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE lesson_plans');
    await runner.query('DROP TABLE worksheets');
  }
}
