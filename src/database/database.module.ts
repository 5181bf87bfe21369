import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { MysqlConnectionOptions } from 'typeorm/driver/mysql/MysqlConnectionOptions';
import { type DatabaseConfig, databaseConfig } from 'src/config/database.config';
import { dataSourceOptions } from 'src/database/data-source-options';
import { ensureDatabaseExists, type ServerAddress } from 'src/database/ensure-database';
import { runMigrationsExclusively } from 'src/database/run-migrations';

/** MySQL through TypeORM: the database is created if missing and migrated on start. */
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [databaseConfig.KEY],
      useFactory: (config: DatabaseConfig) => ({
        ...dataSourceOptions(config),
        autoLoadEntities: true,
        retryAttempts: 2,
        retryDelay: 1000,
      }),
      dataSourceFactory: async (options) => {
        const mysql = options as MysqlConnectionOptions & ServerAddress;
        await ensureDatabaseExists(mysql);
        const dataSource = await new DataSource(mysql).initialize();
        await runMigrationsExclusively(dataSource);
        return dataSource;
      },
    }),
  ],
})
export class DatabaseModule {}
