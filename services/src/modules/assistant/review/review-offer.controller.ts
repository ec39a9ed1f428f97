import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { AssistantApiPath, reviewOfferAnswerSchema, type ReviewOffer } from '@anchor/contracts';
import type { z } from 'zod';
import { apiRoute } from '../../../common/api-route';
import { ZodBody } from '../../../common/zod-request.decorators';
import { CurrentUser } from '../../../common/auth/decorators/current-user.decorator';
import type { UserEntity } from '../../users/entities/user.entity';
import { ReviewOffersService } from './review-offers.service';

@Controller()
export class ReviewOfferController {
  constructor(private readonly offers: ReviewOffersService) {}

  @Get(apiRoute(AssistantApiPath.reviewOffer))
  offer(@CurrentUser() user: UserEntity): Promise<ReviewOffer> {
    return this.offers.offer(user.id);
  }

  @Post(apiRoute(AssistantApiPath.reviewOffer))
  @HttpCode(204)
  async answer(
    @CurrentUser() user: UserEntity,
    @ZodBody(reviewOfferAnswerSchema) body: z.output<typeof reviewOfferAnswerSchema>,
  ): Promise<void> {
    await this.offers.answer(user.id, body.choice);
  }
}
