import type { AssessmentTabProps } from '@anchor/contracts';
import { remoteRootProps } from '../remote-root';
import { AssessmentPageView } from '../features/views/AssessmentPageView';

/** /assessment. Takes the tab's props so onboarding may mount it as the 'registration' variant. */
export default function AssessmentPage({ onComplete, variant = 'monthly' }: AssessmentTabProps) {
  return (
    <div {...remoteRootProps()}>
      <AssessmentPageView variant={variant} onComplete={onComplete} />
    </div>
  );
}
