import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue #26, papers and schemes that do not line up: a question whose marks could not be read on
 * the paper keeps `marks_assumed` until its marking scheme or the teacher gives it marks.
 */
export class QuestionMarksAssumed1763770001031 implements MigrationInterface {
  name = 'QuestionMarksAssumed1763770001031';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(
      'ALTER TABLE exam_questions ADD COLUMN marks_assumed TINYINT(1) NOT NULL DEFAULT 0 AFTER max_marks',
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE exam_questions DROP COLUMN marks_assumed');
  }
}
