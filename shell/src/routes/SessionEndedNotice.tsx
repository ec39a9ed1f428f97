import { selectSessionEnded, useAppSelector } from '@anchor/app-runtime';
import styled from 'styled-components';
import { ShellCopy } from '../copy';

const StyledNotice = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.lg};
  padding: ${({ theme }) => theme.spacing.md};
  border: ${({ theme }) => theme.borderWidth} solid ${({ theme }) => theme.colors.info};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.infoSurface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/** On /auth after a session ended on this page: why the person is asked to sign in (until they have). */
export function SessionEndedNotice() {
  const ended = useAppSelector(selectSessionEnded);
  return ended ? <StyledNotice role="status">{ShellCopy.sessionEnded}</StyledNotice> : null;
}
