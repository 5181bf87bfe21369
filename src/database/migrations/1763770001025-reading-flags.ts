import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue #26, reading confidence: a score row keeps the lines of its answer read at low OCR
 * confidence or as garbled maths (`reading_flags`); a sheet keeps the warnings that name the
 * questions to check.
 */
export class ReadingFlags1763770001025 implements MigrationInterface {
  name = 'ReadingFlags1763770001025';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(
      'ALTER TABLE exam_answer_scores ADD COLUMN reading_flags JSON NULL AFTER unreadable',
    );
    await runner.query(
      'ALTER TABLE exam_answer_sheets ADD COLUMN warnings JSON NULL AFTER unreadable',
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE exam_answer_sheets DROP COLUMN warnings');
    await runner.query('ALTER TABLE exam_answer_scores DROP COLUMN reading_flags');
  }
}
