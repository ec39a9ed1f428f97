import { useCallback, type Dispatch, type RefObject, type SetStateAction } from 'react';
import { toApiError, useToast } from '@anchor/app-runtime';
import type { CrisisTierName, InputSource } from '@anchor/contracts';
import { assistantMessage, type ChatMessage } from './chat-message';
import { ChatCopy } from './copy';
import { checkMessage, checkMessageWithModel } from './crisis-check-loader';
import { openCrisisPanel } from './open-crisis-panel';

/** A message on its way: its id on screen, its words, and what the person said before it. */
export interface SendAttempt {
  id: string;
  message: string;
  source: InputSource;
  earlier: string[];
}

/** The sentence a person reads for a failed call: never server JSON. */
function failureText(error: unknown): string {
  const { status } = toApiError(error);
  if (status === 401) return ChatCopy.unauthorized;
  if (status === 'FETCH_ERROR') return ChatCopy.unableToConnect;
  return ChatCopy.failedResponse;
}

/**
 * A send that failed (network down, server stopped, any error answer): the message stays, marked as not sent,
 * with a sentence and a way to send it again. The browser then checks the message itself, as the server would
 * have first: when the rules flag it, the chat gives the crisis reply and opens the crisis panel instead of only
 * an error (the "Connection Error" toast would only cover it); otherwise the toast says to try again, and the
 * trained model (fetched now, if it can be) reads the message too and may still bring the crisis help.
 */
export function useFailedSend(
  add: (message: ChatMessage) => void,
  setMessages: Dispatch<SetStateAction<ChatMessage[]>>,
  serverTier: RefObject<CrisisTierName>,
) {
  const toast = useToast();
  return useCallback(
    async (attempt: SendAttempt, error: unknown) => {
      setMessages((current) => current.map((item) => (item.id === attempt.id ? { ...item, failed: true } : item)));
      add(assistantMessage(failureText(error), 'error', { retry: { text: attempt.message, source: attempt.source } }));
      const crisisHelp = (reply: string) => {
        add(assistantMessage(reply, 'support', { crisis: true }));
        openCrisisPanel();
      };
      const rules = await checkMessage(attempt.message, attempt.earlier, serverTier.current);
      if (rules?.reply) return crisisHelp(rules.reply);
      toast({
        title: ChatCopy.connectionErrorTitle,
        description: ChatCopy.connectionErrorDescription,
        variant: 'destructive',
      });
      // The model reads what the rules did not flag; it comes later (a fetch), so the error is already shown.
      const model = await checkMessageWithModel(attempt.message, attempt.earlier, serverTier.current);
      if (model?.reply) crisisHelp(model.reply);
    },
    [add, setMessages, serverTier, toast],
  );
}
