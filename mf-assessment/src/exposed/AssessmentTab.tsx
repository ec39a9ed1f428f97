import type { AssessmentTabProps } from '@anchor/app-runtime';
import { AssessmentIntro } from '../features/intro/AssessmentIntro';
import { remoteRootProps } from '../features/shared/remote-root';

/** The Assessment tab of home. `onComplete` is called once the question flow exists and finishes. */
export default function AssessmentTab(_props: AssessmentTabProps) {
  return (
    <div {...remoteRootProps()}>
      <AssessmentIntro />
    </div>
  );
}
