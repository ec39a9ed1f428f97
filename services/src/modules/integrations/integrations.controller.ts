import { Controller, Delete, Get, HttpCode, Post, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import {
  AccountApiPath,
  integrationCallbackQuerySchema,
  integrationConnectSchema,
  type IntegrationConnectResponse,
  type IntegrationListResponse,
  integrationServiceParamSchema,
} from '@anchor/contracts';
import type { z } from 'zod';
import { ApiException } from '../../common/api-error';
import { apiRoute } from '../../common/api-route';
import { ZodBody, ZodParams, ZodQuery } from '../../common/zod-request.decorators';
import { CurrentSessionId } from '../../common/auth/decorators/current-session.decorator';
import { CurrentUser } from '../../common/auth/decorators/current-user.decorator';
import { UserEntity } from '../users/entities/user.entity';
import { renderCallbackPage } from './callback-page';
import { CompleteAuthorizationUseCase } from './complete-authorization.use-case';
import type { StateOwner } from './integration-state.service';
import { IntegrationsService } from './integrations.service';

/** An authorization belongs to the session that started it (every signed-in request has one). */
function ownerOf(user: UserEntity, sessionId: string | null): StateOwner {
  if (!sessionId) throw new ApiException(401, 'Not signed in');
  return { userId: user.id, sessionId };
}

@Controller()
export class IntegrationsController {
  constructor(
    private readonly integrations: IntegrationsService,
    private readonly completeAuthorization: CompleteAuthorizationUseCase,
  ) {}

  @Get(apiRoute(AccountApiPath.integrations))
  list(@CurrentUser() user: UserEntity): Promise<IntegrationListResponse> {
    return this.integrations.list(user.id);
  }

  @Post(apiRoute(AccountApiPath.integrationsConnect))
  @HttpCode(200)
  connect(
    @CurrentUser() user: UserEntity,
    @CurrentSessionId() sessionId: string | null,
    @ZodBody(integrationConnectSchema) body: z.output<typeof integrationConnectSchema>,
  ): Promise<IntegrationConnectResponse> {
    return this.integrations.connect(ownerOf(user, sessionId), body);
  }

  /**
   * The provider's redirect lands here in the person's browser, with the session cookie (SameSite=Lax),
   * and answers an HTML page saying what happened.
   */
  @Get(apiRoute(AccountApiPath.integrationsCallback))
  async callback(
    @CurrentUser() user: UserEntity,
    @CurrentSessionId() sessionId: string | null,
    @ZodQuery(integrationCallbackQuerySchema) query: z.output<typeof integrationCallbackQuerySchema>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const outcome = await this.completeAuthorization.execute({
      owner: ownerOf(user, sessionId),
      query,
    });
    const page = renderCallbackPage(outcome);
    if ('redirectTo' in page) {
      reply.status(303).header('Location', page.redirectTo);
      return '';
    }
    reply.status(page.status).type('text/html; charset=utf-8');
    return page.html;
  }

  @Delete(apiRoute(AccountApiPath.integration))
  @HttpCode(204)
  async disconnect(
    @CurrentUser() user: UserEntity,
    @ZodParams(integrationServiceParamSchema) params: z.output<typeof integrationServiceParamSchema>,
  ): Promise<void> {
    await this.integrations.disconnect(user.id, params.service);
  }
}
