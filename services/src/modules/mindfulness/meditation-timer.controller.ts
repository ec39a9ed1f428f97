import { Body, Controller, Delete, Get, HttpCode, Post } from '@nestjs/common';
import {
  MindfulnessApiPath,
  startMeditationTimerSchema,
  type MeditationTimer,
  type MeditationTimerState,
  type StartMeditationTimer,
} from '@anchor/contracts';
import { apiRoute } from '../../common/api-route';
import { ZodValidationPipe } from '../../common/zod-validation.pipe';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
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
    @Body(new ZodValidationPipe(startMeditationTimerSchema)) body: StartMeditationTimer,
  ): Promise<MeditationTimer> {
    return this.startTimer.execute({ userId: user.id, duration: body.duration });
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
