import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PushPreferences } from '../notifications/delivery/push-preferences.port';
import { AppPreferencesPushPreferences } from './app-preferences-push-preferences';
import { AppPreferencesEntity } from './entities/app-preferences.entity';

/** What the worker needs of onboarding: the person's push choices, read where notifications are delivered. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([AppPreferencesEntity])],
  providers: [{ provide: PushPreferences, useClass: AppPreferencesPushPreferences }],
  exports: [PushPreferences],
})
export class OnboardingWorkerModule {}
