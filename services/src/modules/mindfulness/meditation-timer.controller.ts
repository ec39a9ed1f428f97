import { Controller, Delete, Get, HttpCode, Post } from '@nestjs/common';
import {
  MindfulnessApiPath,
  startMeditationTimerSchema,
  type MeditationTimer,
  type MeditationTimerState,
} from '@anchor/contracts';
import type { z } from 'zod';
import { apiRoute } from '../../common/api-route';
import { ZodBody } from '../../common/zod-request.decorators';
import { CurrentUser } from '../../common/auth/decorators/current-user.decorator';
import type { UserEntity } from '../users/entities/user.entity';
import { MeditationTimersService } from './meditation-timers.service';
import { StartMeditationTimerUseCase } from './use-cases/start-meditation-timer.use-case';

@Controller()
export class MeditationTimerController {
  constructor(
    private readonly startTimer: StartMeditationTimerUseCase,
    private readonly timers: MeditationTimersService,
  ) {}

  @Post(apiRoute(MindfulnessApiPath.meditationTimer))
  start(
    @CurrentUser() user: UserEntity,
    @ZodBody(startMeditationTimerSchema) body: z.output<typeof startMeditationTimerSchema>,
  ): Promise<MeditationTimer> {
    return this.startTimer.execute({ userId: user.id, duration: body.duration, sudsBefore: body.sudsBefore });
  }

  @Get(apiRoute(MindfulnessApiPath.meditationTimer))
  current(@CurrentUser() user: UserEntity): Promise<MeditationTimerState> {
    return this.timers.current(user.id);
  }

  @Delete(apiRoute(MindfulnessApiPath.meditationTimer))
  @HttpCode(204)
  stop(@CurrentUser() user: UserEntity): Promise<void> {
    return this.timers.stop(user.id);
  }
}
