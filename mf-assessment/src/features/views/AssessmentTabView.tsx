import { Stack } from '@anchor/ui';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { AssessmentFlow, type AssessmentVariant } from '../flow/AssessmentFlow';
import { useGetAssessmentStatusQuery, useGetShouldPromptMonthlyQuery } from '../../api/assessment.api';
import { AssessmentHistory } from '../history/AssessmentHistory';
import { MonthlyPrompt } from '../monthly-prompt/MonthlyPrompt';

export interface AssessmentTabViewProps {
  variant: AssessmentVariant;
  onComplete?: () => void;
}

/**
 * The monthly-due prompt shows when the server says a repeat assessment is due (someone who has taken
 * one before); either answer leads on to the tab. A failed check is only a console warning.
 */
function useMonthlyPrompt(variant: AssessmentVariant) {
  const monthly = variant === 'monthly';
  const prompt = useGetShouldPromptMonthlyQuery(undefined, { skip: !monthly });
  const status = useGetAssessmentStatusQuery(undefined, { skip: !monthly });
  const [answered, setAnswered] = useState(false);
  useEffect(() => {
    if (prompt.isError) console.warn('Monthly assessment check failed', prompt.error);
  }, [prompt.isError, prompt.error]);
  const show = monthly && !answered && prompt.data?.shouldPrompt === true && Boolean(status.data?.lastCompletedAt);
  return { show, dismiss: () => setAnswered(true) };
}

/** Home's Assessment tab: the flow, then the user's history (not during registration, which has none yet). */
export function AssessmentTabView({ variant, onComplete }: AssessmentTabViewProps) {
  const navigate = useNavigate();
  const finish = useCallback(() => (onComplete ? onComplete() : navigate('/')), [navigate, onComplete]);
  const monthlyPrompt = useMonthlyPrompt(variant);
  if (monthlyPrompt.show) return <MonthlyPrompt onStart={monthlyPrompt.dismiss} onLater={monthlyPrompt.dismiss} />;
  return (
    <Stack gap="xl">
      <AssessmentFlow variant={variant} onFinished={finish} />
      {variant === 'monthly' ? <AssessmentHistory /> : null}
    </Stack>
  );
}
