import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { OnboardingConfig } from '@anchor/contracts';
import { MedicationsService } from '../medications/medications.service';
import { ProviderAssignmentEntity } from '../providers/entities/provider-assignment.entity';
import { activeProviderAssignment } from '../providers/provider-assignments.service';
import { UserEntity } from '../users/entities/user.entity';
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
    private readonly reminders: OnboardingReminders,
  ) {}

  async execute({ userId, config }: CompleteOnboardingInput): Promise<UserEntity> {
    const medicationId = await this.dataSource.transaction(async (manager) => {
      // Serialises two completions of the same user (double click, two tabs).
      await manager.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
      await saveProfile(manager, userId, config);
      await savePreferences(manager, userId, config);
      const medication = config.medicationReminders ? await this.saveMedication(manager, userId, config) : null;
      if (config.dataSharing && config.providerEmail) await saveProvider(manager, userId, config);
      await manager.getRepository(UserEntity).update(
        { id: userId },
        {
          onboardingCompleted: true,
          setupCompleted: config.setupCompleted,
          healthcareProviderSharing: config.dataSharing,
          ...(config.timeZone ? { timeZone: config.timeZone } : {}),
        },
      );
      // Spec: finishing removes the progress record.
      await manager.getRepository(OnboardingProgressEntity).delete({ userId });
      return medication?.id ?? null;
    });
    await this.applyReminders(userId, config, medicationId);
    return this.dataSource.getRepository(UserEntity).findOneByOrFail({ id: userId });
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

/** Same rule as PUT /api/user/provider: at most one active provider; a new e-mail retires the old one. */
async function saveProvider(manager: EntityManager, userId: number, config: OnboardingConfig): Promise<void> {
  const repository = manager.getRepository(ProviderAssignmentEntity);
  const providerEmail = (config.providerEmail ?? '').toLowerCase();
  const current = await activeProviderAssignment(manager, userId);
  if (current?.providerEmail === providerEmail) {
    await repository.update({ id: current.id }, { providerName: config.providerName });
    return;
  }
  if (current) await repository.update({ id: current.id }, { active: false });
  await repository.insert({ userId, providerEmail, providerName: config.providerName, active: true });
}
