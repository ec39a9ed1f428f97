import styled from 'styled-components';

export const PageContainer = styled.main`
  width: 100%;
  max-width: 1100px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.spacing.xl} ${theme.spacing.lg}`};
`;
