import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityMetadata } from 'typeorm';
import type { PublicUser, SubscriptionState } from '@anchor/contracts';
import { Clock } from '../../common/clock';
import { SubscriptionsService } from '../subscriptions/subscriptions.service';
import { toPublicUser } from '../users/public-user';
import { UsersService } from '../users/users.service';

export type ExportRow = Record<string, unknown>;

export interface ExportTable {
  columns: string[];
  rows: ExportRow[];
}

export interface UserDataExport {
  exportedAt: string;
  profile: PublicUser & { timeZone: string | null };
  subscription: SubscriptionState;
  /** Every user-owned table, keyed by table name, free text decrypted. */
  tables: Record<string, ExportTable>;
}

/** Tables that hold only credentials or in-flight secrets, not data about the person. */
const SKIPPED_TABLES = new Set(['users', 'sessions', 'integration_states']);
/** Columns that are secrets even inside a user's own rows. */
const SECRET_COLUMN = /hash|secret|token|verifier|authorizationCode|p256dh|^auth$/i;

/**
 * Everything the server holds about the caller. Tables are found from the entity metadata (any
 * entity with a userId column), so a table added later is exported without touching this file. The one
 * read of other modules' tables without their services, by design: it names no table and reads only the caller's rows.
 */
@Injectable()
export class UserDataExportService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly subscriptions: SubscriptionsService,
    private readonly users: UsersService,
    private readonly clock: Clock,
  ) {}

  async collect(userId: number): Promise<UserDataExport> {
    const user = await this.users.getById(userId);
    const tables: Record<string, ExportTable> = {};
    for (const metadata of userOwnedTables(this.dataSource)) {
      tables[metadata.tableName] = await this.exportTable(metadata, userId);
    }
    return {
      exportedAt: this.clock.now().toISOString(),
      profile: { ...toPublicUser(user), timeZone: user.timeZone ?? null },
      subscription: await this.subscriptions.get(userId),
      tables,
    };
  }

  private async exportTable(metadata: EntityMetadata, userId: number): Promise<ExportTable> {
    const columns = metadata.columns
      .map((column) => column.propertyName)
      .filter((name) => !SECRET_COLUMN.test(name) && name !== 'userId');
    const order = metadata.hasColumnWithPropertyPath('id') ? { id: 'ASC' as const } : undefined;
    const entities = await this.dataSource.getRepository<ExportRow>(metadata.target).find({ where: { userId }, order });
    const rows = entities.map((entity) => Object.fromEntries(columns.map((name) => [name, plainValue(entity[name])])));
    return { columns, rows };
  }
}

/** Every table with a user_id column, by name (users itself is the profile). */
export function userOwnedTables(dataSource: DataSource): EntityMetadata[] {
  return dataSource.entityMetadatas
    .filter((metadata) => !SKIPPED_TABLES.has(metadata.tableName))
    .filter((metadata) => metadata.columns.some((column) => column.propertyName === 'userId'))
    .sort((a, b) => a.tableName.localeCompare(b.tableName));
}

function plainValue(value: unknown): unknown {
  return value instanceof Date ? value.toISOString() : (value ?? null);
}
