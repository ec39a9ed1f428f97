import { Badge, Button } from '@anchor/ui';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { ShellCopy } from '../copy';
import { useSessionUser } from '../routes/useSessionUser';
import { useOnlineStatus } from './useOnlineStatus';

export const RESUME_ONBOARDING_PATH = '/auth?resume_onboarding=true';

const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-bottom: ${({ theme }) => theme.spacing.lg};
`;

/** The page's heading, at the toolbar's start; the buttons stay at its end. */
const StyledTitle = styled.h1`
  margin: 0 auto 0 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export interface HomeToolbarProps {
  settingsOpen: boolean;
  settingsPanelId: string;
  onToggleSettings: () => void;
}

export function HomeToolbar({ settingsOpen, settingsPanelId, onToggleSettings }: HomeToolbarProps) {
  const navigate = useNavigate();
  const online = useOnlineStatus();
  const { user } = useSessionUser();
  const setupPending = Boolean(user?.onboardingCompleted && !user.setupCompleted);
  return (
    <StyledToolbar>
      <StyledTitle>{ShellCopy.homeTitle}</StyledTitle>
      {online ? null : <Badge tone="warning">{ShellCopy.offline}</Badge>}
      {setupPending ? (
        <Button variant="secondary" size="sm" onClick={() => navigate(RESUME_ONBOARDING_PATH)}>
          {ShellCopy.resumeSetup}
        </Button>
      ) : null}
      <Button
        variant={settingsOpen ? 'primary' : 'secondary'}
        size="sm"
        aria-expanded={settingsOpen}
        aria-controls={settingsPanelId}
        onClick={onToggleSettings}
      >
        {ShellCopy.settings}
      </Button>
    </StyledToolbar>
  );
}
