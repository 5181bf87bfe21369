import { DataSource } from 'typeorm';
import { databaseConfig } from 'src/config/database.config';
import { dataSourceOptions } from 'src/database/data-source-options';

/** For the TypeORM CLI: `npm run migration:run`, `npm run migration:generate -- src/database/migrations/Name`. */
export default new DataSource(dataSourceOptions(databaseConfig()));
