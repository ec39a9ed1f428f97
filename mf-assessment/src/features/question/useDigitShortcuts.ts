import { PCL5_MAX_ANSWER, type Pcl5Answer } from '@anchor/contracts';
import { useEffect } from 'react';

const isTypingTarget = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** Pressing 0-4 answers the current question, unless the user is typing somewhere or a dialog is open. */
export function useDigitShortcuts(onAnswer: (answer: Exclude<Pcl5Answer, null>) => void) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (isTypingTarget(event.target) || document.querySelector('[role="dialog"][aria-modal="true"]')) return;
      if (!/^[0-9]$/.test(event.key)) return;
      const answer = Number(event.key);
      if (answer > PCL5_MAX_ANSWER) return;
      event.preventDefault();
      onAnswer(answer as Exclude<Pcl5Answer, null>);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onAnswer]);
}
