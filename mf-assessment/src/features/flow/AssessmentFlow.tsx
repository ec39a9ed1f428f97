import { useAppDispatch, useAppSelector } from '@anchor/app-runtime';
import type { AssessmentTabProps } from '@anchor/contracts';
import { isRecentlyCompleted } from '@anchor/clinical';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, Spinner } from '@anchor/ui';
import { useCallback, useId } from 'react';
import { useGetAssessmentStatusQuery } from '../../api/assessment.api';
import { RecentlyCompletedPanel } from '../complete/RecentlyCompletedPanel';
import { AssessmentCopy } from '../../copy';
import { useDraftSync } from '../draft/useDraftSync';
import { AssessmentIntro } from '../intro/AssessmentIntro';
import { QuestionStep } from '../question/QuestionStep';
import { ResultPanel } from '../result/ResultPanel';
import { ReviewList } from '../review/ReviewList';
import { useAssessmentCompletion } from '../submit/useAssessmentCompletion';
import {
  assessmentClosed,
  assessmentStarted,
  retakeChosen,
  selectAssessmentFlow,
  type AssessmentFlowState,
} from './assessment.slice';

export type AssessmentVariant = NonNullable<AssessmentTabProps['variant']>;

export interface AssessmentFlowProps {
  variant: AssessmentVariant;
  /** Called when the user is done: Continue to App after a result, or Skip Assessment. */
  onFinished: () => void;
  /** 'h1' when the assessment is the page itself (/assessment); a section of a page otherwise. */
  titleAs?: 'h1' | 'h2';
}

interface FlowStepProps {
  flow: AssessmentFlowState;
  monthly: boolean;
  /** The draft or the cycle status is still being read. */
  loading: boolean;
  daysSinceLast: number | null;
  completion: ReturnType<typeof useAssessmentCompletion>;
  onContinue: () => void;
}

/** The step the user is on: intro (or "recently completed"), a question, the review, or the result. */
function FlowStep({ flow, monthly, loading, daysSinceLast, completion, onContinue }: FlowStepProps) {
  const dispatch = useAppDispatch();
  const skip = () => void completion.skip();
  if (loading) {
    return (
      <CardContent>
        <Spinner label={AssessmentCopy.loading} />
      </CardContent>
    );
  }
  switch (flow.step) {
    case 'questions':
      return <QuestionStep flow={flow} busy={completion.busy} onSkipAssessment={skip} />;
    case 'review':
      return (
        <ReviewList
          responses={flow.responses}
          busy={completion.busy}
          onSubmit={(responses) => void completion.submit(responses)}
          onSkipAssessment={skip}
        />
      );
    case 'result':
      return flow.result ? (
        <ResultPanel result={flow.result} sharingSettled={flow.sharingSettled} onContinue={onContinue} />
      ) : (
        <CardContent />
      );
    default:
      if (monthly && !flow.retakeChosen && daysSinceLast !== null && isRecentlyCompleted(daysSinceLast)) {
        return <RecentlyCompletedPanel daysSinceLast={daysSinceLast} onRetake={() => dispatch(retakeChosen())} />;
      }
      return (
        <AssessmentIntro busy={completion.busy} onStart={() => dispatch(assessmentStarted())} onSkipAssessment={skip} />
      );
  }
}

/** The whole PCL-5 flow: intro, questions, review, result, sharing. */
export function AssessmentFlow({ variant, onFinished, titleAs = 'h2' }: AssessmentFlowProps) {
  const dispatch = useAppDispatch();
  const titleId = useId();
  const flow = useAppSelector(selectAssessmentFlow);
  const draft = useDraftSync(flow);
  const completion = useAssessmentCompletion(draft, onFinished);
  const monthly = variant === 'monthly';
  // Onboarding never shows the "complete" panel, so it has no need of the cycle status.
  const status = useGetAssessmentStatusQuery(undefined, { skip: !monthly, refetchOnMountOrArgChange: true });

  const continueToApp = useCallback(() => {
    dispatch(assessmentClosed());
    onFinished();
  }, [dispatch, onFinished]);

  return (
    <Card aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle as={titleAs} id={titleId}>
          {monthly ? AssessmentCopy.title : AssessmentCopy.registrationTitle}
        </CardTitle>
        <CardDescription>
          {monthly ? AssessmentCopy.description : AssessmentCopy.registrationDescription}
        </CardDescription>
      </CardHeader>
      <FlowStep
        flow={flow}
        monthly={monthly}
        loading={draft.isRestoring || (monthly && status.isLoading)}
        daysSinceLast={status.data?.daysSinceLast ?? null}
        completion={completion}
        onContinue={continueToApp}
      />
    </Card>
  );
}
