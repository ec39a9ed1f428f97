import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, MoreThan, Repository } from 'typeorm';
import type { PatientInvitationView, ScheduledAssessmentView, SentInvitationView } from '@anchor/contracts';
import { Clock } from '../../common/clock';
import type { UserEntity } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';
import { verifiedEmailOf } from '../users/verified-email';
import { PatientInvitationEntity } from './entities/patient-invitation.entity';
import { ScheduledAssessmentEntity } from './entities/scheduled-assessment.entity';
import { AuditAction, providerDisplayName } from './provider-audit.service';
import { ProviderPatientsService } from './provider-patients.service';

/** The invitations a provider sees listed: the recent ones, enough for a clinic's intake. */
const SENT_INVITATIONS_SHOWN = 50;

/** Reads of care requests: a provider's scheduled assessments, a patient's pending invitations. */
@Injectable()
export class ProviderCareService {
  constructor(
    private readonly patients: ProviderPatientsService,
    private readonly users: UsersService,
    private readonly clock: Clock,
    @InjectRepository(ScheduledAssessmentEntity) private readonly requests: Repository<ScheduledAssessmentEntity>,
    @InjectRepository(PatientInvitationEntity) private readonly invitations: Repository<PatientInvitationEntity>,
  ) {}

  /** Pending until the patient shares an assessment made after the request; only assigned patients' requests. */
  async scheduled(provider: UserEntity, clientAddress?: string): Promise<ScheduledAssessmentView[]> {
    const all = await this.patients.readAll(provider, AuditAction.scheduledAssessments, clientAddress);
    const byPatient = new Map(all.map((facts) => [facts.patient.patientId, facts]));
    const rows = await this.requests.find({
      where: { providerUserId: provider.id },
      order: { dueDate: 'ASC', id: 'ASC' },
    });
    return rows
      .filter((row) => byPatient.has(row.patientUserId))
      .map((row) => {
        const facts = byPatient.get(row.patientUserId);
        const done = facts?.shares.some((share) => share.sharedAt >= row.createdAt) ?? false;
        return {
          id: row.id,
          patientId: row.patientUserId,
          patientName: facts?.name ?? '',
          date: row.dueDate,
          notes: row.notes,
          status: done ? 'done' : 'pending',
        };
      });
  }

  /** The provider's own invitations, newest first, with the patient's answer (a Decline shows as declined). */
  async sentInvitations(provider: UserEntity): Promise<SentInvitationView[]> {
    const now = this.clock.now();
    const rows = await this.invitations.find({
      where: { providerUserId: provider.id },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: SENT_INVITATIONS_SHOWN,
    });
    return rows.map((row) => ({
      id: row.id,
      patientEmail: row.patientEmail,
      status: row.acceptedAt ? 'accepted' : row.declinedAt ? 'declined' : row.expiresAt > now ? 'waiting' : 'expired',
      sentAt: row.createdAt.toISOString(),
      answeredAt: (row.acceptedAt ?? row.declinedAt)?.toISOString() ?? null,
    }));
  }

  /** Only to the holder of the invited address once verified, and only until the invitation expires. */
  async pendingInvitations(patient: UserEntity): Promise<PatientInvitationView[]> {
    const patientEmail = verifiedEmailOf(patient);
    if (!patientEmail) return [];
    const rows = await this.invitations.find({
      where: { patientEmail, acceptedAt: IsNull(), declinedAt: IsNull(), expiresAt: MoreThan(this.clock.now()) },
      order: { createdAt: 'DESC' },
    });
    const providers = new Map(
      (await this.users.findByIds(rows.map((row) => row.providerUserId))).map((u) => [u.id, u]),
    );
    return rows.flatMap((row) => {
      const provider = providers.get(row.providerUserId);
      if (!provider?.email) return [];
      return [
        {
          id: row.id,
          providerName: providerDisplayName(provider) ?? provider.email,
          providerEmail: provider.email,
          invitedAt: row.createdAt.toISOString(),
        },
      ];
    });
  }
}
