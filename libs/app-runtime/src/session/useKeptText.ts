import { useCallback, useState } from 'react';
import { currentUserApi } from '../api/current-user.api';
import { useAppSelector } from '../store/hooks';
import { keepText, keptText } from './kept-text';

const selectUserId = (state: Parameters<ReturnType<typeof currentUserApi.endpoints.getCurrentUser.select>>[0]) =>
  currentUserApi.endpoints.getCurrentUser.select()(state).data?.id ?? null;

/**
 * `useState` for a text box whose words must not be lost: when the box comes back (after another tab, or after
 * signing in again once the session ended) it holds what the same person had typed and not sent.
 */
export function useKeptText(key: string): [string, (text: string) => void] {
  const userId = useAppSelector(selectUserId);
  const [text, setText] = useState(() => keptText(userId, key));
  const change = useCallback(
    (next: string) => {
      keepText(userId, key, next);
      setText(next);
    },
    [key, userId],
  );
  return [text, change];
}
