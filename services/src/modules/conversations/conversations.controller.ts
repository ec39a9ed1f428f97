import { Controller, Delete, Get, HttpCode } from '@nestjs/common';
import {
  AssistantApiPath,
  conversationIdParamSchema,
  type ConversationExchange,
  type ConversationSummary,
  type CurrentConversation,
  type StoredConversation,
} from '@anchor/contracts';
import type { z } from 'zod';
import { ApiException } from '../../common/api-error';
import { apiRoute } from '../../common/api-route';
import { ZodParams } from '../../common/zod-request.decorators';
import { CurrentUser } from '../../common/auth/decorators/current-user.decorator';
import type { UserEntity } from '../users/entities/user.entity';
import { ConversationHistoryService } from './conversation-history.service';
import { ConversationsService } from './conversations.service';

const NOT_FOUND = 'Conversation not found';

/** The fixed paths (current, summaries) are declared before `:id`, so they are never read as an id. */
@Controller()
export class ConversationsController {
  constructor(
    private readonly conversations: ConversationsService,
    private readonly history: ConversationHistoryService,
  ) {}

  @Get(apiRoute(AssistantApiPath.conversations))
  list(@CurrentUser() user: UserEntity): Promise<ConversationExchange[]> {
    return this.conversations.listNewestFirst(user.id);
  }

  @Get(apiRoute(AssistantApiPath.currentConversation))
  async current(@CurrentUser() user: UserEntity): Promise<CurrentConversation> {
    return { conversation: await this.history.current(user.id) };
  }

  @Get(apiRoute(AssistantApiPath.conversationSummaries))
  summaries(@CurrentUser() user: UserEntity): Promise<ConversationSummary[]> {
    return this.history.summaries(user.id);
  }

  @Get(apiRoute(AssistantApiPath.conversation))
  async open(
    @CurrentUser() user: UserEntity,
    @ZodParams(conversationIdParamSchema) params: z.output<typeof conversationIdParamSchema>,
  ): Promise<StoredConversation> {
    const conversation = await this.history.conversation(user.id, params.id);
    if (!conversation) throw new ApiException(404, NOT_FOUND);
    return conversation;
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
    if (removed === 0) throw new ApiException(404, NOT_FOUND);
  }
}
