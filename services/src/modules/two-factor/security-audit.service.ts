import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Clock } from '../../common/clock';
import { securityEvent } from '../../common/logging/security-events';
import { type SecurityAuditKind, SecurityAuditEventEntity } from './entities/security-audit-event.entity';

export interface SecurityAuditEntry {
  userId: number;
  username: string;
  kind: SecurityAuditKind;
  actor: string;
}

/** Writes a change to how an account signs in to the audit table, and the same fact to the security log. */
@Injectable()
export class SecurityAuditService {
  constructor(private readonly clock: Clock) {}

  async record(entry: SecurityAuditEntry, manager: EntityManager): Promise<void> {
    await manager.getRepository(SecurityAuditEventEntity).insert({ ...entry, createdAt: this.clock.now() });
    securityEvent(entry.kind, { userId: entry.userId, actor: entry.actor });
  }
}
