import type { MigrationInterface, QueryRunner } from 'typeorm';

const TABLE_OPTIONS = 'ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci';
const TIMESTAMPS = `
  created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
  updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3)`;

/** Clients' custom rubrics and their criteria (docs/api-contract.md §7). */
export class CreateRubrics1763770000004 implements MigrationInterface {
  name = 'CreateRubrics1763770000004';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE rubrics (
        id CHAR(36) NOT NULL PRIMARY KEY,
        client_id CHAR(36) NOT NULL,
        name VARCHAR(255) NOT NULL,
        description TEXT NULL,${TIMESTAMPS},
        KEY ix_rubrics_client_created (client_id, created_at),
        CONSTRAINT fk_rubrics_client FOREIGN KEY (client_id) REFERENCES clients (id) ON DELETE RESTRICT
      ) ${TABLE_OPTIONS}`);
    // JSON is LONGTEXT with a json_valid check on MariaDB; TypeORM parses it either way.
    await runner.query(`
      CREATE TABLE rubric_criteria (
        id CHAR(36) NOT NULL PRIMARY KEY,
        rubric_id CHAR(36) NOT NULL,
        name VARCHAR(255) NOT NULL,
        description TEXT NULL,
        min_score DECIMAL(7,2) NOT NULL,
        max_score DECIMAL(7,2) NOT NULL,
        scoring_logic JSON NOT NULL,
        position INT NOT NULL,${TIMESTAMPS},
        UNIQUE KEY uq_rubric_criteria_position (rubric_id, position),
        CONSTRAINT fk_rubric_criteria_rubric FOREIGN KEY (rubric_id) REFERENCES rubrics (id) ON DELETE CASCADE
      ) ${TABLE_OPTIONS}`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE rubric_criteria');
    await runner.query('DROP TABLE rubrics');
  }
}
