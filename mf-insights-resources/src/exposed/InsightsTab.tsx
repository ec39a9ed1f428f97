import { InsightsView } from '../features/insights/InsightsView';
import { remoteRootProps } from '../features/shared/remote-root';

/** The Insights tab of home. */
export default function InsightsTab() {
  return (
    <div {...remoteRootProps()}>
      <InsightsView />
    </div>
  );
}
