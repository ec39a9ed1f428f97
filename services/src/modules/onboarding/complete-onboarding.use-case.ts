import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { OnboardingConfig } from '@anchor/contracts';
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
import { type OnboardingMedication, OnboardingReminders } from './onboarding-reminders.port';

export interface CompleteOnboardingInput {
  userId: number;
  config: OnboardingConfig;
}

const REMINDER_CHOICES = [
  'pushNotifications',
  'dailyMoodCheck',
  'wellnessTips',
  'moodCheckTime',
  'wellnessTipsTime',
] as const;

/** The body names one of the choices the daily reminders follow, or the time zone they keep. */
const namesAReminderChoice = (config: OnboardingConfig): boolean =>
  config.timeZone !== null || REMINDER_CHOICES.some((key) => config[key] !== undefined);

/**
 * POST /api/onboarding/complete: the whole configuration object in one transaction, then reminders. Completing
 * again (another device, a retried request) changes only what the body names: a choice it leaves out keeps its
 * stored value, and the reminders are rebuilt only when their choices were named or on the first completion.
 */
@Injectable()
export class CompleteOnboardingUseCase {
  private readonly logger = new Logger(CompleteOnboardingUseCase.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly medications: MedicationsService,
    private readonly providers: ProviderAssignmentsService,
    private readonly users: UsersService,
    private readonly reminders: OnboardingReminders,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, config }: CompleteOnboardingInput): Promise<UserEntity> {
    const outcome = await this.dataSource.transaction(async (manager) => {
      // Serialises two completions of the same user (double click, two tabs).
      await this.users.lock(userId, manager);
      const first = !(await this.users.getById(userId, manager)).onboardingCompleted;
      await saveProfile(manager, userId, config, this.clock.now());
      const choices = await savePreferences(manager, userId, config);
      // Only a medication the body names is saved (the schema asks for its name when reminders are turned on).
      const medication = config.medicationReminders
        ? await this.saveMedication(manager, userId, config, choices.medicationTime)
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
    if (outcome.first || outcome.medication || namesAReminderChoice(config)) {
      await this.applyReminders(userId, outcome.choices, config.timeZone, outcome.medication);
    }
    return this.users.getById(userId);
  }

  /** An active medication of the same name is updated rather than added twice. */
  private async saveMedication(
    manager: EntityManager,
    userId: number,
    config: OnboardingConfig,
    time: string,
  ): Promise<OnboardingMedication> {
    const name = config.medicationName ?? '';
    const dosage = config.medicationDosage ?? null;
    const values = { name, dosage, timeSlots: [time] };
    const existing = await this.medications.findActiveByName(userId, name, manager);
    const saved = existing
      ? await this.medications.update(userId, existing.id, { ...values, frequency: 'daily' }, manager)
      : await this.medications.create(userId, values, manager);
    return { id: saved.id, name, dosage };
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

  /** The choices are committed; a scheduling failure must not undo onboarding (the engine can rebuild from them). */
  private async applyReminders(
    userId: number,
    choices: OnboardingChoices,
    timeZone: string | null,
    medication: OnboardingMedication | null,
  ): Promise<void> {
    try {
      await this.reminders.apply(userId, choices, timeZone, medication);
    } catch (error) {
      this.logger.warn(`Reminders after onboarding could not be scheduled: ${(error as Error).message}`);
    }
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
