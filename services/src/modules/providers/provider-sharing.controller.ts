import { Controller, Delete, Get, HttpCode, Post } from '@nestjs/common';
import { z } from 'zod';
import { AssessmentApiPath, providerSharingSchema, type ProviderShare } from '@anchor/contracts';
import { apiRoute } from '../../common/api-route';
import { CurrentUser } from '../../common/auth/decorators/current-user.decorator';
import { UserEntity } from '../users/entities/user.entity';
import { ProviderSharingService } from './provider-sharing.service';
import { ZodBody, ZodParams } from '../../common/zod-request.decorators';
import { SharingValidationPipe } from './sharing-error';

const shareIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** `assessmentScore` and `clusters` in the body are ignored: the stored assessment is what gets shared. */
@Controller(apiRoute(AssessmentApiPath.providerSharing))
export class ProviderSharingController {
  constructor(private readonly sharing: ProviderSharingService) {}

  @Post()
  share(
    @CurrentUser() user: UserEntity,
    @ZodBody(providerSharingSchema, SharingValidationPipe) body: z.output<typeof providerSharingSchema>,
  ): Promise<ProviderShare> {
    return this.sharing.share(user.id, body);
  }

  @Get()
  list(@CurrentUser() user: UserEntity): Promise<ProviderShare[]> {
    return this.sharing.list(user.id);
  }

  @Delete(':id')
  @HttpCode(204)
  async revoke(
    @CurrentUser() user: UserEntity,
    @ZodParams(shareIdParamsSchema, SharingValidationPipe) params: z.output<typeof shareIdParamsSchema>,
  ): Promise<void> {
    await this.sharing.revoke(user.id, params.id);
  }
}
