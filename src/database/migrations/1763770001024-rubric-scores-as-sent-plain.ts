import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `min_score_sent` / `max_score_sent` hold the score text as sent (`5 Star`), no longer its JSON
 * form (`"5 Star"`): only text is ever kept there (a number is the DECIMAL column itself), and
 * JSON escaping could take 100 characters of text past the column's 128.
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
