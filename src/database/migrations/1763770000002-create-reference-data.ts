import { randomUUID } from 'node:crypto';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { REFERENCE_DATA_V1 } from 'src/database/seeds/reference-data.v1';

const TABLE_OPTIONS = 'ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci';
const TIMESTAMPS = `
  created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
  updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3)`;

export class CreateReferenceData1763770000002 implements MigrationInterface {
  name = 'CreateReferenceData1763770000002';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE boards (
        id CHAR(36) NOT NULL PRIMARY KEY,
        name VARCHAR(200) NOT NULL,
        position INT NOT NULL,${TIMESTAMPS},
        UNIQUE KEY uq_boards_name (name)
      ) ${TABLE_OPTIONS}`);
    await runner.query(`
      CREATE TABLE grades (
        id CHAR(36) NOT NULL PRIMARY KEY,
        board_id CHAR(36) NOT NULL,
        name VARCHAR(100) NOT NULL,
        position INT NOT NULL,${TIMESTAMPS},
        UNIQUE KEY uq_grades_board_name (board_id, name),
        CONSTRAINT fk_grades_board FOREIGN KEY (board_id) REFERENCES boards (id) ON DELETE CASCADE
      ) ${TABLE_OPTIONS}`);
    await runner.query(`
      CREATE TABLE subjects (
        id CHAR(36) NOT NULL PRIMARY KEY,
        grade_id CHAR(36) NOT NULL,
        name VARCHAR(150) NOT NULL,
        position INT NOT NULL,${TIMESTAMPS},
        UNIQUE KEY uq_subjects_grade_name (grade_id, name),
        CONSTRAINT fk_subjects_grade FOREIGN KEY (grade_id) REFERENCES grades (id) ON DELETE CASCADE
      ) ${TABLE_OPTIONS}`);
    await this.seed(runner);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE subjects');
    await runner.query('DROP TABLE grades');
    await runner.query('DROP TABLE boards');
  }

  /** Ids are random per database, like every id the service creates; clients read them via the API. */
  private async seed(runner: QueryRunner): Promise<void> {
    for (const [boardPosition, board] of REFERENCE_DATA_V1.entries()) {
      const boardId = randomUUID();
      await runner.query('INSERT INTO boards (id, name, position) VALUES (?, ?, ?)', [
        boardId,
        board.name,
        boardPosition,
      ]);
      for (const [gradePosition, grade] of board.grades.entries()) {
        const gradeId = randomUUID();
        await runner.query(
          'INSERT INTO grades (id, board_id, name, position) VALUES (?, ?, ?, ?)',
          [gradeId, boardId, grade.name, gradePosition],
        );
        const rows = grade.subjects.map((name, position) => [
          randomUUID(),
          gradeId,
          name,
          position,
        ]);
        await runner.query(
          `INSERT INTO subjects (id, grade_id, name, position) VALUES ${rows.map(() => '(?, ?, ?, ?)').join(', ')}`,
          rows.flat(),
        );
      }
    }
  }
}
