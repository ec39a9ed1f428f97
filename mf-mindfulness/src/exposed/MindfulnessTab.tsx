import { CategoryPicker } from '../features/picker/CategoryPicker';
import { remoteRootProps } from '../remote-root';

/** The Mindfulness tab of home. */
export default function MindfulnessTab() {
  return (
    <div {...remoteRootProps()}>
      <CategoryPicker />
    </div>
  );
}
