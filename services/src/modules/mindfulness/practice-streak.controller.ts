import { Controller, Get, Put } from '@nestjs/common';
import { MindfulnessApiPath, updatePracticeStreakSchema, type PracticeStreak } from '@anchor/contracts';
import type { z } from 'zod';
import { apiRoute } from '../../common/api-route';
import { ZodBody } from '../../common/zod-request.decorators';
import { CurrentUser } from '../../common/auth/decorators/current-user.decorator';
import type { UserEntity } from '../users/entities/user.entity';
import { PracticeStreakService } from './practice-streak.service';

@Controller()
export class PracticeStreakController {
  constructor(private readonly streaks: PracticeStreakService) {}

  @Get(apiRoute(MindfulnessApiPath.streak))
  get(@CurrentUser() user: UserEntity): Promise<PracticeStreak> {
    return this.streaks.get(user.id, user.timeZone);
  }

  @Put(apiRoute(MindfulnessApiPath.streak))
  update(
    @CurrentUser() user: UserEntity,
    @ZodBody(updatePracticeStreakSchema) body: z.output<typeof updatePracticeStreakSchema>,
  ): Promise<PracticeStreak> {
    return this.streaks.update(user.id, user.timeZone, body);
  }
}
