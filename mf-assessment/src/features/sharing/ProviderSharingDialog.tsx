import type { ShareScope } from '@anchor/contracts';
import { Button, Dialog } from '@anchor/ui';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { SharingCopy } from '../../copy';
import { ShareScopeChoice } from './ShareScopeChoice';

export interface ProviderSharingDialogProps {
  open: boolean;
  sending: boolean;
  onDecide: (shareWithProvider: boolean, scope: ShareScope) => void;
}

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/**
 * Asks whether to share this result, and what to send (scores only unless the patient picks their answers too).
 * Closing the dialog (its Keep Private button, Escape or the backdrop) keeps the result private, so there are
 * exactly two outcomes.
 */
export function ProviderSharingDialog({ open, sending, onDecide }: ProviderSharingDialogProps) {
  const [scope, setScope] = useState<ShareScope>('scores');
  const keepPrivate = () => {
    if (!sending) onDecide(false, 'scores');
  };
  // Private is the safe default: Enter on the first focused button must not send health data by accident.
  // This effect runs after the Dialog's own, which focuses its first button (Share).
  useEffect(() => {
    if (!open) return;
    const buttons = document.querySelectorAll<HTMLButtonElement>('[role="dialog"] button');
    Array.from(buttons)
      .find((button) => button.textContent === SharingCopy.keepPrivate)
      ?.focus();
  }, [open]);
  return (
    <Dialog
      open={open}
      onClose={keepPrivate}
      title={SharingCopy.title}
      description={SharingCopy.description}
      closeLabel={SharingCopy.keepPrivate}
    >
      <ShareScopeChoice scope={scope} disabled={sending} onChange={setScope} />
      <StyledActions>
        <Button disabled={sending} onClick={() => onDecide(true, scope)}>
          {SharingCopy.share}
        </Button>
      </StyledActions>
    </Dialog>
  );
}
