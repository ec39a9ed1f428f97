import type { DataSource, EntityMetadata } from 'typeorm';
import { poolOf } from '../../database/pool';
import { UserEntity } from '../users/entities/user.entity';
import { SessionEntity } from './entities/session.entity';

interface ColumnMap {
  alias: string;
  property: string;
  sql: string;
  from?: (value: unknown) => unknown;
}

/** Every mapped column of an entity, selected under `<prefix>.<property>`, from TypeORM's own metadata. */
function columnsOf(metadata: EntityMetadata, prefix: string): ColumnMap[] {
  return metadata.columns.map((column) => {
    const transformer = Array.isArray(column.transformer) ? undefined : column.transformer;
    return {
      alias: `${prefix}.${column.propertyName}`,
      property: column.propertyName,
      sql: `${prefix}."${column.databaseName}" AS "${prefix}.${column.propertyName}"`,
      from: transformer ? (value: unknown) => transformer.from(value) : undefined,
    };
  });
}

function hydrate<T extends object>(target: T, row: Record<string, unknown>, columns: ColumnMap[]): T {
  const record = target as Record<string, unknown>;
  for (const column of columns) {
    const value = row[column.alias];
    record[column.property] = column.from ? column.from(value) : value;
  }
  return target;
}

/**
 * The session of a token hash and its user in one round trip: one SQL statement on the pool, rows hydrated
 * into the same entity classes TypeORM would build (columns read from its metadata, so a new column is
 * never missed). TypeORM's `findOne` with a relation took two statements and most of a request's CPU.
 */
export class SessionLookup {
  private readonly sql: string;
  private readonly sessionColumns: ColumnMap[];
  private readonly userColumns: ColumnMap[];

  constructor(private readonly dataSource: DataSource) {
    const session = dataSource.getMetadata(SessionEntity);
    const user = dataSource.getMetadata(UserEntity);
    this.sessionColumns = columnsOf(session, 's');
    this.userColumns = columnsOf(user, 'u');
    const selected = [...this.sessionColumns, ...this.userColumns].map((column) => column.sql);
    this.sql =
      `SELECT ${selected.join(', ')} ` +
      `FROM "${session.tableName}" s JOIN "${user.tableName}" u ON u.id = s.user_id WHERE s.token_hash = $1`;
  }

  async byTokenHash(tokenHash: string): Promise<{ session: SessionEntity; user: UserEntity } | null> {
    const { rows } = await poolOf(this.dataSource).query({
      name: 'session-by-token-hash',
      text: this.sql,
      values: [tokenHash],
    });
    const row = rows[0];
    if (!row) return null;
    return {
      session: hydrate(new SessionEntity(), row, this.sessionColumns),
      user: hydrate(new UserEntity(), row, this.userColumns),
    };
  }
}
