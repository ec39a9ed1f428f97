import { useCallback, useRef } from 'react';
import { toApiError } from '@anchor/app-runtime';
import { CHAT_HISTORY_LENGTH, type CrisisTierName, type InputSource } from '@anchor/contracts';
import { useSendChatMessageMutation } from '../../api/assistant.api';
import { AI_NOTICE_INTERVAL_MS, assistantMessage, messageId, type ChatMessage } from './chat-message';
import { ChatCopy } from './copy';
import { checkMessage } from './crisis-check-loader';
import { messageLength } from './message-limit';
import { useFailedSend, type SendAttempt } from './useFailedSend';
import { useMessageAnalysis } from './useMessageAnalysis';
import { useChatConversation } from './useChatConversation';

/** The last six messages as role and content, the context sent with each message (a message not sent is left out). */
function historyOf(messages: readonly ChatMessage[]) {
  return messages
    .filter((item) => !item.failed)
    .slice(-CHAT_HISTORY_LENGTH)
    .map((item) => ({ role: item.sender, content: item.text }));
}

/** What the person has said so far, oldest first: the crisis check reads a message with them. */
const personsWords = (messages: readonly ChatMessage[]) =>
  messages.filter((item) => item.sender === 'user').map((item) => item.text);

/**
 * Past the length limit a message is sent only when the crisis check flags it (the server reads it whole), or when
 * the check could not run (the server then decides); otherwise the person's words stay in the box.
 */
async function fitsOrAsksForHelp(message: string, earlier: string[], tier: CrisisTierName): Promise<boolean> {
  if (!messageLength(message).over) return true;
  const check = await checkMessage(message, earlier, tier);
  return check === null || check.reply !== null;
}

/**
 * The conversation on screen, from the server when the chat opens (with its crisis tier: the browser's own check
 * starts from there); "New conversation" sends without an id, and the server starts one. It sends with the last six messages as context, ignores blank text and
 * sends while one is in flight, drops a reply that repeats the last message and a welcome that thanks
 * again after the analysis ('Thank you for trusting me'), repeats the
 * "AI, not a person" notice after three hours, and opens the crisis panel when the reply says so.
 * A message over the length limit is sent only when the crisis check flags it (the server reads it whole);
 * a failed send keeps the message, offers to send it again, and shows crisis help when the check flags it.
 */
export function useChat() {
  const { conversationId, shownId, messages, setMessages, serverTier, noticeShownAt, add, addReply, onScreen } =
    useChatConversation();
  const messagesRef = useRef(messages);
  messagesRef.current = messages;
  const inFlight = useRef(false);
  const [sendChat, { isLoading }] = useSendChatMessageMutation();
  const analyse = useMessageAnalysis();
  const { spoke } = onScreen;

  const fail = useFailedSend(add, setMessages, serverTier);

  const send = useCallback(
    async (text: string, source: InputSource = 'chat'): Promise<boolean> => {
      const message = text.trim();
      if (!message || inFlight.current) return false;
      const earlier = personsWords(messagesRef.current);
      inFlight.current = true;
      if (!(await fitsOrAsksForHelp(message, earlier, serverTier.current))) {
        inFlight.current = false;
        return false;
      }
      const history = historyOf(messagesRef.current);
      spoke();
      const attempt: SendAttempt = { id: messageId('user'), message, source, earlier };
      add({ id: attempt.id, text: message, sender: 'user', timestamp: new Date(), type: 'support' });
      if (Date.now() - noticeShownAt.current >= AI_NOTICE_INTERVAL_MS) {
        noticeShownAt.current = Date.now();
        add(assistantMessage(ChatCopy.aiNotice, 'reminder'));
      }
      try {
        const started = conversationId.current;
        const userContext = started ? { conversationId: started, source } : { source };
        const reply = await sendChat({ message, conversationHistory: history, userContext }).unwrap();
        addReply(reply);
        void analyse(message, source, reply.conversationId);
      } catch (error) {
        await fail(attempt, error);
        // Not sent because the session ended: the words stay in the box for when the person has signed in again.
        return toApiError(error).status !== 401;
      } finally {
        inFlight.current = false;
      }
      return true;
    },
    [add, addReply, analyse, conversationId, fail, noticeShownAt, sendChat, serverTier, spoke],
  );

  return {
    messages,
    send,
    add,
    waiting: isLoading,
    loadState: onScreen.state,
    retryLoad: onScreen.retry,
    choose: onScreen.choose,
    conversationId: shownId,
  };
}
