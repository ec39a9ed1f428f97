import { describeApiError, toApiError, useAppDispatch, useToast } from '@anchor/app-runtime';
import { ASSESSMENT_TYPE_PCL5, type AssessmentResult, type ShareScope } from '@anchor/contracts';
import { useCallback, useEffect } from 'react';
import { useGetUserPreferencesQuery, useShareWithProviderMutation } from '../../api/assessment.api';
import { SharingCopy } from '../../copy';
import { sharingQuestionSettled } from '../flow/assessment.slice';

/** The server's own words for a failure, as a sentence a person can read. */
const serverErrorText = (error: unknown) => describeApiError(error);

/**
 * Whether to ask about sharing this result (only with the healthcareProviderSharing preference on; a
 * failed read counts as off, so nothing is shared unasked) and the answer to that question.
 */
export function useProviderSharing(result: AssessmentResult, alreadySettled: boolean) {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const preferences = useGetUserPreferencesQuery(undefined, {
    skip: alreadySettled,
    refetchOnMountOrArgChange: true,
  });
  const [share, { isLoading: sending }] = useShareWithProviderMutation();

  useEffect(() => {
    if (preferences.isError)
      console.warn('Could not read the sharing preference; results stay private', preferences.error);
  }, [preferences.isError, preferences.error]);
  const asking = !alreadySettled && preferences.isSuccess && preferences.data.healthcareProviderSharing === true;

  const decide = useCallback(
    async (shareWithProvider: boolean, scope: ShareScope = 'scores') => {
      try {
        await share({
          assessmentId: result.id,
          assessmentType: ASSESSMENT_TYPE_PCL5,
          shareWithProvider,
          ...(shareWithProvider ? { scope } : {}),
          assessmentScore: shareWithProvider ? result.totalScore : null,
          clusters: shareWithProvider ? { ...result.clusters } : null,
        }).unwrap();
        toast(
          shareWithProvider
            ? { title: SharingCopy.sharedTitle, description: SharingCopy.sharedDescription }
            : { title: SharingCopy.privateTitle, description: SharingCopy.privateDescription },
        );
      } catch (error) {
        const apiError = toApiError(error);
        toast(
          apiError.status === 'FETCH_ERROR'
            ? { title: SharingCopy.networkTitle, description: SharingCopy.networkDescription, variant: 'destructive' }
            : {
                title: SharingCopy.failedTitle,
                description: SharingCopy.failedDescription(serverErrorText(error)),
                variant: 'destructive',
              },
        );
      } finally {
        dispatch(sharingQuestionSettled());
      }
    },
    [dispatch, result, share, toast],
  );

  return { asking, sending, decide };
}
