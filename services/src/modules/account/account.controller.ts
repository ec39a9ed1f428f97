import { Controller, Delete, Get, HttpCode, Inject, Patch, Post, Req, Res, StreamableFile } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  AccountApiPath,
  changePasswordSchema,
  deleteAccountSchema,
  exportQuerySchema,
  type PublicUser,
  updateProfileSchema,
} from '@anchor/contracts';
import type { z } from 'zod';
import { apiRoute } from '../../common/api-route';
import { ZodBody, ZodQuery } from '../../common/zod-request.decorators';
import { type AppConfig, APP_CONFIG } from '../../config';
import { CurrentSessionId } from '../../common/auth/decorators/current-session.decorator';
import { CurrentUser } from '../../common/auth/decorators/current-user.decorator';
import { clearKnownDeviceCookie } from '../auth/known-devices.service';
import { clearSessionCookie } from '../auth/session-token';
import { UserEntity } from '../users/entities/user.entity';
import { toPublicUser } from '../users/public-user';
import { AccountProfileService } from './account-profile.service';
import { ChangePasswordUseCase } from './change-password.use-case';
import { DeleteAccountUseCase } from './delete-account.use-case';
import { ExportUserDataUseCase } from './export-user-data.use-case';

@Controller()
export class AccountController {
  constructor(
    private readonly profile: AccountProfileService,
    private readonly changePassword: ChangePasswordUseCase,
    private readonly deleteAccount: DeleteAccountUseCase,
    private readonly exportUserData: ExportUserDataUseCase,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Patch(apiRoute(AccountApiPath.profile))
  async updateProfile(
    @CurrentUser() user: UserEntity,
    @Req() request: FastifyRequest,
    @ZodBody(updateProfileSchema) body: z.output<typeof updateProfileSchema>,
  ): Promise<PublicUser> {
    return toPublicUser(await this.profile.update(user, body, request.ip));
  }

  @Post(apiRoute(AccountApiPath.password))
  @HttpCode(204)
  async updatePassword(
    @CurrentUser() user: UserEntity,
    @CurrentSessionId() sessionId: string | null,
    @Req() request: FastifyRequest,
    @ZodBody(changePasswordSchema) body: z.output<typeof changePasswordSchema>,
  ): Promise<void> {
    await this.changePassword.execute({ user, request: body, currentSessionId: sessionId, ip: request.ip });
  }

  @Delete(apiRoute(AccountApiPath.user))
  @HttpCode(204)
  async remove(
    @CurrentUser() user: UserEntity,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @ZodBody(deleteAccountSchema) body: z.output<typeof deleteAccountSchema>,
  ): Promise<void> {
    await this.deleteAccount.execute({ user, password: body.password, ip: request.ip });
    clearSessionCookie(reply, this.config);
    clearKnownDeviceCookie(reply, this.config);
  }

  /** GET with the session cookie: nothing about the data travels in the URL. */
  @Get(apiRoute(AccountApiPath.export))
  async export(
    @CurrentUser() user: UserEntity,
    @ZodQuery(exportQuerySchema) query: z.output<typeof exportQuerySchema>,
  ): Promise<StreamableFile> {
    const file = await this.exportUserData.execute({ userId: user.id, format: query.format });
    return new StreamableFile(file.content, {
      type: file.contentType,
      disposition: `attachment; filename="${file.fileName}"`,
    });
  }
}
