import { homeLink, type ChatLink } from '@anchor/contracts';

/**
 * A deep link into the Mindfulness tab: the shell opens the tab named by `tab`, and the
 * Mindfulness remote opens the exercise named by `exercise` (its view key).
 */
export function exerciseLink(exercise: { label: string; key: string }): ChatLink {
  return { label: exercise.label, href: homeLink('mindfulness', exercise.key) };
}
