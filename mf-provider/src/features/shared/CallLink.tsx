import { Button } from '@anchor/ui';
import { DashboardCopy } from '../portal/copy';

export interface CallLinkProps {
  /** The patient's name, so a screen reader hears whom the link dials. */
  name: string;
  /** The number the patient shares with this provider; none shared, no Call. */
  phone: string | null;
}

/** Call: a tel: link to the number the patient chose to share; nothing at all when they share none. */
export function CallLink({ name, phone }: CallLinkProps) {
  if (!phone) return null;
  return (
    <Button as="a" variant="secondary" href={`tel:${phone}`} aria-label={DashboardCopy.callPatient(name)}>
      {DashboardCopy.call}
    </Button>
  );
}
