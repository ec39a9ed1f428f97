import { Controller, Delete, Get, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import {
  type RecoveryCodes,
  recoveryCodesSchema,
  secondFactorRequestSchema,
  turnOffTwoFactorRequestSchema,
  TwoFactorApiPath,
  type TwoFactorSetup,
  twoFactorSetupSchema,
  type TwoFactorStatus,
  twoFactorStatusSchema,
} from '@anchor/contracts';
import type { z } from 'zod';
import { apiRoute } from '../../common/api-route';
import { ZodBody, ZodResponse } from '../../common/zod-request.decorators';
import { type AppConfig, APP_CONFIG } from '../../config';
import { AuthService } from '../auth/auth.service';
import type { AuthenticatedRequest } from '../../common/auth/authenticated-request';
import { CurrentUser } from '../../common/auth/decorators/current-user.decorator';
import { OpenBeforeSecondFactor } from '../../common/auth/decorators/open-before-second-factor.decorator';
import { answerNewSession } from '../auth/session-reply';
import type { UserEntity } from '../users/entities/user.entity';
import { TwoFactorService } from './two-factor.service';
import { ConfirmEnrolmentUseCase } from './use-cases/confirm-enrolment.use-case';
import { ReplaceRecoveryCodesUseCase } from './use-cases/replace-recovery-codes.use-case';
import { StartEnrolmentUseCase } from './use-cases/start-enrolment.use-case';
import { TurnOffTwoFactorUseCase } from './use-cases/turn-off-two-factor.use-case';

/** The signed-in account's two-step sign-in: its state, enrolment, recovery codes, and turning it off. */
@Controller()
export class TwoFactorController {
  constructor(
    private readonly twoFactor: TwoFactorService,
    private readonly startEnrolment: StartEnrolmentUseCase,
    private readonly confirmEnrolment: ConfirmEnrolmentUseCase,
    private readonly replaceRecoveryCodes: ReplaceRecoveryCodesUseCase,
    private readonly turnOff: TurnOffTwoFactorUseCase,
    private readonly auth: AuthService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @OpenBeforeSecondFactor('enrolment')
  @Get(apiRoute(TwoFactorApiPath.twoFactor))
  @ZodResponse(twoFactorStatusSchema)
  status(@CurrentUser() user: UserEntity): Promise<TwoFactorStatus> {
    return this.twoFactor.status(user);
  }

  @OpenBeforeSecondFactor('enrolment')
  @Post(apiRoute(TwoFactorApiPath.setup))
  @ZodResponse(twoFactorSetupSchema)
  @HttpCode(200)
  setup(@CurrentUser() user: UserEntity): Promise<TwoFactorSetup> {
    return this.startEnrolment.execute(user);
  }

  /**
   * The session that gave the first code is replaced by one at the two-factor level, and every other session of
   * the account ends: one opened with a stolen password must not outlive the change.
   */
  @OpenBeforeSecondFactor('enrolment')
  @Post(apiRoute(TwoFactorApiPath.confirm))
  @ZodResponse(recoveryCodesSchema)
  @HttpCode(200)
  async confirm(
    @Req() request: AuthenticatedRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @CurrentUser() user: UserEntity,
    @ZodBody(secondFactorRequestSchema) body: z.output<typeof secondFactorRequestSchema>,
  ): Promise<RecoveryCodes> {
    const recoveryCodes = await this.confirmEnrolment.execute({ user, code: body.code, ip: request.ip });
    const token = await this.auth.upgradeSession(user, null, request.headers['user-agent'], true);
    return { recoveryCodes, ...answerNewSession(request, reply, token, this.config) };
  }

  @Post(apiRoute(TwoFactorApiPath.recoveryCodes))
  @ZodResponse(recoveryCodesSchema)
  @HttpCode(200)
  async newRecoveryCodes(
    @Req() request: AuthenticatedRequest,
    @CurrentUser() user: UserEntity,
    @ZodBody(secondFactorRequestSchema) body: z.output<typeof secondFactorRequestSchema>,
  ): Promise<RecoveryCodes> {
    return { recoveryCodes: await this.replaceRecoveryCodes.execute({ user, code: body.code, ip: request.ip }) };
  }

  @Delete(apiRoute(TwoFactorApiPath.twoFactor))
  @HttpCode(204)
  async remove(
    @Req() request: AuthenticatedRequest,
    @CurrentUser() user: UserEntity,
    @ZodBody(turnOffTwoFactorRequestSchema) body: z.output<typeof turnOffTwoFactorRequestSchema>,
  ): Promise<void> {
    await this.turnOff.execute({ user, code: body.code, password: body.password, ip: request.ip });
  }
}
