import { useSyncExternalStore } from 'react';
import { isUpdateReady, subscribeToUpdate } from './app-update';

/** Whether a new build is installed and waiting for the person's "Reload". */
export function useUpdateReady(): boolean {
  return useSyncExternalStore(subscribeToUpdate, isUpdateReady, () => false);
}
