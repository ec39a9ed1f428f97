import { SAFETY_PLAN_STEPS, type SafetyPlan } from '@anchor/contracts';

/**
 * The last saved safety plan, kept on this device only when the person ticks "Keep a copy on this
 * device", so the crisis panel still shows it without a connection. Cleared when they untick it.
 */
const KEY = 'anchor.safetyPlan.deviceCopy';

export function readDeviceCopy(): SafetyPlan | null {
  try {
    const raw = window.localStorage.getItem(KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<SafetyPlan>;
    if (!SAFETY_PLAN_STEPS.every((step) => typeof parsed[step] === 'string')) return null;
    return parsed as SafetyPlan;
  } catch {
    return null;
  }
}

export function writeDeviceCopy(plan: SafetyPlan | null): void {
  try {
    if (plan) window.localStorage.setItem(KEY, JSON.stringify(plan));
    else window.localStorage.removeItem(KEY);
  } catch {
    // Storage full or blocked: the plan is still saved on the server.
  }
}
