import type { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';
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

/**
 * Inserts rows into several tables in one transaction and one round trip: `START TRANSACTION;
 * INSERT …; INSERT …; COMMIT` sent as one multi-statement query (the data source allows them).
 * The server stops at the first failing statement, so nothing is committed and the transaction is
 * rolled back before the connection goes back to the pool. Each value goes through the driver's
 * own conversion (JSON, dates), as TypeORM's insert builder does; a missing value is `DEFAULT`.
 * For plain entities only: no version, discriminator or database-generated columns.
 */
export class OneTripInserts {
  private readonly shapes = new Map<EntityTarget<ObjectLiteral>, TableShape>();

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
    const runner = this.dataSource.createQueryRunner('master');
    try {
      await runner.query(['START TRANSACTION', ...statements, 'COMMIT'].join(';\n'), parameters);
    } catch (error) {
      await runner.query('ROLLBACK').catch(() => {
        // A connection that cannot roll back must not reach the next borrower mid-transaction.
        (
          runner as unknown as { databaseConnection?: { destroy(): void } }
        ).databaseConnection?.destroy();
      });
      throw error;
    } finally {
      await runner.release();
    }
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
