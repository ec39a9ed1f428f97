import { RemoteSlot } from '@anchor/app-runtime';
import { RemoteModule } from '@anchor/contracts';
import { useCallback, useId, useState } from 'react';
import styled from 'styled-components';
import { HomeTab, type HomeTabName } from '../copy';
import { HomeTabs } from './HomeTabs';
import { HomeToolbar } from './HomeToolbar';

const StyledSection = styled.div`
  margin-bottom: ${({ theme }) => theme.spacing.lg};
`;

/** Home (/): settings toggle, assessment banner and the five feature tabs. */
export function HomePage() {
  // The active tab lives in component state, not the URL (as in the original product).
  const [activeTab, setActiveTab] = useState<HomeTabName>(HomeTab.assistant);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const settingsPanelId = useId();
  const showAssessmentTab = useCallback(() => setActiveTab(HomeTab.assessment), []);

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
      <HomeTabs active={activeTab} onActiveChange={setActiveTab} onOpenSettings={() => setSettingsOpen(true)} />
    </>
  );
}
