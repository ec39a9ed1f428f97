import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, IsNull, Not } from 'typeorm';
import type { ProviderAssignmentStatus, ProviderAssignmentView } from '@anchor/contracts';
import { ApiException } from '../../common/api-error';
import { Clock } from '../../common/clock';
import type { UserEntity } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';
import { personNameOf, verifiedEmailOf } from '../users/verified-email';
import { ProviderAssignmentEntity } from './entities/provider-assignment.entity';
import { ProviderEventsService } from './provider-events.service';
import { activeProviderAssignment, revokeActiveShares } from './sharing-in-force';

export const NO_PROVIDER = 'No healthcare provider is set up';

/** What the patient named: an address (waiting for that provider to accept), or the inviting provider's account. */
export interface ProviderChoice {
  providerName?: string | null;
  providerEmail: string;
  /** The provider account the patient consented to directly (by accepting its invitation). */
  boundTo?: Pick<UserEntity, 'id'>;
}

function statusOf(row: ProviderAssignmentEntity): ProviderAssignmentStatus {
  if (row.providerUserId !== null) return 'accepted';
  return row.declinedAt ? 'declined' : 'waiting';
}

/** Each patient has at most one active provider; setting a new one retires the old one. */
@Injectable()
export class ProviderAssignmentsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly clock: Clock,
    private readonly events: ProviderEventsService,
  ) {}

  async get(userId: number): Promise<ProviderAssignmentView> {
    const row = await activeProviderAssignment(this.dataSource.manager, userId);
    if (!row) throw new ApiException(404, NO_PROVIDER);
    return this.toView(row);
  }

  /**
   * The clinician account the patient accepted most recently (active or ended), for the care thread: `open` while
   * that assignment is active and the patient shares with providers; after Stop sharing the thread is read-only.
   */
  async clinicianOf(userId: number): Promise<{ providerUserId: number; open: boolean } | null> {
    const row = await this.dataSource.getRepository(ProviderAssignmentEntity).findOne({
      where: { userId, providerUserId: Not(IsNull()), acceptedAt: Not(IsNull()) },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    if (!row?.providerUserId) return null;
    const patient = await this.users.findById(userId);
    return { providerUserId: row.providerUserId, open: row.active && Boolean(patient?.healthcareProviderSharing) };
  }

  /** Mood, practice and crisis-event summaries for the active provider: the patient's choice, read on every provider request. */
  async setWellnessSharing(userId: number, shareWellnessSummaries: boolean): Promise<ProviderAssignmentView> {
    const repository = this.dataSource.getRepository(ProviderAssignmentEntity);
    const updated = await repository.update({ userId, active: true }, { shareWellnessSummaries });
    if (!updated.affected) throw new ApiException(404, NO_PROVIDER);
    await this.events.patientChanged(userId);
    return this.get(userId);
  }

  /** The phone number the active provider may see (already normalised by the shared schema); null stops sharing it. */
  async setPhone(userId: number, sharedPhone: string | null): Promise<ProviderAssignmentView> {
    const repository = this.dataSource.getRepository(ProviderAssignmentEntity);
    const updated = await repository.update({ userId, active: true }, { sharedPhone });
    if (!updated.affected) throw new ApiException(404, NO_PROVIDER);
    await this.events.patientChanged(userId);
    return this.get(userId);
  }

  /**
   * The patient withdraws the provider's access: the assignment ends and every share still in force is revoked,
   * together, so the provider's next request finds nothing (naming the provider again shares nothing old).
   */
  async remove(userId: number): Promise<void> {
    const providers = await this.dataSource.transaction(async (manager) => {
      await this.users.lock(userId, manager);
      const providers = await this.events.providersOf(userId, manager);
      const ended = await manager
        .getRepository(ProviderAssignmentEntity)
        .update({ userId, active: true }, { active: false, sharedPhone: null });
      if (!ended.affected) throw new ApiException(404, NO_PROVIDER);
      await revokeActiveShares(manager, userId, this.clock.now());
      return providers;
    });
    await this.events.publish(providers);
  }

  async set(userId: number, input: ProviderChoice): Promise<ProviderAssignmentView> {
    // A provider the patient leaves for another sees the patient go from their open portal.
    const before = await this.events.providersOf(userId);
    const row = await this.dataSource.transaction((manager) => this.setWithin(userId, input, manager));
    await this.events.publish(before);
    return this.toView(row);
  }

  /**
   * The same change inside the caller's transaction, so it is stored with the caller's other writes or not at all.
   * Naming the same address again keeps the request (and an acceptance) as it is, unless it was declined: then it
   * asks again. A direct consent binds the request to that account at once.
   */
  async setWithin(userId: number, input: ProviderChoice, manager: EntityManager): Promise<ProviderAssignmentEntity> {
    const repository = manager.getRepository(ProviderAssignmentEntity);
    const providerName = input.providerName || null;
    const providerEmail = input.providerEmail.toLowerCase();
    const binding = input.boundTo
      ? { providerUserId: input.boundTo.id, acceptedAt: this.clock.now(), declinedAt: null }
      : {};
    // Serialises concurrent changes for one user, so there is never more than one active provider.
    await this.users.lock(userId, manager);
    const current = await activeProviderAssignment(manager, userId);
    if (current && keeps(current, providerEmail, input.boundTo)) {
      const kept = { providerName, ...(current.providerUserId === null ? binding : {}) };
      await repository.update({ id: current.id }, kept);
      return { ...current, ...kept };
    }
    if (current) await repository.update({ id: current.id }, { active: false, sharedPhone: null });
    // Consent is per provider: a newly named provider sees no wellness summaries until the patient turns them on.
    return repository.save({
      userId,
      providerName,
      providerEmail,
      active: true,
      shareWellnessSummaries: false,
      sharedPhone: null,
      providerUserId: null,
      acceptedAt: null,
      declinedAt: null,
      ...binding,
    });
  }

  /** The patient's view: the accepting account's name and verified address as they are now. */
  private async toView(row: ProviderAssignmentEntity): Promise<ProviderAssignmentView> {
    const provider = row.providerUserId === null ? null : await this.users.findById(row.providerUserId);
    return {
      providerName: row.providerName,
      providerEmail: row.providerEmail,
      status: statusOf(row),
      acceptedBy: provider
        ? { name: personNameOf(provider), email: verifiedEmailOf(provider) ?? row.providerEmail }
        : null,
      shareWellnessSummaries: row.shareWellnessSummaries,
      sharedPhone: row.sharedPhone,
    };
  }
}

/** Whether naming `providerEmail` (or consenting to `boundTo`) leaves the current request in place. */
function keeps(current: ProviderAssignmentEntity, providerEmail: string, boundTo?: Pick<UserEntity, 'id'>): boolean {
  if (current.providerEmail !== providerEmail || current.declinedAt) return false;
  return !boundTo || current.providerUserId === null || current.providerUserId === boundTo.id;
}
