import { StandalonePage, type StandaloneEntry } from '@anchor/app-runtime';
import AssistantTab from '../exposed/AssistantTab';

/** Each exposed component at its own path, for the feature team to run this remote on its own. */
const entries: StandaloneEntry[] = [{ path: 'tab', label: 'Assistant tab', element: <AssistantTab /> }];

export function StandaloneApp() {
  return <StandalonePage title="Assistant" entries={entries} />;
}
