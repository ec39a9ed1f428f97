import { Controller, HttpCode, Post } from '@nestjs/common';
import { AssistantApiPath, AssistantCopy, chatRequestSchema, type ChatResponse } from '@anchor/contracts';
import type { z } from 'zod';
import { apiRoute } from '../../common/api-route';
import { ZodBody } from '../../common/zod-request.decorators';
import { CurrentUser } from '../../common/auth/decorators/current-user.decorator';
import { UnauthorizedMessage } from '../../common/auth/decorators/unauthorized-message.decorator';
import type { UserEntity } from '../users/entities/user.entity';
import { ReplyToMessageUseCase } from './reply-to-message.use-case';

@Controller()
@UnauthorizedMessage(AssistantCopy.unauthorized)
export class AssistantController {
  constructor(private readonly replyToMessage: ReplyToMessageUseCase) {}

  @Post(apiRoute(AssistantApiPath.chat))
  @HttpCode(200)
  chat(
    @CurrentUser() user: UserEntity,
    @ZodBody(chatRequestSchema) request: z.output<typeof chatRequestSchema>,
  ): Promise<ChatResponse> {
    return this.replyToMessage.execute({ userId: user.id, request });
  }
}
