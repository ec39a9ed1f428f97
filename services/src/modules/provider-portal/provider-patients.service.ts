import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import {
  type PatientWellnessSummary,
  type ProviderDashboard,
  type ProviderPatientCard,
  type ProviderPatientDetail,
  WELLNESS_SUMMARY_DAYS,
} from '@anchor/contracts';
import { ApiException } from '../../common/api-error';
import { Clock } from '../../common/clock';
import { MindfulnessSessionsService } from '../mindfulness/mindfulness-sessions.service';
import { MoodEntriesService } from '../mood/mood-entries.service';
import { CrisisEventsService } from '../safety/crisis-events.service';
import { type AssignedPatient, ProviderAccessService } from '../providers/provider-access.service';
import type { UserEntity } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';
import { ProviderAlertAcknowledgementEntity } from './entities/provider-alert-acknowledgement.entity';
import { AuditAction, type AuditActionValue, ProviderAuditService } from './provider-audit.service';
import { ProviderSecurityLogService } from './provider-security-log.service';
import {
  type Acknowledged,
  dashboardOf,
  openAlerts,
  patientCard,
  type PatientFacts,
  toSharedScore,
} from './provider-insights';

const RECENT_MOODS = 3;
const DAY_MS = 86_400_000;
export const PATIENT_NOT_FOUND = 'Patient not found';

interface VisiblePatient {
  patient: AssignedPatient;
  user: UserEntity;
}

export function patientDisplayName(user: UserEntity): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;
}

/** A provider's reads of patient data: access decided per request, every read audited. */
@Injectable()
export class ProviderPatientsService {
  constructor(
    private readonly access: ProviderAccessService,
    private readonly users: UsersService,
    private readonly moods: MoodEntriesService,
    private readonly practice: MindfulnessSessionsService,
    private readonly crisisEvents: CrisisEventsService,
    private readonly audit: ProviderAuditService,
    private readonly securityLog: ProviderSecurityLogService,
    private readonly clock: Clock,
    @InjectRepository(ProviderAlertAcknowledgementEntity)
    private readonly acknowledgements: Repository<ProviderAlertAcknowledgementEntity>,
  ) {}

  async dashboard(provider: UserEntity, clientAddress?: string): Promise<ProviderDashboard> {
    const all = await this.readAll(provider, AuditAction.dashboard, clientAddress);
    return dashboardOf(all, await this.acknowledged(provider, all), this.clock.now());
  }

  async list(provider: UserEntity, clientAddress?: string): Promise<ProviderPatientCard[]> {
    const all = await this.readAll(provider, AuditAction.patientList, clientAddress);
    const acknowledged = await this.acknowledged(provider, all);
    return all.map((facts) => patientCard(facts, acknowledged));
  }

  async detail(provider: UserEntity, patientId: number, clientAddress?: string): Promise<ProviderPatientDetail> {
    const facts = await this.readOne(provider, patientId, AuditAction.patientDetail, clientAddress);
    const acknowledged = await this.acknowledged(provider, [facts]);
    return {
      ...patientCard(facts, acknowledged),
      history: facts.shares.map(toSharedScore),
      alerts: openAlerts(facts, acknowledged),
    };
  }

  /** Every assigned patient's facts; one audit event per patient read. */
  async readAll(provider: UserEntity, action: AuditActionValue, clientAddress?: string): Promise<PatientFacts[]> {
    const all = await this.unauditedFacts(provider);
    await this.audit.record(
      provider,
      all.map((facts) => facts.patient.patientId),
      action,
      clientAddress,
    );
    return all;
  }

  /** One patient's facts, or 404 (a denied probe, kept on the provider's side) when not assigned to this provider. */
  async readOne(
    provider: UserEntity,
    patientId: number,
    action: AuditActionValue,
    clientAddress?: string,
  ): Promise<PatientFacts> {
    const patient = await this.requireAssigned(provider, patientId, clientAddress);
    const [facts] = await this.factsFor(provider, [patient]);
    await this.audit.record(provider, [patientId], action, clientAddress);
    return facts;
  }

  /**
   * 404 unless the patient assigned this provider and shares; reads no patient data. A refused probe is recorded
   * on the provider's side, never in the patient's access log.
   */
  async requireAssigned(provider: UserEntity, patientId: number, clientAddress?: string): Promise<VisiblePatient> {
    const patient = (await this.visiblePatients(provider)).find((one) => one.patient.patientId === patientId);
    if (patient) return patient;
    await this.securityLog.deniedPatient(provider, patientId, clientAddress);
    throw new ApiException(404, PATIENT_NOT_FOUND);
  }

