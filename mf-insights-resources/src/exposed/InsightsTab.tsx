import type { InsightsTabProps } from '@anchor/contracts';
import { InsightsView } from '../features/insights/InsightsView';
import { remoteRootProps } from '../remote-root';

/** The Insights tab of home; the shell passes where Take Action may lead outside this remote. */
export default function InsightsTab(props: InsightsTabProps) {
  return (
    <div {...remoteRootProps()}>
      <InsightsView {...props} />
    </div>
  );
}
