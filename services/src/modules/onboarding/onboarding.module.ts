import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CompleteOnboardingUseCase } from './complete-onboarding.use-case';
import { MedicationsModule } from '../medications/medications.module';
import { ProvidersModule } from '../providers/providers.module';
import { RemindersCoreModule } from '../reminders/reminders-core.module';
import { UsersCoreModule } from '../users/users-core.module';
import { OnboardingProgressEntity } from './entities/onboarding-progress.entity';
import { OnboardingController } from './onboarding.controller';
import { OnboardingProgressService } from './onboarding-progress.service';
import { ProfileSettingsController } from './profile-settings.controller';
import { ProfileSettingsService } from './profile-settings.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([OnboardingProgressEntity]),
    MedicationsModule,
    ProvidersModule,
    RemindersCoreModule,
    UsersCoreModule,
  ],
  controllers: [OnboardingController, ProfileSettingsController],
  providers: [OnboardingProgressService, CompleteOnboardingUseCase, ProfileSettingsService],
})
export class OnboardingModule {}
