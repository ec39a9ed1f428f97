import { StandalonePage, type StandaloneEntry } from '@anchor/app-runtime';
import { useNavigate } from 'react-router-dom';
import AssessmentTab from '../exposed/AssessmentTab';
import AssessmentPage from '../exposed/AssessmentPage';
import AssessmentBanner from '../exposed/AssessmentBanner';

/** Each exposed component at its own path, for the feature team to run this remote on its own. */
export function StandaloneApp() {
  const navigate = useNavigate();
  const entries: StandaloneEntry[] = [
    { path: 'tab', label: 'Assessment tab', element: <AssessmentTab onComplete={() => navigate('/banner')} /> },
    { path: 'page', label: 'Assessment page', element: <AssessmentPage /> },
    // The shell switches to its Assessment tab here; standalone, the tab has its own path.
    {
      path: 'banner',
      label: 'Assessment banner',
      element: <AssessmentBanner onTakeAssessment={() => navigate('/tab')} />,
    },
  ];
  return <StandalonePage title="Assessment" entries={entries} />;
}
