import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Repository } from 'typeorm';
import type {
  CareAuthor,
  CareMessageView,
  CareRequestView,
  MyClinicianView,
  ProviderThreadView,
} from '@anchor/contracts';
import { Clock } from '../../common/clock';
import { ProviderAccessService } from '../providers/provider-access.service';
import { ProviderAssignmentsService } from '../providers/provider-assignments.service';
import type { UserEntity } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';
import { CareMessageEntity } from './entities/care-message.entity';
import { ScheduledAssessmentEntity } from './entities/scheduled-assessment.entity';
import { AuditAction, providerDisplayName, ProviderAuditService } from './provider-audit.service';
import { ProviderPatientsService } from './provider-patients.service';

/** A thread is read in full; at this many messages the oldest ones stop being shown. */
const THREAD_LIMIT = 200;

export const toCareMessageView = (row: CareMessageEntity): CareMessageView => ({
  id: row.id,
  author: row.author,
  body: row.body,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt?.toISOString() ?? null,
});

/**
 * Reads of the care thread. The patient reads the thread with the clinician they accepted last (read-only once
 * access ended); the provider reads it only while the patient is assigned and sharing, and each read is in the
 * access log the patient reads.
 */
@Injectable()
export class CareThreadService {
  constructor(
    @InjectRepository(CareMessageEntity) private readonly messages: Repository<CareMessageEntity>,
    @InjectRepository(ScheduledAssessmentEntity) private readonly requests: Repository<ScheduledAssessmentEntity>,
    private readonly assignments: ProviderAssignmentsService,
    private readonly access: ProviderAccessService,
    private readonly patients: ProviderPatientsService,
    private readonly audit: ProviderAuditService,
    private readonly users: UsersService,
    private readonly clock: Clock,
  ) {}

  async forPatient(patient: UserEntity): Promise<MyClinicianView> {
    const bound = await this.assignments.clinicianOf(patient.id);
    if (!bound) return { clinician: null, open: false, messages: [], requests: [] };
    const provider = await this.users.findById(bound.providerUserId);
    return {
      clinician: { name: (provider && (providerDisplayName(provider) ?? provider.email)) || 'Your clinician' },
      open: bound.open,
      messages: await this.thread(patient.id, bound.providerUserId),
      requests: bound.open ? await this.pendingRequests(patient.id, bound.providerUserId) : [],
    };
  }

  async forProvider(provider: UserEntity, patientId: number, clientAddress?: string): Promise<ProviderThreadView> {
    await this.patients.requireAssigned(provider, patientId, clientAddress);
    const messages = await this.thread(patientId, provider.id);
    await this.audit.record(provider, [patientId], AuditAction.careThread, clientAddress);
    return { messages };
  }

  /** The clinician's messages, read by the patient. */
  async markReadByPatient(patient: UserEntity): Promise<void> {
    const bound = await this.assignments.clinicianOf(patient.id);
    if (bound) await this.markRead(patient.id, bound.providerUserId, 'provider');
  }

  /** The patient's replies, read by the provider. */
  async markReadByProvider(provider: UserEntity, patientId: number, clientAddress?: string): Promise<void> {
    await this.patients.requireAssigned(provider, patientId, clientAddress);
    await this.markRead(patientId, provider.id, 'patient');
  }

  private async thread(patientUserId: number, providerUserId: number): Promise<CareMessageView[]> {
    const rows = await this.messages.find({
      where: { patientUserId, providerUserId },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: THREAD_LIMIT,
    });
    return rows.reverse().map(toCareMessageView);
  }

  private async markRead(patientUserId: number, providerUserId: number, author: CareAuthor): Promise<void> {
    await this.messages.update(
      { patientUserId, providerUserId, author, readAt: IsNull() },
      { readAt: this.clock.now() },
    );
  }

  /** Pending until the patient shares an assessment made after the request (the portal's own rule). */
  private async pendingRequests(patientUserId: number, providerUserId: number): Promise<CareRequestView[]> {
    const rows = await this.requests.find({
      where: { patientUserId, providerUserId },
      order: { dueDate: 'ASC', id: 'ASC' },
    });
    const shares = await this.access.sharedAssessments(providerUserId, [patientUserId]);
    return rows
      .filter((row) => !shares.some((share) => share.sharedAt >= row.createdAt))
      .map((row) => ({ id: row.id, dueDate: row.dueDate, notes: row.notes }));
  }
}
