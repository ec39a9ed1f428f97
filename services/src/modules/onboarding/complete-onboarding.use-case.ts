import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { OnboardingConfig } from '@anchor/contracts';
import { MedicationsService } from '../medications/medications.service';
import { ProviderAssignmentsService } from '../providers/provider-assignments.service';
import type { UserEntity } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';
import { AppPreferencesEntity } from './entities/app-preferences.entity';
import { OnboardingProgressEntity } from './entities/onboarding-progress.entity';
import { UserProfileEntity } from './entities/user-profile.entity';
import { OnboardingReminders } from './onboarding-reminders.port';

export interface CompleteOnboardingInput {
  userId: number;
  config: OnboardingConfig;
}

/** POST /api/onboarding/complete: the whole configuration object in one transaction, then reminders. */
@Injectable()
export class CompleteOnboardingUseCase {
  private readonly logger = new Logger(CompleteOnboardingUseCase.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly medications: MedicationsService,
    private readonly providers: ProviderAssignmentsService,
    private readonly users: UsersService,
    private readonly reminders: OnboardingReminders,
  ) {}

  async execute({ userId, config }: CompleteOnboardingInput): Promise<UserEntity> {
    const medicationId = await this.dataSource.transaction(async (manager) => {
      // Serialises two completions of the same user (double click, two tabs).
      await this.users.lock(userId, manager);
      await saveProfile(manager, userId, config);
      await savePreferences(manager, userId, config);
      const medication = config.medicationReminders ? await this.saveMedication(manager, userId, config) : null;
      if (config.dataSharing && config.providerEmail) {
        // Same rule as PUT /api/user/provider: at most one active provider; a new e-mail retires the old one.
        const provider = { providerName: config.providerName, providerEmail: config.providerEmail };
        await this.providers.setWithin(manager, userId, provider);
      }
      await this.users.recordOnboarding(
        userId,
        {
          onboardingCompleted: true,
          setupCompleted: config.setupCompleted,
          healthcareProviderSharing: config.dataSharing,
          ...(config.timeZone ? { timeZone: config.timeZone } : {}),
        },
        manager,
      );
      // Finishing removes the progress record: a finished wizard has nothing to resume.
      await manager.getRepository(OnboardingProgressEntity).delete({ userId });
      return medication?.id ?? null;
    });
    await this.applyReminders(userId, config, medicationId);
    return this.users.getById(userId);
  }

  /** An active medication of the same name is updated rather than added twice. */
  private async saveMedication(manager: EntityManager, userId: number, config: OnboardingConfig) {
    const name = config.medicationName ?? '';
    const values = { name, dosage: config.medicationDosage ?? null, timeSlots: [config.medicationTime] };
    const existing = await this.medications.findActiveByName(userId, name, manager);
    if (existing) return this.medications.update(userId, existing.id, { ...values, frequency: 'daily' }, manager);
    return this.medications.create(userId, values, manager);
  }

  /** The choices are committed; a scheduling failure must not undo onboarding (the engine can rebuild from them). */
  private async applyReminders(userId: number, config: OnboardingConfig, medicationId: number | null): Promise<void> {
    try {
      await this.reminders.apply(userId, config, medicationId);
    } catch (error) {
      this.logger.warn(`Reminders after onboarding could not be scheduled: ${(error as Error).message}`);
    }
  }
}

async function saveProfile(manager: EntityManager, userId: number, config: OnboardingConfig): Promise<void> {
  const { name, age, location, gender, primaryGoal } = config;
  await manager
    .getRepository(UserProfileEntity)
    .upsert({ userId, name, age, location, gender, primaryGoal }, { conflictPaths: ['userId'] });
}

async function savePreferences(manager: EntityManager, userId: number, config: OnboardingConfig): Promise<void> {
  await manager.getRepository(AppPreferencesEntity).upsert(
    {
      userId,
      pushNotifications: config.pushNotifications,
      dailyMoodCheck: config.dailyMoodCheck,
      medicationReminders: config.medicationReminders,
      wellnessTips: config.wellnessTips,
      moodCheckTime: config.moodCheckTime,
      wellnessTipsTime: config.wellnessTipsTime,
      medicationTime: config.medicationTime,
      analyticsOptIn: config.analyticsOptIn,
      voiceEnabled: config.voiceEnabled,
      largeText: config.largeText,
      highContrast: config.highContrast,
      wearableDevice: config.wearableDevice,
      healthApps: config.healthApps,
      socialApps: config.socialApps,
      selectedPlan: config.subscriptionTier,
      selectedPaymentMethod: config.paymentProvider,
    },
    { conflictPaths: ['userId'] },
  );
}
