import { useEffect } from 'react';
import { useAppDispatch } from '@anchor/app-runtime';
import { onProviderSharingChange } from '../../api/provider-sharing.channel';
import { PROVIDER_ACCESS_TAGS, patientProviderApi } from '../../api/provider-access.api';

/** While Settings is open, a change made in another tab (Stop sharing, the sharing switch) refetches this tab's cards. */
export function useProviderSharingSync(): void {
  const dispatch = useAppDispatch();
  useEffect(
    () => onProviderSharingChange(() => dispatch(patientProviderApi.util.invalidateTags([...PROVIDER_ACCESS_TAGS]))),
    [dispatch],
  );
}
