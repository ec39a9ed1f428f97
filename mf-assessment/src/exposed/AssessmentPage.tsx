import { AssessmentPageView } from '../features/intro/AssessmentPageView';
import { remoteRootProps } from '../features/shared/remote-root';

/** /assessment. */
export default function AssessmentPage() {
  return (
    <div {...remoteRootProps()}>
      <AssessmentPageView />
    </div>
  );
}
