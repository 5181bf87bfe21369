import { randomUUID } from 'node:crypto';
import type { MigrationInterface, QueryRunner } from 'typeorm';

const TABLE_OPTIONS = 'ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci';
const TIMESTAMPS = `
  created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
  updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3)`;

/** The webhook events with the extension ones (docs/api-contract.md §8), as of this migration. */
const TEMPLATES: [name: string, displayName: string, description: string][] = [
  ['worksheet_initialize_metadata', 'Worksheet metadata', 'Worksheet subject matter is ready'],
  [
    'worksheet_question_configuration',
    'Worksheet question configuration',
    'Worksheet question plan is ready',
  ],
  ['worksheet_generation', 'Worksheet generation', 'Worksheet questions are ready'],
  [
    'worksheet_explanation_generation',
    'Worksheet explanations',
    'Worksheet explanations are ready',
  ],
  ['lesson_plan_initialize_metadata', 'Lesson plan metadata', 'Lesson plan metadata is ready'],
  ['lesson_plan_finalize_metadata', 'Lesson plan alignment', 'Lesson plan alignment is ready'],
  [
    'lesson_plan_instructional_framework_builder',
    'Lesson plan content',
    'Lesson plan content is ready',
  ],
  [
    'lesson_plan_additional_enrichment_blocks',
    'Lesson plan enrichment blocks',
    'Enrichment blocks are ready',
  ],
  ['student_action_plan', 'Student action plan', 'A student action plan is ready'],
  ['teacher_action_plan', 'Teacher action plan', 'A teacher action plan is ready'],
  ['class_track_analysis', 'ClassTrack analysis', 'A classroom recording has been analyzed'],
  [
    'exam_evaluation_question_paper_extraction',
    'Exam question paper extraction',
    'Exam questions are extracted',
  ],
  [
    'exam_evaluation_model_answer_extraction',
    'Exam model answer extraction',
    'Model answers are extracted',
  ],
  [
    'exam_evaluation_student_answer_sheet_evaluation',
    'Exam answer sheet evaluation',
    'A student answer sheet is evaluated',
  ],
  [
    'assignment_evaluation_question_paper_extraction',
    'Assignment question paper extraction',
    'Assignment questions are extracted',
  ],
  [
    'assignment_evaluation_model_answer_extraction',
    'Assignment model answer extraction',
    'Assignment model answers are extracted',
  ],
  [
    'assignment_evaluation_student_answer_sheet_evaluation',
    'Assignment answer sheet evaluation',
    'A student assignment is evaluated',
  ],
  [
    'toefl_evaluation',
    'TOEFL writing evaluation',
    'A TOEFL writing evaluation completed or failed',
  ],
  [
    'ielts_evaluation',
    'IELTS writing evaluation',
    'An IELTS writing evaluation completed or failed',
  ],
  ['generic_evaluation', 'Writing evaluation', 'A generic writing evaluation completed or failed'],
];

/**
 * Webhook templates, client template lists, registrations, outbox and delivery log
 * (docs/api-contract.md §8). Template ids are drawn here, so each database has its own.
 */
export class CreateWebhooks1763770000007 implements MigrationInterface {
  name = 'CreateWebhooks1763770000007';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE webhook_templates (
        id CHAR(36) NOT NULL PRIMARY KEY,
        name VARCHAR(64) NOT NULL,
        display_name VARCHAR(200) NOT NULL,
        description TEXT NULL,
        position INT NOT NULL,${TIMESTAMPS},
        UNIQUE KEY uq_webhook_templates_name (name)
      ) ${TABLE_OPTIONS}`);
    // A client with rows here sees only those templates; a client without any sees all.
    await runner.query(`
      CREATE TABLE client_webhook_templates (
        client_id CHAR(36) NOT NULL,
        template_id CHAR(36) NOT NULL,
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        PRIMARY KEY (client_id, template_id),
        CONSTRAINT fk_client_webhook_templates_client FOREIGN KEY (client_id) REFERENCES clients (id) ON DELETE CASCADE,
        CONSTRAINT fk_client_webhook_templates_template FOREIGN KEY (template_id) REFERENCES webhook_templates (id) ON DELETE CASCADE
      ) ${TABLE_OPTIONS}`);
    await runner.query(`
      CREATE TABLE webhooks (
        id CHAR(36) NOT NULL PRIMARY KEY,
        api_user_id CHAR(36) NOT NULL,
        client_id CHAR(36) NOT NULL,
        template_id CHAR(36) NOT NULL,
        endpoint_url VARCHAR(2048) NOT NULL,
        secret_encrypted VARCHAR(1024) NULL,
        status VARCHAR(16) NOT NULL,${TIMESTAMPS},
        UNIQUE KEY uq_webhooks_user_template (api_user_id, template_id),
        CONSTRAINT fk_webhooks_api_user FOREIGN KEY (api_user_id) REFERENCES api_users (id),
        CONSTRAINT fk_webhooks_client FOREIGN KEY (client_id) REFERENCES clients (id),
        CONSTRAINT fk_webhooks_template FOREIGN KEY (template_id) REFERENCES webhook_templates (id)
      ) ${TABLE_OPTIONS}`);
    await runner.query(`
      CREATE TABLE webhook_outbox (
        id CHAR(36) NOT NULL PRIMARY KEY,
        webhook_id CHAR(36) NOT NULL,
        event VARCHAR(64) NOT NULL,
        job_id CHAR(36) NULL,
        payload JSON NOT NULL,
        state VARCHAR(16) NOT NULL,
        attempts INT NOT NULL DEFAULT 0,
        max_attempts INT NOT NULL,
        available_at DATETIME(3) NOT NULL,
        dispatched_at DATETIME(3) NULL,
        finished_at DATETIME(3) NULL,
        last_status_code INT NULL,${TIMESTAMPS},
        KEY ix_webhook_outbox_due (state, available_at),
        KEY ix_webhook_outbox_webhook (webhook_id, created_at),
        CONSTRAINT fk_webhook_outbox_webhook FOREIGN KEY (webhook_id) REFERENCES webhooks (id)
      ) ${TABLE_OPTIONS}`);
    await runner.query(`
      CREATE TABLE webhook_delivery_attempts (
        id CHAR(36) NOT NULL PRIMARY KEY,
        outbox_id CHAR(36) NOT NULL,
        webhook_id CHAR(36) NOT NULL,
        attempt INT NOT NULL,
        status_code INT NULL,
        duration_ms INT NOT NULL,
        error VARCHAR(500) NULL,
        response_excerpt TEXT NULL,${TIMESTAMPS},
        KEY ix_webhook_attempts_webhook (webhook_id, created_at),
        KEY ix_webhook_attempts_outbox (outbox_id),
        CONSTRAINT fk_webhook_attempts_outbox FOREIGN KEY (outbox_id) REFERENCES webhook_outbox (id) ON DELETE CASCADE
      ) ${TABLE_OPTIONS}`);
    for (const [position, [name, displayName, description]] of TEMPLATES.entries()) {
      await runner.query(
        'INSERT INTO webhook_templates (id, name, display_name, description, position) VALUES (?, ?, ?, ?, ?)',
        [randomUUID(), name, displayName, description, position],
      );
    }
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE webhook_delivery_attempts');
    await runner.query('DROP TABLE webhook_outbox');
    await runner.query('DROP TABLE webhooks');
    await runner.query('DROP TABLE client_webhook_templates');
    await runner.query('DROP TABLE webhook_templates');
  }
}
