import { describeApiError } from '@anchor/app-runtime';
import type { CreateMindfulnessSessionRequest, RecordedMindfulnessSession } from '@anchor/contracts';
import { useState } from 'react';
import { useCreateMindfulnessSessionMutation } from '../../api/mindfulness.api';
import { PracticeCopy } from './copy';

/** Records a finished practice; a failure shows the error alert and keeps what was written. */
export function usePracticeRecorder() {
  const [create, { isLoading: saving }] = useCreateMindfulnessSessionMutation();
  const [error, setError] = useState<string | null>(null);
  const [recorded, setRecorded] = useState<RecordedMindfulnessSession | null>(null);

  const record = async (session: CreateMindfulnessSessionRequest): Promise<boolean> => {
    setError(null);
    try {
      setRecorded(await create(session).unwrap());
      return true;
    } catch (failure) {
      setError(PracticeCopy.errorAlert(describeApiError(failure)));
      return false;
    }
  };
  const reset = () => {
    setRecorded(null);
    setError(null);
  };
  return { record, saving, error, recorded, reset };
}
