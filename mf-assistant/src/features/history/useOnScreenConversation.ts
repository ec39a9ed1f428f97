import { useCallback, useEffect, useRef, useState } from 'react';
import type { StoredConversation } from '@anchor/contracts';
import { useLazyConversationQuery, useLazyCurrentConversationQuery } from '../../api/assistant.api';
import { useOnScreenMemory, type OnScreen } from './on-screen-memory';

/** Loading: being read from the server; failed: it could not be read (the chat still works, as a new one). */
export type LoadState = 'loading' | 'ready' | 'failed';

/** Reads a conversation: the one opened from the history (the latest instead when it is gone), or the latest. */
function useConversationFetch() {
  const [loadCurrent] = useLazyCurrentConversationQuery();
  const [loadOne] = useLazyConversationQuery();
  return useCallback(
    async (onScreen: OnScreen): Promise<StoredConversation | null> => {
      if (onScreen.kind === 'opened') {
        const opened = await loadOne(onScreen.conversationId)
          .unwrap()
          .catch(() => null);
        if (opened) return opened;
      }
      return (await loadCurrent().unwrap()).conversation;
    },
    [loadCurrent, loadOne],
  );
}

/**
 * Puts the remembered conversation on screen when the chat opens (the latest one after a reload), and another one
 * when the person starts a new conversation or opens one from the history. A message sent while a conversation is
 * still on its way wins: the late answer is dropped rather than replacing what the person is doing.
 */
export function useOnScreenConversation(show: (conversation: StoredConversation | null, switched: boolean) => void) {
  const { recall, remember } = useOnScreenMemory();
  const fetchConversation = useConversationFetch();
  const [state, setState] = useState<LoadState>(() => (recall().kind === 'new' ? 'ready' : 'loading'));
  const generation = useRef(0);
  const wanted = useRef<OnScreen>(recall());

  const load = useCallback(
    async (onScreen: OnScreen, switched: boolean) => {
      const mine = ++generation.current;
      wanted.current = onScreen;
      if (onScreen.kind === 'new') {
        show(null, switched);
        setState('ready');
        return;
      }
      setState('loading');
      try {
        const conversation = await fetchConversation(onScreen);
        if (mine !== generation.current) return;
        show(conversation, switched);
        setState('ready');
      } catch {
        if (mine === generation.current) setState('failed');
      }
    },
    [fetchConversation, show],
  );

  // Once, when the chat opens.
  const loadAtOpen = useRef(load);
  useEffect(() => {
    void loadAtOpen.current(wanted.current, false);
  }, []);

  /** The person said something: what is on screen is now their latest conversation. */
  const spoke = useCallback(() => {
    generation.current += 1;
    setState('ready');
    remember({ kind: 'latest' });
  }, [remember]);

  const choose = useCallback(
    (onScreen: OnScreen) => {
      remember(onScreen);
      void load(onScreen, true);
    },
    [load, remember],
  );

  const retry = useCallback(() => void load(wanted.current, false), [load]);
  return { state, spoke, choose, retry };
}
