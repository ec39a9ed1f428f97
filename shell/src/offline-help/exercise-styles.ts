import styled from 'styled-components';

/** The frame every offline exercise shares: a column of large, calm text and big buttons. */
export const StyledExercise = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.lg};
  border: ${({ theme }) => theme.borderWidth} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  h3,
  h4,
  p {
    margin: 0;
  }
`;

export const StyledLead = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export const StyledMuted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
`;
