import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { DAILY_REMINDERS, MAX_MEDICATION_TIMES, type OnboardingConfig } from '@anchor/contracts';
import { Clock } from '../../common/clock';
import { MedicationsService } from '../medications/medications.service';
import { ProviderAssignmentsService } from '../providers/provider-assignments.service';
import { revokeActiveShares } from '../providers/sharing-in-force';
import type { UserEntity } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';
import { AppPreferencesEntity } from './entities/app-preferences.entity';
import { guardianConsentAtFor } from './guardian-consent';
import { OnboardingProgressEntity } from './entities/onboarding-progress.entity';
import { UserProfileEntity } from './entities/user-profile.entity';
import { type OnboardingChoices, settleChoices } from './onboarding-choices';
import { ReminderSchedulesService } from '../reminders/reminder-schedules.service';
import { SaveMedicationUseCase, type SavedMedication } from '../reminders/use-cases/save-medication.use-case';

export interface CompleteOnboardingInput {
  userId: number;
  config: OnboardingConfig;
}

interface Completed {
  choices: OnboardingChoices;
  medication: SavedMedication | null;
  first: boolean;
}

/**
 * POST /api/onboarding/complete: the whole configuration object in one transaction, then reminders. The answers are
 * kept as answered (app_preferences); the reminders themselves live in reminder_schedules, set through the reminders
 * module like Settings sets them. Completing again (another device, a retried request) changes only what the body
 * names: a choice it leaves out keeps its stored answer, and a reminder changes only when the first completion or
 * the body names its switch, its time or push (so a later change in Settings is never undone by a stale answer).
 */
@Injectable()
export class CompleteOnboardingUseCase {
  private readonly logger = new Logger(CompleteOnboardingUseCase.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly medications: MedicationsService,
    private readonly saveMedicationUseCase: SaveMedicationUseCase,
    private readonly providers: ProviderAssignmentsService,
    private readonly users: UsersService,
    private readonly reminders: ReminderSchedulesService,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, config }: CompleteOnboardingInput): Promise<UserEntity> {
    const outcome = await this.dataSource.transaction(async (manager): Promise<Completed> => {
      // Serialises two completions of the same user (double click, two tabs).
      await this.users.lock(userId, manager);
      const first = !(await this.users.getById(userId, manager)).onboardingCompleted;
      await saveProfile(manager, userId, config, this.clock.now());
      const answered = await manager.getRepository(AppPreferencesEntity).findOneBy({ userId });
      const choices = await savePreferences(manager, userId, config);
      // Only a medication the body names is saved (the schema asks for its name when reminders are turned on).
      const medication = config.medicationReminders
        ? await this.saveMedication(manager, userId, config, {
            time: choices.medicationTime,
            previous: answered?.medicationTime ?? null,
          })
        : null;
      await this.saveSharing(manager, userId, config);
      await this.users.recordOnboarding(
        userId,
        {
          onboardingCompleted: true,
          setupCompleted: config.setupCompleted,
          ...(config.timeZone ? { timeZone: config.timeZone } : {}),
        },
        manager,
      );
      // Finishing removes the progress record: a finished wizard has nothing to resume.
      await manager.getRepository(OnboardingProgressEntity).delete({ userId });
      return { choices, medication, first };
    });
    await this.applyReminders(userId, config, outcome);
    return this.users.getById(userId);
  }

  /**
   * Through the one write path of medications (SaveMedicationUseCase), inside this transaction. An active medication
   * of the same name is updated rather than added twice: the time onboarding answered before moves to the new
   * answer, and the times added in Settings stay.
   */
  private async saveMedication(
    manager: EntityManager,
    userId: number,
    config: OnboardingConfig,
    { time, previous }: { time: string; previous: string | null },
  ): Promise<SavedMedication> {
    const name = config.medicationName ?? '';
    const existing = await this.medications.findActiveByName(userId, name, manager);
    const kept = (existing?.timeSlots ?? []).filter((slot) => slot !== previous);
    const times = [...new Set([time, ...kept])].slice(0, MAX_MEDICATION_TIMES).sort();
    const medication = { name, dosage: config.medicationDosage ?? null, times, timeZone: config.timeZone ?? undefined };
    return this.saveMedicationUseCase.save({ userId, medicationId: existing?.id ?? null, medication }, manager);
  }

  /**
   * Sharing changes only when the body names it. Turned on with an address: the same rule as PUT
   * /api/user/provider (at most one active provider; a new e-mail retires the old one). Turned off: as in
   * Settings, every share in force is revoked with it.
   */
  private async saveSharing(manager: EntityManager, userId: number, config: OnboardingConfig): Promise<void> {
    if (config.dataSharing === undefined) return;
    if (config.dataSharing && config.providerEmail) {
      const provider = { providerName: config.providerName ?? null, providerEmail: config.providerEmail };
      await this.providers.setWithin(userId, provider, manager);
    }
    if (!config.dataSharing) await revokeActiveShares(manager, userId, this.clock.now());
    await this.users.setProviderSharing(userId, config.dataSharing, manager);
  }

  /** The answers are committed; a scheduling failure must not undo onboarding (reconcile repairs Redis). */
  private async applyReminders(userId: number, config: OnboardingConfig, outcome: Completed): Promise<void> {
    try {
      await this.scheduleReminders(userId, config, outcome);
    } catch (error) {
      this.logger.warn(`Reminders after onboarding could not be scheduled: ${(error as Error).message}`);
    }
  }

  /** Push off means every reminder the answers switch is off (they still reach the bell when turned on later). */
  private async scheduleReminders(userId: number, config: OnboardingConfig, outcome: Completed): Promise<void> {
    const { choices, medication, first } = outcome;
    if (medication) await this.saveMedicationUseCase.afterCommit(medication);
    if (config.timeZone) await this.reminders.moveToTimeZone(userId, config.timeZone);
    const pushNamed = config.pushNotifications !== undefined;
    for (const { kind, onboarding } of DAILY_REMINDERS) {
      if (!onboarding) continue;
      const named = config[onboarding.enabled] !== undefined || config[onboarding.time] !== undefined;
      if (!first && !pushNamed && !named) continue;
      const enabled = choices.pushNotifications && choices[onboarding.enabled];
      await this.reminders.setDaily(userId, kind, { enabled, time: choices[onboarding.time] });
    }
    if (medication) await this.reminders.setMedicationReminders(userId, choices.pushNotifications);
  }
}

/** Profile answers the body leaves out keep their stored value (TypeORM's upsert leaves undefined columns alone). */
async function saveProfile(manager: EntityManager, userId: number, config: OnboardingConfig, now: Date): Promise<void> {
  const { name, age, location, gender, primaryGoal } = config;
  const guardianConsentAt = guardianConsentAtFor(age, config.guardianConsent, now);
  await manager
    .getRepository(UserProfileEntity)
    .upsert({ userId, name, age, guardianConsentAt, location, gender, primaryGoal }, { conflictPaths: ['userId'] });
}

async function savePreferences(
  manager: EntityManager,
  userId: number,
  config: OnboardingConfig,
): Promise<OnboardingChoices> {
  const repository = manager.getRepository(AppPreferencesEntity);
  const choices = settleChoices(config, await repository.findOneBy({ userId }));
  await repository.upsert({ userId, ...choices }, { conflictPaths: ['userId'] });
  return choices;
}
