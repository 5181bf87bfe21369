import { randomUUID } from 'node:crypto';
import type { MigrationInterface, QueryRunner } from 'typeorm';

const TABLE_OPTIONS = 'ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci';

const TEMPLATES: [name: string, displayName: string, description: string][] = [
  ['student_data_erased', 'Student data erased', "A student's data has been erased"],
  [
    'resource_erased',
    'Resource erased',
    'An evaluation, exam, assignment, lesson plan, worksheet or ClassTrack analysis has been erased',
  ],
];

/**
 * Data protection (docs/api-contract.md §10): erasure requests, the append-only audit, per-client
 * retention periods, and the templates of the two erasure events.
 */
export class CreatePrivacy1763770000027 implements MigrationInterface {
  name = 'CreatePrivacy1763770000027';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE privacy_erasures (
        id CHAR(36) NOT NULL PRIMARY KEY,
        client_id CHAR(36) NOT NULL,
        api_user_id CHAR(36) NULL,
        scope VARCHAR(16) NOT NULL,
        student_id VARCHAR(100) NULL,
        resource VARCHAR(32) NULL,
        resource_id CHAR(36) NULL,
        erased JSON NULL,
        completed_at DATETIME(3) NULL,
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3),
        KEY ix_privacy_erasures_student (client_id, student_id, created_at),
        CONSTRAINT fk_privacy_erasures_client FOREIGN KEY (client_id) REFERENCES clients (id)
      ) ${TABLE_OPTIONS}`);
    await runner.query(`
      CREATE TABLE audit_events (
        id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,
        occurred_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        actor VARCHAR(200) NOT NULL,
        action VARCHAR(64) NOT NULL,
        client_id CHAR(36) NULL,
        target VARCHAR(200) NULL,
        row_count INT NOT NULL DEFAULT 0,
        details JSON NULL,
        KEY ix_audit_events_time (occurred_at),
        KEY ix_audit_events_client (client_id, occurred_at)
      ) ${TABLE_OPTIONS}`);
    await runner.query(`
      CREATE TABLE retention_settings (
        client_id CHAR(36) NOT NULL,
        family VARCHAR(32) NOT NULL,
        days INT NOT NULL,
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3),
        PRIMARY KEY (client_id, family),
        CONSTRAINT fk_retention_settings_client FOREIGN KEY (client_id) REFERENCES clients (id) ON DELETE CASCADE
      ) ${TABLE_OPTIONS}`);
    const [{ next }] = (await runner.query(
      'SELECT COALESCE(MAX(position), -1) + 1 AS next FROM webhook_templates',
    )) as { next: number | string }[];
    for (const [offset, [name, displayName, description]] of TEMPLATES.entries()) {
      await runner.query(
        'INSERT INTO webhook_templates (id, name, display_name, description, position) VALUES (?, ?, ?, ?, ?)',
        [randomUUID(), name, displayName, description, Number(next) + offset],
      );
    }
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(
      "DELETE FROM webhook_templates WHERE name IN ('student_data_erased', 'resource_erased')",
    );
    await runner.query('DROP TABLE retention_settings');
    await runner.query('DROP TABLE audit_events');
    await runner.query('DROP TABLE privacy_erasures');
  }
}
