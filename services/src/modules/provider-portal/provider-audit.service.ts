import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { ProviderAccessEvent } from '@anchor/contracts';
import type { UserEntity } from '../users/entities/user.entity';
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
  deniedPatient: 'denied_not_assigned',
} as const;
export type AuditActionValue = (typeof AuditAction)[keyof typeof AuditAction];

const ACCESS_LOG_LIMIT = 200;

export function providerDisplayName(provider: UserEntity): string | null {
  return [provider.firstName, provider.lastName].filter(Boolean).join(' ') || null;
}

/** The append-only record of provider reads. Only inserts and the patient's own reads exist here. */
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
        providerEmail: provider.email ?? '',
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
      where: { patientUserId: patientId },
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
