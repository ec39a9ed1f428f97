import { describeApiError, useToast, type PushSubscriptionControls } from '@anchor/app-runtime';
import { Button } from '@anchor/ui';
import styled from 'styled-components';
import { StyledNote, StyledRow } from '../settings-styles';
import { PushCopy } from './copy';

const StyledStatus = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const StyledDot = styled.span<{ $on: boolean }>`
  width: 10px;
  height: 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $on }) => ($on ? theme.colors.success : theme.colors.textMuted)};
`;

export interface PushStatusProps {
  push: PushSubscriptionControls;
  noteId: string;
}

/** The status dot, and the way to turn push on (or off) on this device. */
export function PushStatus({ push, noteId }: PushStatusProps) {
  const toast = useToast();
  const enabled = push.state === 'subscribed';
  const canAsk = push.state === 'default';

  const change = async () => {
    try {
      await (enabled ? push.disable() : push.enable());
    } catch (error) {
      toast({ title: PushCopy.enablePushFailed, description: describeApiError(error), variant: 'destructive' });
    }
  };

  if (push.state === null) return null;
  return (
    <StyledRow>
      <div>
        <StyledStatus role="status">
          <StyledDot $on={enabled} aria-hidden="true" />
          {enabled ? PushCopy.pushEnabled : PushCopy.pushDisabled}
        </StyledStatus>
        {enabled ? null : (
          <StyledNote id={noteId}>
            {push.state === 'unsupported' ? PushCopy.pushUnsupportedNote : PushCopy.pushDisabledNote}
          </StyledNote>
        )}
      </div>
      {enabled || canAsk ? (
        <Button variant="secondary" size="sm" disabled={push.busy} onClick={() => void change()}>
          {enabled ? PushCopy.disablePush : PushCopy.enablePush}
        </Button>
      ) : null}
    </StyledRow>
  );
}
