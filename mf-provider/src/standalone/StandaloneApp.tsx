import { useRecheckSessionOnVisible } from '@anchor/app-runtime';
import { CrisisHelpButton, PageContainer } from '@anchor/ui';
import { Route, Routes } from 'react-router-dom';
import styled from 'styled-components';
import ProviderPortal from '../exposed/ProviderPortal';

const StyledCrisisCorner = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-bottom: ${({ theme }) => theme.spacing.md};
`;

/** The provider portal deployed on its own: the portal at every path of this folder. */
export function StandaloneApp() {
  // A session that ended while the tab was hidden is noticed on return (the shell does the same).
  useRecheckSessionOnVisible();
  return (
    <PageContainer>
      <StyledCrisisCorner>
        <CrisisHelpButton />
      </StyledCrisisCorner>
      <Routes>
        <Route path="*" element={<ProviderPortal />} />
      </Routes>
    </PageContainer>
  );
}
