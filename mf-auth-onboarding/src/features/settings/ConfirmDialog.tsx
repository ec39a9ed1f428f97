import { Button, Dialog } from '@anchor/ui';
import { StyledDialogActions } from './dialog-styles';

export interface ConfirmDialogProps {
  title: string;
  /** What will happen, and when, in plain words. */
  description: string;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  destructive?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before an action that cannot simply be taken back; the dialog's own close button is the cancel. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { title, description, confirmLabel, cancelLabel, busy, destructive, onConfirm, onCancel } = props;
  return (
    <Dialog open onClose={onCancel} title={title} description={description} closeLabel={cancelLabel}>
      <StyledDialogActions>
        <Button variant={destructive ? 'destructive' : 'primary'} disabled={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </StyledDialogActions>
    </Dialog>
  );
}
