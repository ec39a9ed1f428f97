import { useEffect } from 'react';
import { apiUrl, useAppDispatch } from '@anchor/app-runtime';
import { PROVIDER_PATIENTS_CHANGED_EVENT, ProviderApiPath } from '@anchor/contracts';
import { portalApi } from '../../api/provider-portal.api';

const OPEN = 1;

/**
 * Keeps the open portal's lists current without a reload: the server's event stream (session cookie, no patient
 * data in it) says when this provider's patient list changed, and the lists showing refetch their own audited
 * reads. While the stream is down (not supported, reconnecting) coming back to the page refetches instead, and a
 * stream that comes back refetches once for what it may have missed.
 */
export function usePatientListUpdates(): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const refetch = () =>
      dispatch(portalApi.util.invalidateTags(['ProviderPatients', 'ProviderSchedule', 'ProviderRequests']));
    const source =
      typeof EventSource === 'undefined'
        ? null
        : new EventSource(apiUrl(ProviderApiPath.events), { withCredentials: true });
    let lost = false;
    source?.addEventListener(PROVIDER_PATIENTS_CHANGED_EVENT, refetch);
    source?.addEventListener('error', () => (lost = true));
    source?.addEventListener('open', () => {
      if (lost) refetch();
      lost = false;
    });
    const onReturn = () => {
      if (document.visibilityState === 'visible' && source?.readyState !== OPEN) refetch();
    };
    window.addEventListener('focus', onReturn);
    document.addEventListener('visibilitychange', onReturn);
    return () => {
      source?.close();
      window.removeEventListener('focus', onReturn);
      document.removeEventListener('visibilitychange', onReturn);
    };
  }, [dispatch]);
}

/** Mounted once inside the signed-in portal. */
export function PatientListUpdates() {
  usePatientListUpdates();
  return null;
}
