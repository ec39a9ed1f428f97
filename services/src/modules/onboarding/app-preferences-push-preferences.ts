import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { NotificationType } from '@anchor/contracts';
import { PushPreferences } from '../notifications/delivery/push-preferences.port';
import { AppPreferencesEntity } from './entities/app-preferences.entity';

/** The Emergency alerts choice of Settings (on when never set): off, emergency notifications are not pushed. */
@Injectable()
export class AppPreferencesPushPreferences extends PushPreferences {
  constructor(@InjectRepository(AppPreferencesEntity) private readonly preferences: Repository<AppPreferencesEntity>) {
    super();
  }

  async allowsPush(userId: number, type: NotificationType): Promise<boolean> {
    if (type !== 'emergency') return true;
    const row = await this.preferences.findOne({ where: { userId }, select: { emergencyAlerts: true } });
    return row?.emergencyAlerts ?? true;
  }
}
