import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue #29, hostile documents: document text columns become MEDIUMTEXT (a 50,000-word page
 * overflowed TEXT); unread parts are recorded; jobs count attempts whose worker died (`crashes`).
 */
export class DocumentSizedColumns1763770000029 implements MigrationInterface {
  name = 'DocumentSizedColumns1763770000029';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE exam_questions MODIFY question_text MEDIUMTEXT NOT NULL');
    await runner.query(
      'ALTER TABLE exam_model_answer_items MODIFY answer_text MEDIUMTEXT NOT NULL',
    );
    await runner.query(`
      ALTER TABLE exam_answer_scores
        MODIFY student_answer MEDIUMTEXT NOT NULL,
        MODIFY machine_feedback MEDIUMTEXT NOT NULL,
        ADD COLUMN unreadable TEXT NULL AFTER ocr_confidence`);
    await runner.query(
      'ALTER TABLE exam_answer_sheets ADD COLUMN unreadable JSON NULL AFTER documents',
    );
    await runner.query(`
      ALTER TABLE jobs
        ADD COLUMN crashes INT NOT NULL DEFAULT 0 AFTER attempts,
        ADD COLUMN attempt_open TINYINT(1) NOT NULL DEFAULT 0 AFTER crashes`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE jobs DROP COLUMN attempt_open, DROP COLUMN crashes');
    await runner.query('ALTER TABLE exam_answer_sheets DROP COLUMN unreadable');
    await runner.query(`
      ALTER TABLE exam_answer_scores
        DROP COLUMN unreadable,
        MODIFY machine_feedback TEXT NOT NULL,
        MODIFY student_answer TEXT NOT NULL`);
    await runner.query('ALTER TABLE exam_model_answer_items MODIFY answer_text TEXT NOT NULL');
    await runner.query('ALTER TABLE exam_questions MODIFY question_text TEXT NOT NULL');
  }
}
