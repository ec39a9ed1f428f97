import { Button } from '@anchor/ui';
import styled from 'styled-components';
import { reloadIntoUpdate } from './app-update';
import { AppUpdateCopy } from './copy';
import { useUpdateReady } from './useUpdateReady';

const StyledPrompt = styled.div`
  position: fixed;
  right: ${({ theme }) => theme.spacing.lg};
  bottom: ${({ theme }) => theme.spacing.lg};
  left: ${({ theme }) => theme.spacing.lg};
  z-index: ${({ theme }) => theme.zIndices.header};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.md};
  max-width: 32rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing.md};
  border: ${({ theme }) => theme.borderWidth} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;

const StyledText = styled.p`
  margin: 0;
`;

/** Shown when a new build has installed while this tab was open; the person chooses when to reload. */
export function UpdatePrompt() {
  const ready = useUpdateReady();
  if (!ready) return null;
  return (
    <StyledPrompt role="status" aria-live="polite">
      <StyledText>
        <strong>{AppUpdateCopy.ready}</strong> {AppUpdateCopy.detail}
      </StyledText>
      <Button size="sm" onClick={reloadIntoUpdate}>
        {AppUpdateCopy.reload}
      </Button>
    </StyledPrompt>
  );
}
