import styled from 'styled-components';

export const StyledInsightCard = styled.article`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 12px;
  padding: ${({ theme }) => theme.spacing.md};
  background: ${({ theme }) => theme.colors.surface};
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
`;

export const StyledCardHead = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  flex-wrap: wrap;
`;

export const StyledGlyph = styled.span`
  display: inline-flex;
  flex: none;
  color: ${({ theme }) => theme.colors.primary};
`;

export const StyledText = styled.p`
  margin: 0;
`;

export const StyledMuted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9em;
`;

export const StyledTrendButton = styled.button`
  all: unset;
  display: block;
  width: 100%;
  box-sizing: border-box;
  cursor: pointer;
  border-radius: 12px;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;
