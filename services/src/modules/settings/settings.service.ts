import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, Repository } from 'typeorm';
import type { SettingsPatch, UserSettings } from '@anchor/contracts';
import { UserSettingsEntity } from './entities/user-settings.entity';

function toUserSettings(row: UserSettingsEntity): UserSettings {
  return {
    allowVideoApps: row.allowVideoApps,
    allowVoiceApps: row.allowVoiceApps,
    allowMessageApps: row.allowMessageApps,
  };
}

/** Every method takes the caller's id: settings are never read or written across users. */
@Injectable()
export class SettingsService {
  constructor(@InjectRepository(UserSettingsEntity) private readonly settings: Repository<UserSettingsEntity>) {}

  async get(userId: number): Promise<UserSettings> {
    return toUserSettings(await this.findOrCreate(userId));
  }

  /** A new account's row with the defaults, written in the sign-up's transaction. */
  async createFor(userId: number, manager?: EntityManager): Promise<void> {
    await (manager ? manager.getRepository(UserSettingsEntity) : this.settings).insert({ userId });
  }

  async update(userId: number, patch: SettingsPatch): Promise<UserSettings> {
    await this.findOrCreate(userId);
    await this.settings.update({ userId }, patch);
    return toUserSettings(await this.settings.findOneByOrFail({ userId }));
  }

  /** Register creates the row; this covers users created before settings existed. Safe under concurrency. */
  private async findOrCreate(userId: number): Promise<UserSettingsEntity> {
    const existing = await this.settings.findOneBy({ userId });
    if (existing) return existing;
    await this.settings.createQueryBuilder().insert().values({ userId }).orIgnore().execute();
    return this.settings.findOneByOrFail({ userId });
  }
}
