import { StandalonePage, type StandaloneEntry } from '@anchor/app-runtime';
import MindfulnessTab from '../exposed/MindfulnessTab';

/** Each exposed component at its own path, for the feature team to run this remote on its own. */
const entries: StandaloneEntry[] = [{ path: 'tab', label: 'Mindfulness tab', element: <MindfulnessTab /> }];

export function StandaloneApp() {
  return <StandalonePage title="Mindfulness" entries={entries} />;
}
