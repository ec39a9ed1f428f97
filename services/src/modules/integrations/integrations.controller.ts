import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import {
  AccountApiPath,
  integrationCallbackQuerySchema,
  type IntegrationCallbackResponse,
  integrationConnectSchema,
  type IntegrationConnectResponse,
  type IntegrationListResponse,
} from '@anchor/contracts';
import type { z } from 'zod';
import { apiRoute } from '../../common/api-route';
import { ZodBody, ZodQuery } from '../../common/zod-request.decorators';
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
    @ZodBody(integrationConnectSchema) body: z.output<typeof integrationConnectSchema>,
  ): Promise<IntegrationConnectResponse> {
    return this.integrations.connect(user.id, body);
  }

  /** The provider's redirect lands here in the user's browser, with the session cookie (SameSite=Lax). */
  @Get(apiRoute(AccountApiPath.integrationsCallback))
  callback(
    @CurrentUser() user: UserEntity,
    @ZodQuery(integrationCallbackQuerySchema) query: z.output<typeof integrationCallbackQuerySchema>,
  ): Promise<IntegrationCallbackResponse> {
    return this.integrations.callback(user.id, query.code, query.state);
  }
}
