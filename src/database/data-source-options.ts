import type { DataSourceOptions } from 'typeorm';
import type { DatabaseConfig } from 'src/config/database.config';
import { migrations } from 'src/database/migrations';

/** One definition for the app, the CLI and `ormconfig.ts`. Never `synchronize`: migrations only. */
export function dataSourceOptions(config: DatabaseConfig): DataSourceOptions {
  return {
    type: 'mysql',
    host: config.host,
    port: config.port,
    username: config.username,
    password: config.password,
    database: config.database,
    charset: 'utf8mb4_unicode_ci',
    timezone: 'Z',
    poolSize: config.poolSize,
    synchronize: false,
    migrationsRun: false,
    migrations,
    migrationsTableName: 'migrations',
    entities: [`${__dirname}/../**/*.entity.{ts,js}`],
  };
}
