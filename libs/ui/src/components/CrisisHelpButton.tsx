import { useEffect, useState, type ReactNode } from 'react';
import { Button } from './Button';
import { CrisisResources } from './CrisisResources';
import { Dialog } from './Dialog';

export const CRISIS_HELP_LABEL = 'Crisis help';

export interface CrisisHelpButtonProps {
  /** Shown under the crisis lines (the person's safety plan). */
  children?: ReactNode;
  /** A window event that opens the panel from anywhere (the assistant after a crisis reply). */
  openEvent?: string;
}

/** Crisis help is one tap away on every screen; the crisis lines come first, whatever else the panel holds. */
export function CrisisHelpButton({ children, openEvent }: CrisisHelpButtonProps) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!openEvent) return undefined;
    const show = () => setOpen(true);
    window.addEventListener(openEvent, show);
    return () => window.removeEventListener(openEvent, show);
  }, [openEvent]);
  return (
    <>
      <Button variant="destructive" size="sm" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {CRISIS_HELP_LABEL}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Get help now"
        description="You are not alone. Free, confidential help is available 24/7."
      >
        <CrisisResources />
        {children}
      </Dialog>
    </>
  );
}
