import type { NotificationType } from '@anchor/contracts';

/**
 * Whether the person lets a kind of notification reach them by push. The bell inside Anchor shows it either
 * way. Implemented by the module that owns the preferences (onboarding), so notifications never depend on it.
 */
export abstract class PushPreferences {
  abstract allowsPush(userId: number, type: NotificationType): Promise<boolean>;
}
