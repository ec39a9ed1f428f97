import { Button, Dialog } from '@anchor/ui';

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

/**
 * Asks before an action that cannot simply be taken back. The safe choice comes first (left) and takes the
 * focus, so Enter or a hurried tap never confirms by accident; Escape is the safe choice too.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { title, description, confirmLabel, cancelLabel, busy, destructive, onConfirm, onCancel } = props;
  return (
    <Dialog
      open
      onClose={onCancel}
      title={title}
      description={description}
      closeLabel={cancelLabel}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button variant={destructive ? 'destructive' : 'primary'} disabled={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
