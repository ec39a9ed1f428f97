import type { AssessmentTabProps } from '@anchor/contracts';
import { remoteRootProps } from '../remote-root';
import { AssessmentTabView } from '../features/views/AssessmentTabView';

/** The Assessment tab of home (or of onboarding, as the 'registration' variant). */
export default function AssessmentTab({ onComplete, variant = 'monthly' }: AssessmentTabProps) {
  return (
    <div {...remoteRootProps()}>
      <AssessmentTabView variant={variant} onComplete={onComplete} />
    </div>
  );
}
