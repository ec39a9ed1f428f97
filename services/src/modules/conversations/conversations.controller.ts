import { Controller, Delete, Get, HttpCode, Param } from '@nestjs/common';
import { AssistantApiPath, conversationIdParamSchema, type ConversationExchange } from '@anchor/contracts';
import { ApiException } from '../../common/api-error';
import { apiRoute } from '../../common/api-route';
import { ZodValidationPipe } from '../../common/zod-validation.pipe';
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
    @Param(new ZodValidationPipe(conversationIdParamSchema)) params: { id: string },
  ): Promise<void> {
    const removed = await this.conversations.deleteConversation(user.id, params.id);
    if (removed === 0) throw new ApiException(404, 'Conversation not found');
  }
}
