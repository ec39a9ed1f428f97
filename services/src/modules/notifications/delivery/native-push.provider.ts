import type { PushPayload } from '@anchor/contracts';
import type { PushOutcome } from './web-push.sender';

/**
 * Sends to iOS/Android device tokens (APNs, FCM). None ships: bind one under NATIVE_PUSH_PROVIDER with its
 * credentials to enable native push. Without it native tokens are kept and notifications still arrive in-app.
 */
export interface NativePushProvider {
  send(target: { token: string; platform: 'ios' | 'android' }, payload: PushPayload): Promise<PushOutcome>;
}

export const NATIVE_PUSH_PROVIDER = Symbol('NATIVE_PUSH_PROVIDER');
