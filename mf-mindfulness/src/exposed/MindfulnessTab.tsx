import type { MindfulnessTabProps } from '@anchor/contracts';
import { MindfulnessPage } from '../features/practice/MindfulnessPage';
import { remoteRootProps } from '../remote-root';

/** The Mindfulness tab of home; `exercise` (from a deep link) opens one view directly. */
export default function MindfulnessTab({ exercise }: MindfulnessTabProps) {
  return (
    <div {...remoteRootProps()}>
      <MindfulnessPage linkedKey={exercise} />
    </div>
  );
}
