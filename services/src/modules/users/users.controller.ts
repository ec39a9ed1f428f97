import { Controller, Get, Patch } from '@nestjs/common';
import { onboardingStatusSchema, type PublicUser, publicUserSchema } from '@anchor/contracts';
import type { z } from 'zod';
import { ZodBody, ZodResponse } from '../../common/zod-request.decorators';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { UserEntity } from './entities/user.entity';
import { toPublicUser } from './public-user';
import { UsersService } from './users.service';

@Controller('user')
export class UsersController {
  constructor(private readonly usersService: UsersService) {}

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
