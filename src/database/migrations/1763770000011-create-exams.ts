import type { MigrationInterface, QueryRunner } from 'typeorm';

const TABLE_OPTIONS = 'ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci';
const TIMESTAMPS = `
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3)`;

/**
 * Exam and assignment evaluation (docs/api-contract.md §6), told apart by `exams.kind`. Statuses
 * live on the job rows; questions, model answers and scores are rows the teacher can correct.
 */
export class CreateExams1763770000011 implements MigrationInterface {
  name = 'CreateExams1763770000011';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE exams (
        id CHAR(36) NOT NULL PRIMARY KEY,
        kind VARCHAR(16) NOT NULL,
        client_id CHAR(36) NOT NULL,
        api_user_id CHAR(36) NOT NULL,
        name VARCHAR(255) NOT NULL,
        class_name VARCHAR(100) NOT NULL,
        subject VARCHAR(150) NOT NULL,
        exam_type VARCHAR(100) NULL,
        exam_date DATE NULL,
        section VARCHAR(100) NULL,
        total_marks DECIMAL(7,2) NULL,
        documents JSON NOT NULL,
        warnings JSON NULL,${TIMESTAMPS},
        KEY ix_exams_user (api_user_id, kind, created_at),
        CONSTRAINT fk_exams_client FOREIGN KEY (client_id) REFERENCES clients (id),
        CONSTRAINT fk_exams_api_user FOREIGN KEY (api_user_id) REFERENCES api_users (id)
      ) ${TABLE_OPTIONS}`);
    await runner.query(`
      CREATE TABLE exam_questions (
        id CHAR(36) NOT NULL PRIMARY KEY,
        exam_id CHAR(36) NOT NULL,
        position INT NOT NULL,
        question_number VARCHAR(50) NOT NULL,
        question_text TEXT NOT NULL,
        max_marks DECIMAL(7,2) NOT NULL,
        section VARCHAR(100) NULL,
        sub_questions JSON NOT NULL,${TIMESTAMPS},
        UNIQUE KEY uq_exam_questions_position (exam_id, position),
        CONSTRAINT fk_exam_questions_exam FOREIGN KEY (exam_id) REFERENCES exams (id) ON DELETE CASCADE
      ) ${TABLE_OPTIONS}`);
    await runner.query(`
      CREATE TABLE exam_model_answers (
        id CHAR(36) NOT NULL PRIMARY KEY,
        exam_id CHAR(36) NOT NULL,
        api_user_id CHAR(36) NOT NULL,
        rubric_id CHAR(36) NULL,
        documents JSON NOT NULL,${TIMESTAMPS},
        UNIQUE KEY uq_exam_model_answers_exam (exam_id),
        CONSTRAINT fk_exam_model_answers_exam FOREIGN KEY (exam_id) REFERENCES exams (id) ON DELETE CASCADE,
        CONSTRAINT fk_exam_model_answers_rubric FOREIGN KEY (rubric_id) REFERENCES rubrics (id)
      ) ${TABLE_OPTIONS}`);
    await runner.query(`
      CREATE TABLE exam_model_answer_items (
        id CHAR(36) NOT NULL PRIMARY KEY,
        model_answer_id CHAR(36) NOT NULL,
        question_id CHAR(36) NOT NULL,
        answer_text TEXT NOT NULL,
        marking_scheme JSON NOT NULL,${TIMESTAMPS},
        UNIQUE KEY uq_exam_model_answer_items (model_answer_id, question_id),
        CONSTRAINT fk_exam_model_answer_items_sheet FOREIGN KEY (model_answer_id) REFERENCES exam_model_answers (id) ON DELETE CASCADE,
        CONSTRAINT fk_exam_model_answer_items_question FOREIGN KEY (question_id) REFERENCES exam_questions (id) ON DELETE CASCADE
      ) ${TABLE_OPTIONS}`);
    await runner.query(`
      CREATE TABLE exam_answer_sheets (
        id CHAR(36) NOT NULL PRIMARY KEY,
        exam_id CHAR(36) NOT NULL,
        api_user_id CHAR(36) NOT NULL,
        student_id VARCHAR(100) NOT NULL,
        student_name VARCHAR(255) NOT NULL,
        documents JSON NOT NULL,
        rubric_scores JSON NULL,
        reviewed_at DATETIME(3) NULL,
        published_at DATETIME(3) NULL,${TIMESTAMPS},
        KEY ix_exam_answer_sheets_exam (exam_id, created_at),
        CONSTRAINT fk_exam_answer_sheets_exam FOREIGN KEY (exam_id) REFERENCES exams (id) ON DELETE CASCADE
      ) ${TABLE_OPTIONS}`);
    await runner.query(`
      CREATE TABLE exam_answer_scores (
        id CHAR(36) NOT NULL PRIMARY KEY,
        answer_sheet_id CHAR(36) NOT NULL,
        question_id CHAR(36) NOT NULL,
        position INT NOT NULL,
        question_number VARCHAR(50) NOT NULL,
        student_answer TEXT NOT NULL,
        ocr_confidence DECIMAL(5,2) NULL,
        max_marks DECIMAL(7,2) NOT NULL,
        machine_score DECIMAL(7,2) NOT NULL,
        machine_feedback TEXT NOT NULL,
        step_marks JSON NOT NULL,
        missing_points JSON NOT NULL,
        teacher_score DECIMAL(7,2) NULL,
        teacher_feedback TEXT NULL,
        reviewed_at DATETIME(3) NULL,${TIMESTAMPS},
        UNIQUE KEY uq_exam_answer_scores (answer_sheet_id, question_id),
        CONSTRAINT fk_exam_answer_scores_sheet FOREIGN KEY (answer_sheet_id) REFERENCES exam_answer_sheets (id) ON DELETE CASCADE,
        CONSTRAINT fk_exam_answer_scores_question FOREIGN KEY (question_id) REFERENCES exam_questions (id) ON DELETE CASCADE
      ) ${TABLE_OPTIONS}`);
  }

  async down(runner: QueryRunner): Promise<void> {
    for (const table of [
      'exam_answer_scores',
      'exam_answer_sheets',
      'exam_model_answer_items',
      'exam_model_answers',
      'exam_questions',
      'exams',
    ]) {
      await runner.query(`DROP TABLE ${table}`);
    }
  }
}
