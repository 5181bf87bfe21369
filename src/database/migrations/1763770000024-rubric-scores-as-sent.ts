import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A criterion's scores as the client sent them (`"5 Star"`), beside the numbers scored with; NULL
 * on older rows.
 */
export class RubricScoresAsSent1763770000024 implements MigrationInterface {
  name = 'RubricScoresAsSent1763770000024';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      ALTER TABLE rubric_criteria
        ADD COLUMN min_score_sent VARCHAR(128) NULL AFTER max_score,
        ADD COLUMN max_score_sent VARCHAR(128) NULL AFTER min_score_sent`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(
      'ALTER TABLE rubric_criteria DROP COLUMN min_score_sent, DROP COLUMN max_score_sent',
    );
  }
}
