import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { ProviderAssignmentView } from '@anchor/contracts';
import { ApiException } from '../../common/api-error';
import { Clock } from '../../common/clock';
import { UsersService } from '../users/users.service';
import { ProviderAssignmentEntity } from './entities/provider-assignment.entity';
import { revokeActiveShares } from './provider-sharing.service';

export const NO_PROVIDER = 'No healthcare provider is set up';

function toView(row: ProviderAssignmentEntity): ProviderAssignmentView {
  return {
    providerName: row.providerName,
    providerEmail: row.providerEmail,
    shareWellnessSummaries: row.shareWellnessSummaries,
  };
}

/** Each patient has at most one active provider; setting a new one retires the old one. */
@Injectable()
export class ProviderAssignmentsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly clock: Clock,
  ) {}

  async get(userId: number): Promise<ProviderAssignmentView> {
    const row = await activeProviderAssignment(this.dataSource.manager, userId);
    if (!row) throw new ApiException(404, NO_PROVIDER);
    return toView(row);
  }

  /** Mood, practice and crisis-event summaries for the active provider: the patient's choice, read on every provider request. */
  async setWellnessSharing(userId: number, shareWellnessSummaries: boolean): Promise<ProviderAssignmentView> {
    const result = await this.dataSource
      .getRepository(ProviderAssignmentEntity)
      .createQueryBuilder()
      .update()
      .set({ shareWellnessSummaries })
      .where('user_id = :userId AND active', { userId })
      .returning('*')
      .execute();
    const [row] = result.raw as Record<string, unknown>[];
    if (!row) throw new ApiException(404, NO_PROVIDER);
    return {
      providerName: row.provider_name as string | null,
      providerEmail: row.provider_email as string,
      shareWellnessSummaries: row.share_wellness_summaries as boolean,
    };
  }

  /**
   * The patient withdraws the provider's access: the assignment ends and every share still in force is revoked,
   * together, so the provider's next request finds nothing (naming the provider again shares nothing old).
   */
  async remove(userId: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await this.users.lock(userId, manager);
      const ended = await manager
        .getRepository(ProviderAssignmentEntity)
        .update({ userId, active: true }, { active: false });
      if (!ended.affected) throw new ApiException(404, NO_PROVIDER);
      await revokeActiveShares(manager, userId, this.clock.now());
    });
  }

  set(userId: number, input: { providerName?: string | null; providerEmail: string }): Promise<ProviderAssignmentView> {
    return this.dataSource.transaction((manager) => this.setWithin(manager, userId, input));
  }

  /** The same change inside the caller's transaction, so it is stored with the caller's other writes or not at all. */
  async setWithin(
    manager: EntityManager,
    userId: number,
    input: { providerName?: string | null; providerEmail: string },
  ): Promise<ProviderAssignmentView> {
    const repository = manager.getRepository(ProviderAssignmentEntity);
    const providerName = input.providerName || null;
    const providerEmail = input.providerEmail.toLowerCase();
    // Serialises concurrent changes for one user, so there is never more than one active provider.
    await this.users.lock(userId, manager);
    const current = await activeProviderAssignment(manager, userId);
    if (current?.providerEmail === providerEmail) {
      await repository.update({ id: current.id }, { providerName });
      return toView({ ...current, providerName });
    }
    if (current) await repository.update({ id: current.id }, { active: false });
    // Consent is per provider: a newly named provider sees no wellness summaries until the patient turns them on.
    return toView(
      await repository.save({ userId, providerName, providerEmail, active: true, shareWellnessSummaries: false }),
    );
  }
}

/** The caller's active provider. */
export function activeProviderAssignment(
  manager: EntityManager,
  userId: number,
): Promise<ProviderAssignmentEntity | null> {
  return manager.getRepository(ProviderAssignmentEntity).findOne({
    where: { userId, active: true },
    order: { createdAt: 'DESC', id: 'DESC' },
  });
}
