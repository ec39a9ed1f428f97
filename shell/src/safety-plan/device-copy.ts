import { SAFETY_PLAN_STEPS, type SafetyPlan } from '@anchor/contracts';

/**
 * The last saved safety plan, kept on this device only when the person ticks "Keep a copy on this device"
 * (the one piece of health data the app keeps in browser storage, by the person's choice), so the crisis panel
 * still shows it without a connection. It is removed when they untick it, at sign-out and by 'Clear local
 * data' (both clear this origin's storage), and it is never shown to another account signed in on the device.
 */
const KEY = 'anchor.safetyPlan.deviceCopy';

interface StoredCopy {
  ownerId: number;
  plan: SafetyPlan;
}

/** The copy for `userId`; with no known user (the API is down at start) the device's copy, if any. */
export function readDeviceCopy(userId: number | null): SafetyPlan | null {
  try {
    const raw = window.localStorage.getItem(KEY);
    if (!raw) return null;
    const stored = JSON.parse(raw) as Partial<StoredCopy>;
    const plan = stored.plan as Partial<SafetyPlan> | undefined;
    if (!plan || !SAFETY_PLAN_STEPS.every((step) => typeof plan[step] === 'string')) return null;
    if (userId !== null && stored.ownerId !== userId) {
      window.localStorage.removeItem(KEY);
      return null;
    }
    return plan as SafetyPlan;
  } catch {
    return null;
  }
}

export function writeDeviceCopy(plan: SafetyPlan | null, ownerId: number): void {
  try {
    if (plan) window.localStorage.setItem(KEY, JSON.stringify({ ownerId, plan } satisfies StoredCopy));
    else window.localStorage.removeItem(KEY);
  } catch {
    // Storage full or blocked: the plan is still saved on the server.
  }
}
