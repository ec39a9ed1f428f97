import styled from 'styled-components';

export const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(15rem, 1fr));
  gap: ${({ theme }) => theme.spacing.lg};
  margin-bottom: ${({ theme }) => theme.spacing.lg};
`;

export const StyledStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
`;

export const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
`;

export const StyledFigure = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const StyledMuted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A form field beside its button, the button level with the input. */
export const StyledFieldRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing.sm};
  & > :first-child {
    flex: 1 1 16rem;
  }
`;

export const StyledPlainList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  & > li + li {
    padding-top: ${({ theme }) => theme.spacing.lg};
    border-top: ${({ theme }) => theme.borderWidth} solid ${({ theme }) => theme.colors.border};
  }
`;

/** The four sections side by side, two by two on a phone, instead of a wrapped row. */
export const StyledTabBar = styled.div`
  margin-bottom: ${({ theme }) => theme.spacing.lg};
  [role='tablist'] {
    display: grid;
    grid-template-columns: repeat(4, 1fr);
  }
  @media (max-width: 480px) {
    [role='tablist'] {
      grid-template-columns: repeat(2, 1fr);
    }
  }
`;
