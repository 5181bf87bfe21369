import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A criterion's `minScore` and `maxScore` as the client sent them (a number, `"5"` or the
 * vendor's `"5 Star"`), as JSON text beside the numbers the service scores with; NULL on rows
 * from before, which read back as their numbers. A level's score as sent is kept inside
 * `scoring_logic` (`scoreSent`).
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
