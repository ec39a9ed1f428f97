import { Controller, Get, Patch } from '@nestjs/common';
import { AssessmentApiPath, userPreferencesPatchSchema, type UserPreferences } from '@anchor/contracts';
import type { z } from 'zod';
import { apiRoute } from '../../common/api-route';
import { ZodBody } from '../../common/zod-request.decorators';
import { CurrentUser } from '../../common/auth/decorators/current-user.decorator';
import { UserEntity } from '../users/entities/user.entity';
import { UserPreferencesService } from './user-preferences.service';

@Controller()
export class UserPreferencesController {
  constructor(private readonly preferences: UserPreferencesService) {}

  @Get(apiRoute(AssessmentApiPath.preferences))
  get(@CurrentUser() user: UserEntity): UserPreferences {
    return this.preferences.get(user);
  }

  @Patch(apiRoute(AssessmentApiPath.preferences))
  update(
    @CurrentUser() user: UserEntity,
    @ZodBody(userPreferencesPatchSchema) body: z.output<typeof userPreferencesPatchSchema>,
  ): Promise<UserPreferences> {
    return this.preferences.update(user.id, body);
  }
}
