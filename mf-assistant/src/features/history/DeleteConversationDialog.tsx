import { Button, Dialog } from '@anchor/ui';
import { HistoryCopy } from './copy';

export interface DeleteConversationDialogProps {
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a conversation is deleted. Cancel comes first and takes the focus, so Enter never deletes. */
export function DeleteConversationDialog({ busy, onConfirm, onCancel }: DeleteConversationDialogProps) {
  return (
    <Dialog
      open
      onClose={onCancel}
      title={HistoryCopy.confirmTitle}
      description={HistoryCopy.confirmDescription}
      closeLabel={HistoryCopy.cancel}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {HistoryCopy.cancel}
          </Button>
          <Button variant="destructive" disabled={busy} onClick={onConfirm}>
            {HistoryCopy.confirmDelete}
          </Button>
        </>
      }
    />
  );
}
