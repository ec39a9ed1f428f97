import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AppPreferencesPatch, ProfileDetails, ProfileSettings } from '@anchor/contracts';
import { Clock } from '../../common/clock';
import { ReminderSchedulesService } from '../reminders/reminder-schedules.service';
import { UsersService } from '../users/users.service';
import { AppPreferencesEntity } from './entities/app-preferences.entity';
import { UserProfileEntity } from './entities/user-profile.entity';
import { guardianConsentAtFor } from './guardian-consent';
import { insertDefaultPreferencesUnlessPresent } from './onboarding.queries';
import { toProfileSettings } from './profile-settings.mapper';
import { applyReminderPatch, reminderPreferences, storedPreferencesOf } from './profile-reminder-choices';

/** Reads and edits the caller's stored profile and preferences (accessibility follows the user across devices). */
@Injectable()
export class ProfileSettingsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly reminders: ReminderSchedulesService,
    private readonly users: UsersService,
    private readonly clock: Clock,
  ) {}

  async get(userId: number): Promise<ProfileSettings> {
    const manager = this.dataSource.manager;
    const [user, profile, preferences, reminders] = await Promise.all([
      this.users.getById(userId, manager),
      manager.getRepository(UserProfileEntity).findOneBy({ userId }),
      manager.getRepository(AppPreferencesEntity).findOneBy({ userId }),
      this.reminders.currentChoices(userId),
    ]);
    return toProfileSettings(user, profile, preferences, reminderPreferences(reminders));
  }

  /** Reminder fields schedule; the others are stored (the row created with the defaults before onboarding). */
  async updatePreferences(userId: number, patch: AppPreferencesPatch): Promise<ProfileSettings> {
    const stored = storedPreferencesOf(patch);
    if (Object.keys(stored).length > 0) await this.store(userId, stored);
    await applyReminderPatch(this.reminders, userId, patch);
    return this.get(userId);
  }

  private async store(userId: number, patch: AppPreferencesPatch): Promise<void> {
    await insertDefaultPreferencesUnlessPresent(this.dataSource.manager, userId);
    await this.dataSource.getRepository(AppPreferencesEntity).update({ userId }, patch);
  }

  /**
   * The profile step edited later, with the wizard's consent rule for the age; a new time zone moves the daily
   * reminders with the person.
   */
  async updateDetails(userId: number, details: ProfileDetails): Promise<ProfileSettings> {
    const { name, age, location, gender, primaryGoal, timeZone } = details;
    const guardianConsentAt = guardianConsentAtFor(age, details.guardianConsent, this.clock.now());
    await this.dataSource
      .getRepository(UserProfileEntity)
      .upsert({ userId, name, age, guardianConsentAt, location, gender, primaryGoal }, { conflictPaths: ['userId'] });
    await this.reminders.moveToTimeZone(userId, timeZone);
    return this.get(userId);
  }
}
