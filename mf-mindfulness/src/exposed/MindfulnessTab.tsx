import { CategoryPicker } from '../features/picker/CategoryPicker';
import { remoteRootProps } from '../features/shared/remote-root';

/** The Mindfulness tab of home. */
export default function MindfulnessTab() {
  return (
    <div {...remoteRootProps()}>
      <CategoryPicker />
    </div>
  );
}
