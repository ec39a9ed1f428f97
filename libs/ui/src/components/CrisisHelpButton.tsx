import { useState } from 'react';
import { Button } from './Button';
import { CrisisResources } from './CrisisResources';
import { Dialog } from './Dialog';

export const CRISIS_HELP_LABEL = 'Crisis help';

/** Crisis help is one tap away on every screen. */
export function CrisisHelpButton() {
  const [open, setOpen] = useState(false);
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
      </Dialog>
    </>
  );
}
