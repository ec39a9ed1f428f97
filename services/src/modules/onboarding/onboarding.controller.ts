import { Controller, Get, HttpCode, Post, Put } from '@nestjs/common';
import {
  onboardingConfigSchema,
  OnboardingApiPath,
  type OnboardingProgress,
  onboardingProgressSchema,
  type PublicUser,
} from '@anchor/contracts';
import type { z } from 'zod';
import { apiRoute } from '../../common/api-route';
import { ZodBody } from '../../common/zod-request.decorators';
import { CurrentUser } from '../../common/auth/decorators/current-user.decorator';
import { UserEntity } from '../users/entities/user.entity';
import { toPublicUser } from '../users/public-user';
import { CompleteOnboardingUseCase } from './complete-onboarding.use-case';
import { OnboardingProgressService } from './onboarding-progress.service';

@Controller()
export class OnboardingController {
  constructor(
    private readonly progress: OnboardingProgressService,
    private readonly completeOnboarding: CompleteOnboardingUseCase,
  ) {}

  @Get(apiRoute(OnboardingApiPath.progress))
  getProgress(@CurrentUser() user: UserEntity): Promise<OnboardingProgress> {
    return this.progress.get(user.id);
  }

  @Put(apiRoute(OnboardingApiPath.progress))
  saveProgress(
    @CurrentUser() user: UserEntity,
    @ZodBody(onboardingProgressSchema) body: z.output<typeof onboardingProgressSchema>,
  ): Promise<OnboardingProgress> {
    return this.progress.save(user.id, body);
  }

  @Post(apiRoute(OnboardingApiPath.complete))
  @HttpCode(200)
  async complete(
    @CurrentUser() user: UserEntity,
    @ZodBody(onboardingConfigSchema) body: z.output<typeof onboardingConfigSchema>,
  ): Promise<PublicUser> {
    return toPublicUser(await this.completeOnboarding.execute({ userId: user.id, config: body }));
  }
}
