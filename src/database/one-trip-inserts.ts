import { createPool, type Pool } from 'mysql2/promise';
import { type DataSource, type EntityTarget, type ObjectLiteral, QueryFailedError } from 'typeorm';
import type { MysqlConnectionOptions } from 'typeorm/driver/mysql/MysqlConnectionOptions';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';

/** One row to insert: the entity class and its column values by property name. */
export interface NewRow {
  entity: EntityTarget<ObjectLiteral>;
  values: ObjectLiteral;
}

interface TableShape {
  into: string;
  columns: ColumnMetadata[];
}

/** Connections of the multi-statement pool: a submit holds one for a single round trip. */
const POOL_SIZE = 4;

/**
 * Inserts rows into several tables in one transaction and one round trip: `START TRANSACTION;
 * INSERT …; INSERT …; COMMIT` sent as one multi-statement query. Multiple statements are allowed
 * only on this class's own small pool, whose SQL is built here from entity metadata with every
 * value bound as a parameter; the application's data source keeps them off, so no other query can
 * ever carry a second statement. The server stops at the first failing statement, so nothing is
 * committed and the transaction is rolled back before the connection goes back to the pool. Each
 * value goes through the driver's own conversion (JSON, dates), as TypeORM's insert builder does;
 * a missing value is `DEFAULT`. For plain entities only: no version, discriminator or
 * database-generated columns. `close()` ends the pool.
 */
export class OneTripInserts {
  private readonly shapes = new Map<EntityTarget<ObjectLiteral>, TableShape>();
  private pool: Pool | null = null;

  constructor(private readonly dataSource: DataSource) {}

  async insert(rows: NewRow[]): Promise<void> {
    const statements: string[] = [];
    const parameters: unknown[] = [];
    for (const { entity, values } of rows) {
      const { into, columns } = this.shape(entity);
      const placeholders = columns.map((column) => {
        const value = column.getEntityValue(values) as unknown;
        if (value === undefined) return 'DEFAULT';
        parameters.push(this.dataSource.driver.preparePersistentValue(value, column));
        return '?';
      });
      statements.push(`${into} VALUES (${placeholders.join(', ')})`);
    }
    const sql = ['START TRANSACTION', ...statements, 'COMMIT'].join(';\n');
    const connection = await this.connections().getConnection();
    try {
      await connection.query(sql, parameters);
    } catch (error) {
      await connection.query('ROLLBACK').catch(() => {
        // A connection that cannot roll back must not reach the next borrower mid-transaction.
        connection.destroy();
      });
      // As TypeORM reports a failed query, so callers read `driverError.code` the same way.
      throw new QueryFailedError(sql, parameters, error as Error);
    } finally {
      connection.release();
    }
  }

  async close(): Promise<void> {
    const pool = this.pool;
    this.pool = null;
    await pool?.end();
  }

  private connections(): Pool {
    if (this.pool) return this.pool;
    const options = this.dataSource.options as MysqlConnectionOptions;
    this.pool = createPool({
      host: options.host,
      port: options.port,
      user: options.username,
      password: options.password,
      database: options.database,
      charset: options.charset,
      timezone: options.timezone,
      connectionLimit: POOL_SIZE,
      multipleStatements: true,
    });
    return this.pool;
  }

  private shape(entity: EntityTarget<ObjectLiteral>): TableShape {
    let shape = this.shapes.get(entity);
    if (shape) return shape;
    const metadata = this.dataSource.getMetadata(entity);
    const columns = metadata.columns.filter((column) => column.isInsert);
    const unsupported = columns.find(
      (column) => column.isVersion || column.isDiscriminator || column.isGenerated,
    );
    if (unsupported) {
      throw new Error(`OneTripInserts: ${metadata.name}.${unsupported.propertyName} is generated`);
    }
    const escape = (name: string) => this.dataSource.driver.escape(name);
    const names = columns.map((column) => escape(column.databaseName)).join(', ');
    shape = { into: `INSERT INTO ${escape(metadata.tableName)} (${names})`, columns };
    this.shapes.set(entity, shape);
    return shape;
  }
}
