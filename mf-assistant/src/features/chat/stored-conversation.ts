import type { StoredConversation } from '@anchor/contracts';
import type { ChatMessage } from './chat-message';

/**
 * A stored conversation as messages on screen: each exchange is the person's message and the reply, with the
 * reply's answer buttons and link. A reply in a flagged conversation (any tier above none) came from the safety
 * path, so it offers crisis help again, as it did when it was first shown.
 */
export function messagesOf(conversation: StoredConversation): ChatMessage[] {
  return conversation.exchanges.flatMap((exchange): ChatMessage[] => {
    const timestamp = new Date(exchange.createdAt);
    return [
      { id: `stored-${exchange.id}-message`, text: exchange.message, sender: 'user', timestamp, type: 'support' },
      {
        id: `stored-${exchange.id}-reply`,
        text: exchange.response,
        sender: 'assistant',
        timestamp,
        type: exchange.type,
        buttons: exchange.buttons,
        link: exchange.link,
        crisis: exchange.crisisTier !== 'none',
      },
    ];
  });
}
