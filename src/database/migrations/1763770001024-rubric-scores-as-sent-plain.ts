import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The `*_score_sent` columns hold plain text, not JSON: escaping could take 100 characters past the
 * column's 128.
 */
export class RubricScoresAsSentPlain1763770001024 implements MigrationInterface {
  name = 'RubricScoresAsSentPlain1763770001024';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      UPDATE rubric_criteria
        SET min_score_sent = JSON_UNQUOTE(min_score_sent), max_score_sent = JSON_UNQUOTE(max_score_sent)
        WHERE min_score_sent IS NOT NULL OR max_score_sent IS NOT NULL`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`
      UPDATE rubric_criteria
        SET min_score_sent = JSON_QUOTE(min_score_sent), max_score_sent = JSON_QUOTE(max_score_sent)
        WHERE min_score_sent IS NOT NULL OR max_score_sent IS NOT NULL`);
  }
}
