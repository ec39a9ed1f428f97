import type { InsightIcon } from '@anchor/contracts';

/** A glyph per icon name; shown beside a card's text and hidden from screen readers. */
export const INSIGHT_ICON_GLYPHS: Record<InsightIcon, string> = {
  link: '🔗',
  brain: '🧠',
  trending: '📈',
  mic: '🎙️',
  moon: '🌙',
  activity: '🏃',
  pill: '💊',
  message: '💬',
  users: '👥',
  heart: '💙',
  leaf: '🌿',
};
