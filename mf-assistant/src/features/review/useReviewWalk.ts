import { useCallback, useRef } from 'react';
import type { Pcl5Answer } from '@anchor/contracts';
import { assistantMessage, messageId, type ChatMessage } from '../chat/chat-message';
import { ReviewCopy } from './copy';
import { challengingItems, walkStep, type ChallengingItem } from './review-analysis';

const WALK_VALUES: readonly string[] = [
  ReviewCopy.walkStart,
  ReviewCopy.walkNext,
  ReviewCopy.walkStop,
  ReviewCopy.walkLater,
];

const START_BUTTONS = [
  { label: ReviewCopy.walkStart, value: ReviewCopy.walkStart },
  { label: ReviewCopy.walkLater, value: ReviewCopy.walkLater },
];

/** Next (or Finish on the last item), and a way to stop. */
const stepButtons = (more: boolean) => [
  { label: more ? ReviewCopy.walkNext : ReviewCopy.finishWalk, value: ReviewCopy.walkNext },
  ...(more ? [{ label: ReviewCopy.walkStop, value: ReviewCopy.walkStop }] : []),
];

/**
 * The walk through the challenging items (3 or more), highest first, one message at a time. Its buttons are
 * answered here, in the browser: the answers never leave it.
 */
export function useReviewWalk(add: (message: ChatMessage) => void) {
  const walk = useRef<{ items: ChallengingItem[]; position: number } | null>(null);

  /** The buttons that start the walk, for the message that offers it; none when nothing scored 3 or more. */
  const prepare = useCallback((responses: readonly Pcl5Answer[]) => {
    const items = challengingItems(responses);
    walk.current = items.length > 0 ? { items, position: 0 } : null;
    return items.length > 0 ? START_BUTTONS : [];
  }, []);

  const step = useCallback(() => {
    const current = walk.current;
    if (!current) return;
    if (current.position >= current.items.length) {
      walk.current = null;
      add(assistantMessage(ReviewCopy.walkEnd, 'support'));
      return;
    }
    const { text, link } = walkStep(current.items[current.position], current.position + 1, current.items.length);
    current.position += 1;
    const more = current.position < current.items.length;
    add(assistantMessage(text, 'insight', { link, buttons: stepButtons(more) }));
  }, [add]);

  /** Answers a tapped walk button; false when the value is not one (it then goes to the chat). */
  const handle = useCallback(
    (value: string): boolean => {
      if (!walk.current || !WALK_VALUES.includes(value)) return false;
      const label = value === ReviewCopy.walkNext && walk.current.position >= walk.current.items.length;
      add({
        id: messageId('user'),
        text: label ? ReviewCopy.finishWalk : value,
        sender: 'user',
        timestamp: new Date(),
        type: 'support',
      });
      if (value === ReviewCopy.walkStop || value === ReviewCopy.walkLater) {
        walk.current = null;
        add(assistantMessage(ReviewCopy.walkPaused, 'question'));
      } else {
        step();
      }
      return true;
    },
    [add, step],
  );

  return { prepare, handle };
}
