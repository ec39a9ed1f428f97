import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { UserPreferences } from '@anchor/contracts';
import { Clock } from '../../common/clock';
import { ProviderEventsService } from '../providers/provider-events.service';
import { revokeActiveShares } from '../providers/provider-sharing.service';
import { UserEntity } from './entities/user.entity';

@Injectable()
export class UserPreferencesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly events: ProviderEventsService,
  ) {}

  get(user: UserEntity): UserPreferences {
    return { healthcareProviderSharing: user.healthcareProviderSharing };
  }

  /**
   * Turning sharing off revokes every share in force (and the shared phone number) in the same transaction: no
   * provider reads on after it. The provider's open portal is told once it is committed.
   */
  async update(userId: number, patch: UserPreferences): Promise<UserPreferences> {
    const preferences = await this.dataSource.transaction(async (manager) => {
      await manager.getRepository(UserEntity).update({ id: userId }, patch);
      if (!patch.healthcareProviderSharing) await revokeActiveShares(manager, userId, this.clock.now());
      const user = await manager.getRepository(UserEntity).findOneByOrFail({ id: userId });
      return { healthcareProviderSharing: user.healthcareProviderSharing };
    });
    await this.events.patientChanged(userId);
    return preferences;
  }

  /** Accepting a provider's invitation is the choice to share with that provider: sharing turns on with it. */
  async turnSharingOnWithin(manager: EntityManager, userId: number): Promise<void> {
    await manager.getRepository(UserEntity).update({ id: userId }, { healthcareProviderSharing: true });
  }
}
