import { DataSource } from 'typeorm';
import { loadEnvFile } from 'src/bootstrap/env-file';
import { databaseConfig } from 'src/config/database.config';
import { dataSourceOptions } from 'src/database/data-source-options';

/** For the TypeORM CLI: `npm run migration:run`, `npm run migration:generate -- src/database/migrations/Name`. */
loadEnvFile();

export default new DataSource(dataSourceOptions(databaseConfig()));
