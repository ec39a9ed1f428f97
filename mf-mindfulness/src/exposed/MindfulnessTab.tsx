import { MindfulnessPage } from '../features/practice/MindfulnessPage';
import { remoteRootProps } from '../remote-root';

/** The Mindfulness tab of home. */
export default function MindfulnessTab() {
  return (
    <div {...remoteRootProps()}>
      <MindfulnessPage />
    </div>
  );
}
