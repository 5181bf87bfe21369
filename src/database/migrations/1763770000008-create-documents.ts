import type { MigrationInterface, QueryRunner } from 'typeorm';

const TABLE_OPTIONS = 'ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci';

/**
 * Documents that clients send to job families, and their text once read. The bytes live in
 * `document_chunks`, a few MB a row, because one 20 MB value does not fit MySQL's packet limit.
 */
export class CreateDocuments1763770000008 implements MigrationInterface {
  name = 'CreateDocuments1763770000008';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE documents (
        id CHAR(36) NOT NULL PRIMARY KEY,
        api_user_id CHAR(36) NOT NULL,
        client_id CHAR(36) NOT NULL,
        filename VARCHAR(255) NOT NULL,
        media_type VARCHAR(100) NOT NULL,
        byte_size INT NOT NULL,
        sha256 CHAR(64) NOT NULL,
        source_url TEXT NULL,
        status VARCHAR(16) NOT NULL,
        page_count INT NULL,
        pages JSON NULL,
        error TEXT NULL,
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3),
        KEY ix_documents_api_user (api_user_id, created_at),
        KEY ix_documents_client (client_id, created_at),
        CONSTRAINT fk_documents_api_user FOREIGN KEY (api_user_id) REFERENCES api_users (id),
        CONSTRAINT fk_documents_client FOREIGN KEY (client_id) REFERENCES clients (id)
      ) ${TABLE_OPTIONS}`);
    await runner.query(`
      CREATE TABLE document_chunks (
        document_id CHAR(36) NOT NULL,
        position INT NOT NULL,
        data MEDIUMBLOB NOT NULL,
        PRIMARY KEY (document_id, position),
        CONSTRAINT fk_document_chunks_document FOREIGN KEY (document_id) REFERENCES documents (id) ON DELETE CASCADE
      ) ${TABLE_OPTIONS}`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE document_chunks');
    await runner.query('DROP TABLE documents');
  }
}
