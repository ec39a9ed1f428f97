import { AccessibilitySync, useRecheckSessionOnVisible } from '@anchor/app-runtime';
import { CrisisHelpButton, PageContainer } from '@anchor/ui';
import { Link, Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { OPEN_CRISIS_PANEL_EVENT } from '@anchor/contracts';
import { ShellCopy } from '../copy';
import { NotificationCenter } from '../notifications/NotificationCenter';
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

/** Every screen shares this frame, so crisis help is one tap away wherever the user is. */
export function AppLayout() {
  useRecheckSessionOnVisible();
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
    </>
  );
}
