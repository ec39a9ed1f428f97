import { useCallback } from 'react';
import { useStore } from 'react-redux';
import { selectSessionEnded } from '../session/session.slice';
import type { RootState } from '../store/create-app-store';
import { useAppDispatch } from '../store/hooks';
import { toastShown, type ToastInput } from './toasts.slice';

/**
 * `const toast = useToast(); toast({ title: 'Settings Updated', description: '…' })`. Once the session has ended,
 * a failure is only its consequence (blamed on the network or the server, it would mislead): the sign-in page
 * says what happened instead.
 */
export function useToast() {
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  return useCallback(
    (toast: ToastInput) => {
      if (toast.variant === 'destructive' && selectSessionEnded(store.getState())) return;
      dispatch(toastShown(toast));
    },
    [dispatch, store],
  );
}
