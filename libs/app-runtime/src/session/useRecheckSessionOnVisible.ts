import { useEffect } from 'react';
import { currentUserApi } from '../api/current-user.api';
import { useAppDispatch } from '../store/hooks';

/**
 * The current user is read again whenever the tab becomes visible: a session that ended while the
 * person was away (idle timeout, signed out on another device) is noticed before they act.
 */
export function useRecheckSessionOnVisible(): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const recheck = () => {
      if (document.visibilityState !== 'visible') return;
      void dispatch(
        currentUserApi.endpoints.getCurrentUser.initiate(undefined, { forceRefetch: true, subscribe: false }),
      );
    };
    document.addEventListener('visibilitychange', recheck);
    return () => document.removeEventListener('visibilitychange', recheck);
  }, [dispatch]);
}
