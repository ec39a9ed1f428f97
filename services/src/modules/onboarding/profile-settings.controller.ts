import { Controller, Get, Patch } from '@nestjs/common';
import {
  OnboardingApiPath,
  appPreferencesPatchSchema,
  profileDetailsSchema,
  type ProfileSettings,
} from '@anchor/contracts';
import type { z } from 'zod';
import { apiRoute } from '../../common/api-route';
import { ZodBody } from '../../common/zod-request.decorators';
import { CurrentUser } from '../../common/auth/decorators/current-user.decorator';
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
    @ZodBody(appPreferencesPatchSchema) patch: z.output<typeof appPreferencesPatchSchema>,
  ): Promise<ProfileSettings> {
    return this.profileSettings.updatePreferences(user.id, patch);
  }

  @Patch(apiRoute(OnboardingApiPath.profileDetails))
  updateDetails(
    @CurrentUser() user: UserEntity,
    @ZodBody(profileDetailsSchema) details: z.output<typeof profileDetailsSchema>,
  ): Promise<ProfileSettings> {
    return this.profileSettings.updateDetails(user.id, details);
  }
}
