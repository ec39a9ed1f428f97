import { useCallback, useRef, useState } from 'react';
import { toApiError, useToast } from '@anchor/app-runtime';
import { CHAT_HISTORY_LENGTH, type ChatResponse, type InputSource } from '@anchor/contracts';
import { useSendChatMessageMutation } from '../../api/assistant.api';
import { AI_NOTICE_INTERVAL_MS, appendMessage, assistantMessage, messageId, type ChatMessage } from './chat-message';
import { ChatCopy } from './copy';
import { openCrisisPanel } from './open-crisis-panel';
import { useMessageAnalysis } from './useMessageAnalysis';

function newConversationId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The sentence a person reads for a failed call: never server JSON. */
function failureText(error: unknown): string {
  const { status } = toApiError(error);
  if (status === 401) return ChatCopy.unauthorized;
  if (status === 'FETCH_ERROR') return ChatCopy.unableToConnect;
  return ChatCopy.failedResponse;
}

/** The welcome and, at the start of every conversation, the "AI, not a person" notice. */
function initialMessages(): ChatMessage[] {
  return [assistantMessage(ChatCopy.welcome, 'support'), assistantMessage(ChatCopy.aiNotice, 'reminder')];
}

/** The last six messages as role and content, the context sent with each message. */
function historyOf(messages: readonly ChatMessage[]) {
  return messages.slice(-CHAT_HISTORY_LENGTH).map((item) => ({ role: item.sender, content: item.text }));
}

/**
 * The conversation on screen: sends with the last six messages as context, ignores blank text and
 * sends while one is in flight, drops a reply that repeats the last message and a welcome that thanks
 * again after the analysis ('Thank you for trusting me'), repeats the
 * "AI, not a person" notice after three hours, and opens the crisis panel when the reply says so.
 */
export function useChat() {
  const [conversationId] = useState(newConversationId);
  const [messages, setMessages] = useState<ChatMessage[]>(initialMessages);
  const messagesRef = useRef(messages);
  messagesRef.current = messages;
  const inFlight = useRef(false);
  const noticeShownAt = useRef(Date.now());
  const [sendChat, { isLoading }] = useSendChatMessageMutation();
  const toast = useToast();
  const analyse = useMessageAnalysis();

  const add = useCallback((message: ChatMessage) => setMessages((current) => appendMessage(current, message)), []);

  const addReply = useCallback(
    (reply: ChatResponse) => {
      const crisis = reply.crisisTier !== 'none' && reply.engine === 'safety';
      add(assistantMessage(reply.response, reply.type, { buttons: reply.buttons, link: reply.link, crisis }));
      if (reply.openCrisisPanel) openCrisisPanel();
    },
    [add],
  );

  const send = useCallback(
    async (text: string, source: InputSource = 'chat'): Promise<boolean> => {
      const message = text.trim();
      if (!message || inFlight.current) return false;
      inFlight.current = true;
      const history = historyOf(messagesRef.current);
      add({ id: messageId('user'), text: message, sender: 'user', timestamp: new Date(), type: 'support' });
      if (Date.now() - noticeShownAt.current >= AI_NOTICE_INTERVAL_MS) {
        noticeShownAt.current = Date.now();
        add(assistantMessage(ChatCopy.aiNotice, 'reminder'));
      }
      try {
        addReply(
          await sendChat({ message, conversationHistory: history, userContext: { conversationId, source } }).unwrap(),
        );
        void analyse(message, source, conversationId);
      } catch (error) {
        add(assistantMessage(failureText(error), 'error'));
        toast({
          title: ChatCopy.connectionErrorTitle,
          description: ChatCopy.connectionErrorDescription,
          variant: 'destructive',
        });
      } finally {
        inFlight.current = false;
      }
      return true;
    },
    [add, addReply, analyse, conversationId, sendChat, toast],
  );

  return { messages, send, add, waiting: isLoading };
}
