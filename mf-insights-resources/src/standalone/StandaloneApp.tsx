import { StandalonePage, type StandaloneEntry } from '@anchor/app-runtime';
import InsightsTab from '../exposed/InsightsTab';
import ResourcesTab from '../exposed/ResourcesTab';

/** Each exposed component at its own path, for the feature team to run this remote on its own. */
const entries: StandaloneEntry[] = [
  { path: 'insights', label: 'Insights tab', element: <InsightsTab /> },
  { path: 'resources', label: 'Resources tab', element: <ResourcesTab /> },
];

export function StandaloneApp() {
  return <StandalonePage title="Insights & resources" entries={entries} />;
}
