import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Action plans (docs/api-contract.md §5): one row per request; `target_id` is the answer sheet
 * (student plans) or exam (teacher plans), and reads take the newest row for it.
 */
export class CreateActionPlans1763770000013 implements MigrationInterface {
  name = 'CreateActionPlans1763770000013';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE action_plans (
        id CHAR(36) NOT NULL PRIMARY KEY,
        kind VARCHAR(16) NOT NULL,
        target_id CHAR(36) NOT NULL,
        client_id CHAR(36) NOT NULL,
        api_user_id CHAR(36) NOT NULL,
        exam JSON NULL,
        student JSON NULL,
        action_plan JSON NULL,
        failed_questions JSON NULL,
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3),
        KEY ix_action_plans_target (api_user_id, kind, target_id, created_at),
        CONSTRAINT fk_action_plans_client FOREIGN KEY (client_id) REFERENCES clients (id),
        CONSTRAINT fk_action_plans_api_user FOREIGN KEY (api_user_id) REFERENCES api_users (id)
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE action_plans');
  }
}
