import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ConversationHistoryService } from './conversation-history.service';
import { ConversationsController } from './conversations.controller';
import { ConversationsService } from './conversations.service';
import { ConversationEntity } from './entities/conversation.entity';

/** Owns the conversations table; the assistant stores exchanges through ConversationsService. */
@Module({
  imports: [TypeOrmModule.forFeature([ConversationEntity])],
  controllers: [ConversationsController],
  providers: [ConversationsService, ConversationHistoryService],
  exports: [ConversationsService],
})
export class ConversationsModule {}
