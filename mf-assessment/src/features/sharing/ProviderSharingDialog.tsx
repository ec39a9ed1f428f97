import { Button, Dialog } from '@anchor/ui';
import { useEffect } from 'react';
import styled from 'styled-components';
import { SharingCopy } from '../../copy';

export interface ProviderSharingDialogProps {
  open: boolean;
  sending: boolean;
  onDecide: (shareWithProvider: boolean) => void;
}

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/**
 * Asks whether to share this result. Closing the dialog (its Keep Private button, Escape or the backdrop)
 * keeps the result private, so there are exactly two outcomes.
 */
export function ProviderSharingDialog({ open, sending, onDecide }: ProviderSharingDialogProps) {
  const keepPrivate = () => {
    if (!sending) onDecide(false);
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
      <StyledActions>
        <Button disabled={sending} onClick={() => onDecide(true)}>
          {SharingCopy.share}
        </Button>
      </StyledActions>
    </Dialog>
  );
}
