import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Not, Repository } from 'typeorm';
import type { ProviderAccessEvent } from '@anchor/contracts';
import type { UserEntity } from '../users/entities/user.entity';
import { personNameOf, verifiedEmailOf } from '../users/verified-email';
import { ProviderAuditEventEntity } from './entities/provider-audit-event.entity';

/** What a provider read, as the patient's access log names it. */
export const AuditAction = {
  dashboard: 'dashboard',
  patientList: 'patient_list',
  patientDetail: 'patient_detail',
  report: 'report',
  fhirExport: 'fhir_export',
  alertAcknowledgement: 'alert_acknowledgement',
  scheduledAssessments: 'scheduled_assessments',
  careThread: 'care_thread',
} as const;
export type AuditActionValue = (typeof AuditAction)[keyof typeof AuditAction];

const ACCESS_LOG_LIMIT = 200;

export const providerDisplayName = personNameOf;

/**
 * Probes of patients who had not named the provider were once written here; they are the provider's record now
 * (provider_security_events), and the rows from before stay in this append-only table unlisted.
 */
const DENIED_PROBE = 'denied_not_assigned';

/**
 * The append-only record of provider reads. Only inserts and the patient's own reads exist here. Each row keeps
 * the provider as they were at the time (name and verified address), never a join to the account as it is now.
 */
@Injectable()
export class ProviderAuditService {
  constructor(
    @InjectRepository(ProviderAuditEventEntity) private readonly events: Repository<ProviderAuditEventEntity>,
  ) {}

  async record(
    provider: UserEntity,
    patientIds: number[],
    action: AuditActionValue,
    clientAddress: string | undefined,
  ): Promise<void> {
    if (patientIds.length === 0) return;
    await this.events.insert(
      patientIds.map((patientUserId) => ({
        providerUserId: provider.id,
        providerEmail: verifiedEmailOf(provider) ?? '',
        providerName: providerDisplayName(provider),
        patientUserId,
        action,
        clientAddress: clientAddress?.slice(0, 64) ?? null,
      })),
    );
  }

  /** The caller's own log, newest first. */
  async forPatient(patientId: number): Promise<ProviderAccessEvent[]> {
    const rows = await this.events.find({
      where: { patientUserId: patientId, action: Not(DENIED_PROBE) },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: ACCESS_LOG_LIMIT,
    });
    return rows.map((row) => ({
      providerName: row.providerName,
      providerEmail: row.providerEmail,
      what: row.action,
      at: row.createdAt.toISOString(),
    }));
  }
}
