import { StandalonePage, type StandaloneEntry } from '@anchor/app-runtime';
import AuthPage from '../exposed/AuthPage';
import SettingsPanel from '../exposed/SettingsPanel';
import TermsPage from '../exposed/TermsPage';
import CancelPage from '../exposed/CancelPage';
import TestLoginPage from '../exposed/TestLoginPage';

/** Each exposed component at its own path, for the feature team to run this remote on its own. */
const entries: StandaloneEntry[] = [
  { path: 'auth', label: 'Auth page', element: <AuthPage /> },
  { path: 'settings', label: 'Settings panel', element: <SettingsPanel /> },
  { path: 'terms', label: 'Terms', element: <TermsPage /> },
  { path: 'cancel', label: 'Cancel anytime', element: <CancelPage /> },
  { path: 'test', label: 'Test login', element: <TestLoginPage /> },
];

export function StandaloneApp() {
  return <StandalonePage title="Auth & onboarding" entries={entries} />;
}
