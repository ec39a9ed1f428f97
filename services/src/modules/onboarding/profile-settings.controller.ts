import { Body, Controller, Get, Patch } from '@nestjs/common';
import {
  OnboardingApiPath,
  type AppPreferencesPatch,
  appPreferencesPatchSchema,
  type ProfileSettings,
} from '@anchor/contracts';
import { apiRoute } from '../../common/api-route';
import { ZodValidationPipe } from '../../common/zod-validation.pipe';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { UserEntity } from '../users/entities/user.entity';
import { ProfileSettingsService } from './profile-settings.service';

@Controller()
export class ProfileSettingsController {
  constructor(private readonly profileSettings: ProfileSettingsService) {}

  @Get(apiRoute(OnboardingApiPath.profileSettings))
  get(@CurrentUser() user: UserEntity): Promise<ProfileSettings> {
    return this.profileSettings.get(user.id);
  }

  @Patch(apiRoute(OnboardingApiPath.profileSettings))
  update(
    @CurrentUser() user: UserEntity,
    @Body(new ZodValidationPipe(appPreferencesPatchSchema)) patch: AppPreferencesPatch,
  ): Promise<ProfileSettings> {
    return this.profileSettings.updatePreferences(user.id, patch);
  }
}
