import { ResourcesView } from '../features/resources/ResourcesView';
import { remoteRootProps } from '../remote-root';

/** The Resources tab of home. */
export default function ResourcesTab() {
  return (
    <div {...remoteRootProps()}>
      <ResourcesView />
    </div>
  );
}
