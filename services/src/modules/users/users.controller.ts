import { Controller, Get, Patch } from '@nestjs/common';
import { onboardingStatusSchema, type PublicUser, publicUserSchema } from '@anchor/contracts';
import type { z } from 'zod';
import { ZodBody, ZodResponse } from '../../common/zod-request.decorators';
import { CurrentUser } from '../../common/auth/decorators/current-user.decorator';
import { OpenBeforeSecondFactor } from '../../common/auth/decorators/open-before-second-factor.decorator';
import { UserEntity } from './entities/user.entity';
import { toPublicUser } from './public-user';
import { UsersService } from './users.service';

@Controller('user')
export class UsersController {
  constructor(private readonly usersService: UsersService) {}

  /** Open to a provider who has yet to enrol: the portal needs to know who is asking to show the enrolment. */
  @OpenBeforeSecondFactor('enrolment')
  @Get()
  @ZodResponse(publicUserSchema)
  me(@CurrentUser() user: UserEntity): PublicUser {
    return toPublicUser(user);
  }

  @Patch('onboarding')
  @ZodResponse(publicUserSchema)
  async updateOnboarding(
    @CurrentUser() user: UserEntity,
    @ZodBody(onboardingStatusSchema) body: z.output<typeof onboardingStatusSchema>,
  ): Promise<PublicUser> {
    return toPublicUser(await this.usersService.updateOnboarding(user, body));
  }
}
