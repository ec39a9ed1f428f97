import { Body, Controller, Get, Patch } from '@nestjs/common';
import { AssessmentApiPath, userPreferencesPatchSchema, type UserPreferences } from '@anchor/contracts';
import { apiRoute } from '../../common/api-route';
import { ZodValidationPipe } from '../../common/zod-validation.pipe';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { UserEntity } from './entities/user.entity';
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
    @Body(new ZodValidationPipe(userPreferencesPatchSchema)) body: UserPreferences,
  ): Promise<UserPreferences> {
    return this.preferences.update(user.id, body);
  }
}
