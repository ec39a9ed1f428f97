import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { UserPreferences } from '@anchor/contracts';
import { Clock } from '../../common/clock';
import { revokeActiveShares } from '../providers/provider-sharing.service';
import { UserEntity } from './entities/user.entity';

@Injectable()
export class UserPreferencesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  get(user: UserEntity): UserPreferences {
    return { healthcareProviderSharing: user.healthcareProviderSharing };
  }

  /** Turning sharing off revokes every share in force in the same transaction: no provider reads on after it. */
  update(userId: number, patch: UserPreferences): Promise<UserPreferences> {
    return this.dataSource.transaction(async (manager) => {
      await manager.getRepository(UserEntity).update({ id: userId }, patch);
      if (!patch.healthcareProviderSharing) await revokeActiveShares(manager, userId, this.clock.now());
      const user = await manager.getRepository(UserEntity).findOneByOrFail({ id: userId });
      return { healthcareProviderSharing: user.healthcareProviderSharing };
    });
  }

  /** Accepting a provider's invitation is the choice to share with that provider: sharing turns on with it. */
  async turnSharingOnWithin(manager: EntityManager, userId: number): Promise<void> {
    await manager.getRepository(UserEntity).update({ id: userId }, { healthcareProviderSharing: true });
  }
}
