import { Controller, Delete, Get, HttpCode } from '@nestjs/common';
import { AssistantApiPath, conversationIdParamSchema, type ConversationExchange } from '@anchor/contracts';
import type { z } from 'zod';
import { ApiException } from '../../common/api-error';
import { apiRoute } from '../../common/api-route';
import { ZodParams } from '../../common/zod-request.decorators';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import type { UserEntity } from '../users/entities/user.entity';
import { ConversationsService } from './conversations.service';

@Controller()
export class ConversationsController {
  constructor(private readonly conversations: ConversationsService) {}

  @Get(apiRoute(AssistantApiPath.conversations))
  list(@CurrentUser() user: UserEntity): Promise<ConversationExchange[]> {
    return this.conversations.listNewestFirst(user.id);
  }

  @Delete(apiRoute(AssistantApiPath.conversations))
  @HttpCode(204)
  async deleteAll(@CurrentUser() user: UserEntity): Promise<void> {
    await this.conversations.deleteAll(user.id);
  }

  @Delete(apiRoute(AssistantApiPath.conversation))
  @HttpCode(204)
  async deleteOne(
    @CurrentUser() user: UserEntity,
    @ZodParams(conversationIdParamSchema) params: z.output<typeof conversationIdParamSchema>,
  ): Promise<void> {
    const removed = await this.conversations.deleteConversation(user.id, params.id);
    if (removed === 0) throw new ApiException(404, 'Conversation not found');
  }
}
