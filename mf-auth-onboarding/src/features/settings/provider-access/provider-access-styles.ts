import styled from 'styled-components';

/** One part of the Provider Access card (invitations, your provider): its lines spaced, apart from the next part. */
export const StyledAccessPart = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  padding-bottom: ${({ theme }) => theme.spacing.md};
  border-bottom: ${({ theme }) => theme.borderWidth} solid ${({ theme }) => theme.colors.border};
`;
