import { Body, Controller, Get, Patch } from '@nestjs/common';
import { onboardingStatusSchema, type OnboardingStatusRequest, type PublicUser } from '@anchor/contracts';
import { ZodValidationPipe } from '../../common/zod-validation.pipe';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { UserEntity } from './entities/user.entity';
import { toPublicUser } from './public-user';
import { UsersService } from './users.service';

@Controller('user')
export class UsersController {
  constructor(private readonly usersService: UsersService) {}

  @Get()
  me(@CurrentUser() user: UserEntity): PublicUser {
    return toPublicUser(user);
  }

  @Patch('onboarding')
  async updateOnboarding(
    @CurrentUser() user: UserEntity,
    @Body(new ZodValidationPipe(onboardingStatusSchema)) body: OnboardingStatusRequest,
  ): Promise<PublicUser> {
    return toPublicUser(await this.usersService.updateOnboarding(user, body));
  }
}
