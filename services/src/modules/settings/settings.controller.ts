import { Body, Controller, Get, Patch } from '@nestjs/common';
import { settingsPatchSchema, type SettingsPatch, type UserSettings } from '@anchor/contracts';
import { ZodValidationPipe } from '../../common/zod-validation.pipe';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { UserEntity } from '../users/entities/user.entity';
import { SettingsService } from './settings.service';

@Controller('settings')
export class SettingsController {
  constructor(private readonly settingsService: SettingsService) {}

  @Get()
  get(@CurrentUser() user: UserEntity): Promise<UserSettings> {
    return this.settingsService.get(user.id);
  }

  @Patch()
  update(
    @CurrentUser() user: UserEntity,
    @Body(new ZodValidationPipe(settingsPatchSchema)) patch: SettingsPatch,
  ): Promise<UserSettings> {
    return this.settingsService.update(user.id, patch);
  }
}
