import { OPEN_CRISIS_PANEL_EVENT } from '@anchor/contracts';

/** Asks the shell to open its crisis panel (a window event: remotes never import the shell). */
export function openCrisisPanel(): void {
  window.dispatchEvent(new Event(OPEN_CRISIS_PANEL_EVENT));
}
