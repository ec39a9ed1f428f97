import styled from 'styled-components';

/** A titled row with its action on the right, as in Account Settings. */
export const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.md};
`;

export const StyledRowText = styled.div`
  display: flex;
  flex-direction: column;
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

export const StyledNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
