import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { UserPreferences } from '@anchor/contracts';
import { Clock } from '../../common/clock';
import type { UserEntity } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';
import { ProviderEventsService } from './provider-events.service';
import { revokeActiveShares } from './sharing-in-force';

/** The one preference the patient keeps: whether anything is shared with providers at all. */
@Injectable()
export class UserPreferencesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
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
      await this.users.setProviderSharing(userId, patch.healthcareProviderSharing, manager);
      if (!patch.healthcareProviderSharing) await revokeActiveShares(manager, userId, this.clock.now());
      const user = await this.users.getById(userId, manager);
      return { healthcareProviderSharing: user.healthcareProviderSharing };
    });
    await this.events.patientChanged(userId);
    return preferences;
  }
}
