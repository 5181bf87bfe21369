import DataLoader from 'dataloader';
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

/** Connections of the multi-statement pool: a batch holds one for a single round trip. */
const POOL_SIZE = 4;
/** Calls sent together at most: more would only make a failed batch's retries longer. */
const MAX_BATCH_CALLS = 64;
/** Parameter bytes per round trip at most, far below MariaDB's default 16 MB packet limit. */
const MAX_BATCH_BYTES = 4 * 1024 * 1024;

/** One call's statements and their parameters. */
interface Statements {
  sql: string[];
  parameters: unknown[];
  bytes: number;
}

/**
 * Inserts into several tables in one transaction and one round trip, on a private pool that alone
 * allows multi-statement SQL; concurrent calls share a trip (docs/data-layer.md).
 */
export class OneTripInserts {
  private readonly shapes = new Map<EntityTarget<ObjectLiteral>, TableShape>();
  private pool: Pool | null = null;
  private readonly underWay = new Set<Promise<unknown>>();
  private readonly batches = new DataLoader<NewRow[], void>(
    (calls) => this.track(this.insertBatch(calls)),
    {
      cache: false,
      maxBatchSize: MAX_BATCH_CALLS,
      // After the I/O callbacks of this turn: every request that arrived with it is in the batch.
      batchScheduleFn: (send) => setImmediate(send),
    },
  );

  constructor(private readonly dataSource: DataSource) {}

  /** Inserts the rows, in order, all or none; rejects with TypeORM's QueryFailedError. */
  insert(rows: NewRow[]): Promise<void> {
    return this.batches.load(rows);
  }

  async close(): Promise<void> {
    // A batch still waiting for its turn of the event loop is sent first, then awaited.
    await new Promise((resolve) => setImmediate(resolve));
    await Promise.allSettled(this.underWay);
    const pool = this.pool;
    this.pool = null;
    await pool?.end();
  }

  private async insertBatch(calls: readonly NewRow[][]): Promise<(void | Error)[]> {
    const outcomes = new Array<void | Error>(calls.length);
    const built: { index: number; call: Statements }[] = [];
    calls.forEach((rows, index) => {
      try {
        built.push({ index, call: this.statements(rows) });
      } catch (error) {
        outcomes[index] = error as Error; // this call's entity cannot be inserted this way
      }
    });
    await Promise.all(
      byBytes(built).map(async (group) => {
        const results = await this.insertGroup(group.map(({ call }) => call));
        group.forEach(({ index }, at) => (outcomes[index] = results[at]));
      }),
    );
    return outcomes;
  }

  /** One transaction for the group; when it fails with several calls, one each. */
  private async insertGroup(group: Statements[]): Promise<(void | Error)[]> {
    const alone = (call: Statements) =>
      this.run(call).then(
        () => undefined,
        (error: Error) => error,
      );
    if (group.length === 1) return [await alone(group[0])];
    try {
      await this.run({
        sql: group.flatMap((call) => call.sql),
        parameters: group.flatMap((call) => call.parameters),
      });
      return group.map(() => undefined);
    } catch (error) {
      // The server refused a statement: each call alone, so only the faulty one fails.
      if (isStatementError(error)) return Promise.all(group.map(alone));
      // No connection, or it broke: each call fails the same way, reported with its own values
      // only (never another request's).
      return group.map((call) =>
        error instanceof QueryFailedError
          ? new QueryFailedError(transaction(call.sql), call.parameters, error.driverError)
          : (error as Error),
      );
    }
  }

  private async run({
    sql: statements,
    parameters,
  }: Pick<Statements, 'sql' | 'parameters'>): Promise<void> {
    const sql = transaction(statements);
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

  private statements(rows: NewRow[]): Statements {
    const sql: string[] = [];
    const parameters: unknown[] = [];
    let bytes = 0;
    for (const { entity, values } of rows) {
      const { into, columns } = this.shape(entity);
      const placeholders = columns.map((column) => {
        const value = column.getEntityValue(values) as unknown;
        if (value === undefined) return 'DEFAULT';
        const prepared: unknown = this.dataSource.driver.preparePersistentValue(value, column);
        bytes += sizeOf(prepared);
        parameters.push(prepared);
        return '?';
      });
      sql.push(`${into} VALUES (${placeholders.join(', ')})`);
    }
    return { sql, parameters, bytes };
  }

  private track<T>(work: Promise<T>): Promise<T> {
    this.underWay.add(work);
    const done = () => this.underWay.delete(work);
    work.then(done, done);
    return work;
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

/** Bytes a parameter takes on the wire: UTF-8 for text, its length for binary, 8 otherwise. */
function sizeOf(value: unknown): number {
  if (typeof value === 'string') return Buffer.byteLength(value);
  return Buffer.isBuffer(value) ? value.length : 8;
}

const transaction = (statements: string[]) =>
  ['START TRANSACTION', ...statements, 'COMMIT'].join(';\n');

/** Consecutive calls grouped so no round trip carries more than MAX_BATCH_BYTES (one call may). */
function byBytes<T extends { call: Statements }>(calls: T[]): T[][] {
  const groups: T[][] = [];
  let bytes = Infinity;
  for (const item of calls) {
    if (bytes + item.call.bytes > MAX_BATCH_BYTES) {
      groups.push([]);
      bytes = 0;
    }
    groups.at(-1)!.push(item);
    bytes += item.call.bytes;
  }
  return groups;
}

/** The server refused a statement (a key, a constraint, a value), rather than the connection failing. */
function isStatementError(error: unknown): boolean {
  const cause = (error as { driverError?: { sqlState?: unknown; fatal?: unknown } }).driverError;
  return typeof cause?.sqlState === 'string' && cause.fatal !== true;
}
