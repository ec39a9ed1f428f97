import { RemoteSlot } from '@anchor/app-runtime';
import { RemoteModule } from '@anchor/contracts';
import { useCallback, useEffect, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { HomeTab, type HomeTabName } from '../copy';
import { readHomeLink } from './home-link';
import { HomeTabs, type MindfulnessLink } from './HomeTabs';
import { HomeToolbar } from './HomeToolbar';

const StyledSection = styled.div`
  margin-bottom: ${({ theme }) => theme.spacing.lg};
`;

/** Home (/): settings toggle, assessment banner and the five feature tabs. */
export function HomePage() {
  // The active tab lives in component state, not the URL (as in the original product); a link such as
  // '/?tab=mindfulness&exercise=breathing' opens a tab (and an exercise) and then leaves the URL.
  const [activeTab, setActiveTab] = useState<HomeTabName>(HomeTab.assistant);
  const [mindfulnessLink, setMindfulnessLink] = useState<MindfulnessLink>({ exercise: null, seq: 0 });
  const [settingsOpen, setSettingsOpen] = useState(false);
  const settingsPanelId = useId();
  const showAssessmentTab = useCallback(() => setActiveTab(HomeTab.assessment), []);
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    const link = readHomeLink(location.search);
    if (!link) return;
    setActiveTab(link.tab);
    setMindfulnessLink((current) => ({ exercise: link.exercise, seq: current.seq + 1 }));
    void navigate({ pathname: location.pathname, search: link.rest, hash: location.hash }, { replace: true });
  }, [location.search, location.pathname, location.hash, navigate]);

  /** Choosing a tab by hand forgets the exercise a link asked for. */
  const chooseTab = useCallback((tab: HomeTabName) => {
    setActiveTab(tab);
    setMindfulnessLink((current) => (current.exercise ? { exercise: null, seq: current.seq + 1 } : current));
  }, []);

  return (
    <>
      <HomeToolbar
        settingsOpen={settingsOpen}
        settingsPanelId={settingsPanelId}
        onToggleSettings={() => setSettingsOpen((open) => !open)}
      />
      {settingsOpen ? (
        <StyledSection id={settingsPanelId}>
          <RemoteSlot module={RemoteModule.settingsPanel} loading="card" />
        </StyledSection>
      ) : null}
      <StyledSection>
        <RemoteSlot
          module={RemoteModule.assessmentBanner}
          loading="card"
          props={{ onTakeAssessment: showAssessmentTab }}
        />
      </StyledSection>
      <HomeTabs
        active={activeTab}
        onActiveChange={chooseTab}
        onOpenSettings={() => setSettingsOpen(true)}
        mindfulnessLink={mindfulnessLink}
      />
    </>
  );
}
