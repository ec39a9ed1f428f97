import { useCallback } from 'react';
import { useAppDispatch } from '../store/hooks';
import { toastShown, type ToastInput } from './toasts.slice';

/** `const toast = useToast(); toast({ title: 'Settings Updated', description: '…' })`. */
export function useToast() {
  const dispatch = useAppDispatch();
  return useCallback((toast: ToastInput) => void dispatch(toastShown(toast)), [dispatch]);
}
