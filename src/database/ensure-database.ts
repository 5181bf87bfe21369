import { createConnection } from 'mysql2/promise';

export interface ServerAddress {
  host: string;
  port: number;
  username: string;
  password: string;
  database: string;
}

/** Creates the configured database when it does not exist yet (first start, fresh test runs). */
export async function ensureDatabaseExists(server: ServerAddress): Promise<void> {
  const connection = await createConnection({
    host: server.host,
    port: server.port,
    user: server.username,
    password: server.password,
    connectTimeout: 5000,
  });
  try {
    await connection.query(
      `CREATE DATABASE IF NOT EXISTS \`${server.database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
    );
  } finally {
    await connection.end();
  }
}
