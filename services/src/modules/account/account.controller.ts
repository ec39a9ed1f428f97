import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Inject,
  Patch,
  Post,
  Query,
  Req,
  Res,
  StreamableFile,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  AccountApiPath,
  changePasswordSchema,
  type ChangePasswordRequest,
  deleteAccountSchema,
  type DeleteAccountRequest,
  type ExportFormat,
  exportQuerySchema,
  type PublicUser,
  updateProfileSchema,
} from '@anchor/contracts';
import { apiRoute } from '../../common/api-route';
import { ZodValidationPipe } from '../../common/zod-validation.pipe';
import { type AppConfig, APP_CONFIG } from '../../config';
import { CurrentSessionId } from '../auth/decorators/current-session.decorator';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { clearSessionCookie } from '../auth/session-token';
import { UserEntity } from '../users/entities/user.entity';
import { toPublicUser } from '../users/public-user';
import { AccountProfileService, type ProfileChanges } from './account-profile.service';
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
    @Body(new ZodValidationPipe(updateProfileSchema)) body: ProfileChanges,
  ): Promise<PublicUser> {
    return toPublicUser(await this.profile.update(user, body, request.ip));
  }

  @Post(apiRoute(AccountApiPath.password))
  @HttpCode(204)
  async updatePassword(
    @CurrentUser() user: UserEntity,
    @CurrentSessionId() sessionId: string | null,
    @Req() request: FastifyRequest,
    @Body(new ZodValidationPipe(changePasswordSchema)) body: ChangePasswordRequest,
  ): Promise<void> {
    await this.changePassword.execute(user, body, sessionId, request.ip);
  }

  @Delete(apiRoute(AccountApiPath.user))
  @HttpCode(204)
  async remove(
    @CurrentUser() user: UserEntity,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Body(new ZodValidationPipe(deleteAccountSchema)) body: DeleteAccountRequest,
  ): Promise<void> {
    await this.deleteAccount.execute(user, body.password, request.ip);
    clearSessionCookie(reply, this.config);
  }

  /** GET with the session cookie: nothing about the data travels in the URL. */
  @Get(apiRoute(AccountApiPath.export))
  async export(
    @CurrentUser() user: UserEntity,
    @Query(new ZodValidationPipe(exportQuerySchema)) query: { format: ExportFormat },
  ): Promise<StreamableFile> {
    const file = await this.exportUserData.execute(user.id, query.format);
    return new StreamableFile(file.content, {
      type: file.contentType,
      disposition: `attachment; filename="${file.fileName}"`,
    });
  }
}
