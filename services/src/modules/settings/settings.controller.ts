import { Controller, Get, Patch } from '@nestjs/common';
import { settingsPatchSchema, type UserSettings } from '@anchor/contracts';
import type { z } from 'zod';
import { ZodBody } from '../../common/zod-request.decorators';
import { CurrentUser } from '../../common/auth/decorators/current-user.decorator';
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
    @ZodBody(settingsPatchSchema) patch: z.output<typeof settingsPatchSchema>,
  ): Promise<UserSettings> {
    return this.settingsService.update(user.id, patch);
  }
}
