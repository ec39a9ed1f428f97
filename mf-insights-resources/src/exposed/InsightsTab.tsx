import { InsightsView } from '../features/insights/InsightsView';
import { remoteRootProps } from '../remote-root';

/** The Insights tab of home. */
export default function InsightsTab() {
  return (
    <div {...remoteRootProps()}>
      <InsightsView />
    </div>
  );
}
