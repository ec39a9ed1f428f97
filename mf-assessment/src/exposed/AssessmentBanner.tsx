import type { AssessmentBannerProps } from '@anchor/contracts';
import { AssessmentBannerView } from '../features/banner/AssessmentBannerView';
import { remoteRootProps } from '../remote-root';

/** The monthly-assessment banner above home's tabs; `onTakeAssessment` switches to the Assessment tab. */
export default function AssessmentBanner({ onTakeAssessment, onSettled }: AssessmentBannerProps) {
  return (
    <div {...remoteRootProps()}>
      <AssessmentBannerView onTakeAssessment={onTakeAssessment} onSettled={onSettled} />
    </div>
  );
}
