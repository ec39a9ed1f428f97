import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ProviderApiPath, type ProviderRequestView, providerRequestViewSchema } from '@anchor/contracts';
import { z } from 'zod';
import { apiRoute } from '../../common/api-route';
import { idParamSchema } from '../../common/id-param';
import { ZodParams, ZodResponse } from '../../common/zod-request.decorators';
import { CurrentUser } from '../../common/auth/decorators/current-user.decorator';
import { Roles } from '../../common/auth/decorators/roles.decorator';
import { ProviderRequestsService } from '../providers/provider-requests.service';
import type { UserEntity } from '../users/entities/user.entity';

/**
 * Patients who named the caller's verified address: nothing of theirs is readable until the caller accepts, and
 * from then on the assignment holds the caller's account id. A request answered, or not the caller's, is a 404.
 */
@Controller()
@Roles('provider')
export class ProviderRequestsController {
  constructor(private readonly requests: ProviderRequestsService) {}

  @Get(apiRoute(ProviderApiPath.requests))
  @ZodResponse(z.array(providerRequestViewSchema))
  list(@CurrentUser() provider: UserEntity): Promise<ProviderRequestView[]> {
    return this.requests.waiting(provider);
  }

  @Post(apiRoute(ProviderApiPath.acceptRequest))
  @HttpCode(204)
  async accept(
    @CurrentUser() provider: UserEntity,
    @ZodParams(idParamSchema) params: z.output<typeof idParamSchema>,
  ): Promise<void> {
    await this.requests.accept(provider, params.id);
  }

  @Post(apiRoute(ProviderApiPath.declineRequest))
  @HttpCode(204)
  async decline(
    @CurrentUser() provider: UserEntity,
    @ZodParams(idParamSchema) params: z.output<typeof idParamSchema>,
  ): Promise<void> {
    await this.requests.decline(provider, params.id);
  }
}