  /** Every assigned patient's facts without an audit event: the caller records what it reveals. */
  async unauditedFacts(provider: UserEntity): Promise<PatientFacts[]> {
    return this.factsFor(provider, await this.visiblePatients(provider));
  }

  /**
   * Patients whose assignment this provider account accepted and who keep provider sharing on, decided per
   * request by account id: a patient who turns sharing off is unknown to the provider from the next request on
   * (name included), and the provider's e-mail address plays no part.
   */
  private async visiblePatients(provider: UserEntity): Promise<VisiblePatient[]> {
    const assigned = await this.access.assignedPatients(provider.id);
    const users = await this.users.findByIds(assigned.map((patient) => patient.patientId));
    const sharing = new Map(users.filter((user) => user.healthcareProviderSharing).map((user) => [user.id, user]));
    return assigned.flatMap((patient) => {
      const user = sharing.get(patient.patientId);
      return user ? [{ patient, user }] : [];
    });
  }

  private async factsFor(provider: UserEntity, patients: VisiblePatient[]): Promise<PatientFacts[]> {
    const ids = patients.map(({ patient }) => patient.patientId);
    const shares = await this.access.sharedAssessments(provider.id, ids);
    return Promise.all(
      patients.map(async ({ patient, user }) => ({
        patient,
        name: patientDisplayName(user),
        timeZone: user.timeZone,
        shares: shares.filter((share) => share.patientId === patient.patientId),
        // Read on every request from the patient's current choice: turning it off hides these at once.
        ...(patient.shareWellnessSummaries
          ? await this.recentMoods(patient.patientId)
          : { recentMoods: null, noticedMoods: null }),
        ...(patient.shareWellnessSummaries
          ? await this.wellness(patient.patientId)
          : { wellness: null, latestCrisis: null }),
      })),
    );
  }

  /** Check-ins as "Recent moods"; moods noticed in chat apart, with their confidence, never among them. */
  private async recentMoods(patientId: number): Promise<Pick<PatientFacts, 'recentMoods' | 'noticedMoods'>> {
    const [checkIns, noticedMoods] = await Promise.all([
      this.moods.recentCheckIns(patientId, RECENT_MOODS),
      this.moods.recentNoticed(patientId, RECENT_MOODS),
    ]);
    return { recentMoods: checkIns.map((entry) => `${entry.mood}/10`), noticedMoods };
  }

  /** The shared summary, and the latest crisis event in it (it raises an alert until acknowledged). */
  private async wellness(patientId: number): Promise<Pick<PatientFacts, 'wellness' | 'latestCrisis'>> {
    const now = this.clock.now();
    const from = new Date(now.getTime() - WELLNESS_SUMMARY_DAYS * DAY_MS);
    const [practice, crisis] = await Promise.all([
      this.practice.practiceTimeBetween(patientId, from, now),
      this.crisisEvents.summarySince(patientId, from),
    ]);
    const wellness: PatientWellnessSummary = {
      practiceSessions: practice.sessions,
      practiceMinutes: practice.minutes,
      practiceUntimedSessions: practice.untimedSessions,
      crisisEvents: crisis.count,
      lastCrisisAt: crisis.latest?.at.toISOString() ?? null,
    };
    return { wellness, latestCrisis: crisis.latest };
  }

  private async acknowledged(provider: UserEntity, all: PatientFacts[]): Promise<Acknowledged> {
    const shareIds = all.flatMap((facts) => facts.shares.map((share) => share.shareId));
    const crisisIds = all.flatMap((facts) => (facts.latestCrisis ? [facts.latestCrisis.id] : []));
    const where = [
      ...(shareIds.length ? [{ providerUserId: provider.id, shareId: In(shareIds) }] : []),
      ...(crisisIds.length ? [{ providerUserId: provider.id, crisisEventId: In(crisisIds) }] : []),
    ];
    const rows = where.length
      ? await this.acknowledgements.find({ where, select: { shareId: true, crisisEventId: true } })
      : [];
    return {
      shares: new Set(rows.flatMap((row) => (row.shareId === null ? [] : [row.shareId]))),
      crisisEvents: new Set(rows.flatMap((row) => (row.crisisEventId === null ? [] : [row.crisisEventId]))),
    };
  }
}
