import { useCallback } from 'react';
import { useStore } from 'react-redux';
import { currentUserApi, useAppSelector } from '@anchor/app-runtime';

/**
 * Which conversation the chat shows: the person's latest (the server decides which), a new one not yet started,
 * or one opened from the history list.
 */
export type OnScreen = { kind: 'latest' } | { kind: 'new' } | { kind: 'opened'; conversationId: string };

const LATEST: OnScreen = { kind: 'latest' };

/*
 * Remembered in memory for the life of the page, per store and signed-in person, so that leaving the tab and
 * coming back shows the same conversation. Never in browser storage: a reload shows the latest again.
 */
const memory = new WeakMap<object, { userId: number | null; onScreen: OnScreen }>();

export function useOnScreenMemory() {
  const store = useStore();
  const user = useAppSelector(currentUserApi.endpoints.getCurrentUser.select());
  const userId = user.data?.id ?? null;
  const recall = useCallback((): OnScreen => {
    const kept = memory.get(store);
    return kept && kept.userId === userId ? kept.onScreen : LATEST;
  }, [store, userId]);
  const remember = useCallback((onScreen: OnScreen) => memory.set(store, { userId, onScreen }), [store, userId]);
  return { recall, remember };
}
