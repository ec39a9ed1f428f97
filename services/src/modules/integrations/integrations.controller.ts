import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import {
  AccountApiPath,
  integrationCallbackQuerySchema,
  type IntegrationCallbackResponse,
  integrationConnectSchema,
  type IntegrationConnectRequest,
  type IntegrationConnectResponse,
  type IntegrationListResponse,
} from '@anchor/contracts';
import { apiRoute } from '../../common/api-route';
import { ZodValidationPipe } from '../../common/zod-validation.pipe';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { UserEntity } from '../users/entities/user.entity';
import { IntegrationsService } from './integrations.service';

@Controller()
export class IntegrationsController {
  constructor(private readonly integrations: IntegrationsService) {}

  @Get(apiRoute(AccountApiPath.integrations))
  list(@CurrentUser() user: UserEntity): Promise<IntegrationListResponse> {
    return this.integrations.list(user.id);
  }

  @Post(apiRoute(AccountApiPath.integrationsConnect))
  @HttpCode(200)
  connect(
    @CurrentUser() user: UserEntity,
    @Body(new ZodValidationPipe(integrationConnectSchema)) body: IntegrationConnectRequest,
  ): Promise<IntegrationConnectResponse> {
    return this.integrations.connect(user.id, body);
  }

  /** The provider's redirect lands here in the user's browser, with the session cookie (SameSite=Lax). */
  @Get(apiRoute(AccountApiPath.integrationsCallback))
  callback(
    @CurrentUser() user: UserEntity,
    @Query(new ZodValidationPipe(integrationCallbackQuerySchema)) query: { code: string; state: string },
  ): Promise<IntegrationCallbackResponse> {
    return this.integrations.callback(user.id, query.code, query.state);
  }
}
