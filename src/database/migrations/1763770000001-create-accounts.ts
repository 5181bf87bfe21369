import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateAccounts1763770000001 implements MigrationInterface {
  name = 'CreateAccounts1763770000001';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE clients (
        id CHAR(36) NOT NULL PRIMARY KEY,
        name VARCHAR(200) NOT NULL,
        client_id VARCHAR(100) NOT NULL,
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3),
        UNIQUE KEY uq_clients_client_id (client_id)
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await runner.query(`
      CREATE TABLE api_users (
        id CHAR(36) NOT NULL PRIMARY KEY,
        username VARCHAR(150) NOT NULL,
        password_hash VARCHAR(255) NOT NULL,
        client_id CHAR(36) NULL,
        disabled TINYINT(1) NOT NULL DEFAULT 0,
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3),
        UNIQUE KEY uq_api_users_username (username),
        CONSTRAINT fk_api_users_client FOREIGN KEY (client_id) REFERENCES clients (id) ON DELETE RESTRICT
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE api_users');
    await runner.query('DROP TABLE clients');
  }
}
