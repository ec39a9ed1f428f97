import { RemoteSlot } from '@anchor/app-runtime';
import { RemoteModule } from '@anchor/contracts';
import { Dialog } from '@anchor/ui';
import { NotificationsCopy } from './copy';

export interface MoodCheckInDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Hosts the insights remote's mood check-in for a daily mood-check reminder; saving closes it. */
export function MoodCheckInDialog({ open, onClose }: MoodCheckInDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={NotificationsCopy.moodCheckInTitle}>
      <RemoteSlot module={RemoteModule.moodCheckIn} loading="card" props={{ source: 'reminder', onDone: onClose }} />
    </Dialog>
  );
}
