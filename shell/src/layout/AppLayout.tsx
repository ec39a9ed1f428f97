import { AccessibilitySync, useRecheckSessionOnVisible } from '@anchor/app-runtime';
import { CrisisHelpButton, PageContainer } from '@anchor/ui';
import { useEffect } from 'react';
import { Link, Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { OPEN_CRISIS_PANEL_EVENT } from '@anchor/contracts';
import { UpdatePrompt } from '../app-update/UpdatePrompt';
import { ShellCopy } from '../copy';
import { NotificationCenter } from '../notifications/NotificationCenter';
import { registerServiceWorker } from '../notifications/register-service-worker';
import { SafetyPlanSection } from '../safety-plan/SafetyPlanSection';

const StyledHeader = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.lg};
  padding: ${({ theme }) => `${theme.spacing.md} ${theme.spacing.lg}`};
  border-bottom: ${({ theme }) => theme.borderWidth} solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledBrand = styled(Link)`
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;
`;

const StyledHeaderActions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
`;

/**
 * Every screen shares this frame, so crisis help is one tap away wherever the user is. The service worker starts
 * here on every page, signed in or not: the app opens offline and a new build is offered with "Reload".
 */
export function AppLayout() {
  useRecheckSessionOnVisible();
  useEffect(() => void registerServiceWorker(), []);
  return (
    <>
      <AccessibilitySync />
      <StyledHeader>
        <StyledBrand to="/">{ShellCopy.productName}</StyledBrand>
        <StyledHeaderActions>
          <NotificationCenter />
          <CrisisHelpButton openEvent={OPEN_CRISIS_PANEL_EVENT}>
            <SafetyPlanSection />
          </CrisisHelpButton>
        </StyledHeaderActions>
      </StyledHeader>
      <PageContainer>
        <Outlet />
      </PageContainer>
      <UpdatePrompt />
    </>
  );
}
