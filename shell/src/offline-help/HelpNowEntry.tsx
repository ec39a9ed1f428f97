import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { HelpNowCopy } from './copy';
import { HELP_NOW_PATH } from './help-now-path';

const StyledEntry = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  margin-bottom: ${({ theme }) => theme.spacing.xl};
  padding: ${({ theme }) => theme.spacing.md};
  border: ${({ theme }) => theme.borderWidth} solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSurface};
  color: ${({ theme }) => theme.colors.text};
  p {
    margin: 0;
  }
`;

const StyledLink = styled(Link)`
  display: inline-block;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.lg}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.onDanger};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 28px;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.dangerHover};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

/**
 * Above the sign-in form, drawn by the shell rather than the auth remote: it shows even when the remote cannot load.
 */
export function HelpNowEntry() {
  return (
    <StyledEntry>
      <StyledLink to={HELP_NOW_PATH}>{HelpNowCopy.entry}</StyledLink>
      <p>{HelpNowCopy.entryHint}</p>
    </StyledEntry>
  );
}
