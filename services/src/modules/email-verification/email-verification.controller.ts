import { Controller, HttpCode, Post } from '@nestjs/common';
import { AccountApiPath, type PublicUser, publicUserSchema, verifyEmailSchema } from '@anchor/contracts';
import type { z } from 'zod';
import { apiRoute } from '../../common/api-route';
import { ZodBody, ZodResponse } from '../../common/zod-request.decorators';
import { CurrentUser } from '../../common/auth/decorators/current-user.decorator';
import { UserEntity } from '../users/entities/user.entity';
import { toPublicUser } from '../users/public-user';
import { SendVerificationCodeUseCase } from './send-verification-code.use-case';
import { VerifyEmailUseCase } from './verify-email.use-case';

@Controller()
export class EmailVerificationController {
  constructor(
    private readonly sendCode: SendVerificationCodeUseCase,
    private readonly verifyEmail: VerifyEmailUseCase,
  ) {}

  /** 204 once the code is on its way; 400 when no address waits, 429 past the hourly sends, 503 when mail failed. */
  @Post(apiRoute(AccountApiPath.emailVerification))
  @HttpCode(204)
  async send(@CurrentUser() user: UserEntity): Promise<void> {
    await this.sendCode.execute(user);
  }

  @Post(apiRoute(AccountApiPath.emailVerify))
  @HttpCode(200)
  @ZodResponse(publicUserSchema)
  async verify(
    @CurrentUser() user: UserEntity,
    @ZodBody(verifyEmailSchema) body: z.output<typeof verifyEmailSchema>,
  ): Promise<PublicUser> {
    return toPublicUser(await this.verifyEmail.execute({ user, code: body.code }));
  }
}
