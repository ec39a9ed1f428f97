import { useCallback, useRef, useState } from 'react';
import type { ChatResponse, CrisisTierName, StoredConversation } from '@anchor/contracts';
import { useOnScreenConversation } from '../history/useOnScreenConversation';
import { appendMessage, assistantMessage, type ChatMessage } from './chat-message';
import { ChatCopy } from './copy';
import { openCrisisPanel } from './open-crisis-panel';
import { messagesOf } from './stored-conversation';

/** The welcome and, at the start of every conversation, the "AI, not a person" notice. */
function initialMessages(): ChatMessage[] {
  return [assistantMessage(ChatCopy.welcome, 'support'), assistantMessage(ChatCopy.aiNotice, 'reminder')];
}

const GREETINGS = initialMessages().length;

/**
 * The conversation on screen: its messages, its id (null until the server names it: a new conversation's first
 * message goes without one) and its crisis tier as the server last gave it, which the browser's own check starts
 * from. The stored conversation is put on screen when the chat opens, and another one when the person chooses.
 */
export function useChatConversation() {
  const conversationId = useRef<string | null>(null);
  const [shownId, setShownId] = useState<string | null>(null);
  const [messages, setMessages] = useState<ChatMessage[]>(initialMessages);
  const serverTier = useRef<CrisisTierName>('none');
  const noticeShownAt = useRef(Date.now());

  const name = useCallback((id: string | null) => {
    conversationId.current = id;
    setShownId(id);
  }, []);

  const show = useCallback(
    (conversation: StoredConversation | null, switched: boolean) => {
      name(conversation?.conversationId ?? null);
      serverTier.current = conversation?.crisisTier ?? 'none';
      noticeShownAt.current = Date.now();
      const stored = conversation ? messagesOf(conversation) : [];
      // At opening, whatever the chat added meanwhile (the review's messages) stays after the stored conversation.
      setMessages((current) => [
        ...(switched ? initialMessages() : current.slice(0, GREETINGS)),
        ...stored,
        ...(switched ? [] : current.slice(GREETINGS)),
      ]);
    },
    [name],
  );
  const onScreen = useOnScreenConversation(show);

  const add = useCallback((message: ChatMessage) => setMessages((current) => appendMessage(current, message)), []);

  const addReply = useCallback(
    (reply: ChatResponse) => {
      name(reply.conversationId);
      serverTier.current = reply.crisisTier;
      const crisis = reply.crisisTier !== 'none' && reply.engine === 'safety';
      add(assistantMessage(reply.response, reply.type, { buttons: reply.buttons, link: reply.link, crisis }));
      if (reply.openCrisisPanel) openCrisisPanel();
    },
    [add, name],
  );

  return { conversationId, shownId, messages, setMessages, serverTier, noticeShownAt, add, addReply, onScreen };
}
