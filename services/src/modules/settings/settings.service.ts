import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, Repository } from 'typeorm';
import type { SettingsPatch, UserSettings } from '@anchor/contracts';
import { poolOf } from '../../database/pool';
import { UserSettingsEntity } from './entities/user-settings.entity';
import { insertDefaultSettingsUnlessPresent, readSettingsRow } from './settings.queries';

function toUserSettings(row: UserSettingsEntity): UserSettings {
  return {
    allowVideoApps: row.allowVideoApps,
    allowVoiceApps: row.allowVoiceApps,
    allowMessageApps: row.allowMessageApps,
    noticeMoodsInChat: row.noticeMoodsInChat,
  };
}

/** Every method takes the caller's id: settings are never read or written across users. */
@Injectable()
export class SettingsService {
  constructor(@InjectRepository(UserSettingsEntity) private readonly settings: Repository<UserSettingsEntity>) {}

  async get(userId: number): Promise<UserSettings> {
    const row = await readSettingsRow(poolOf(this.settings), userId);
    if (!row) return toUserSettings(await this.findOrCreate(userId));
    return {
      allowVideoApps: row.allow_video_apps,
      allowVoiceApps: row.allow_voice_apps,
      allowMessageApps: row.allow_message_apps,
      noticeMoodsInChat: row.notice_moods_in_chat,
    };
  }

  /** Whether the assistant may read a mood from this person's chat messages (the default when no row exists yet). */
  async noticesMoodsInChat(userId: number): Promise<boolean> {
    return (await this.get(userId)).noticeMoodsInChat;
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
    await insertDefaultSettingsUnlessPresent(this.settings.manager, userId);
    return this.settings.findOneByOrFail({ userId });
  }
}
