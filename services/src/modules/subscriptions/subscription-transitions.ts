import { PAUSE_MONTH_DAYS, PLANS, type SubscriptionStatus } from '@anchor/contracts';
import type { SubscriptionEntity } from './entities/subscription.entity';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Statuses whose boundary is current_period_end (the paused one waits for paused_until). */
export const PERIOD_BOUNDARY_STATUSES: SubscriptionStatus[] = ['trialing', 'active', 'cancelled', 'past_due'];

/** The instant the sweep must act on, or null when nothing is due ever (expired). */
export function nextBoundary(sub: SubscriptionEntity): Date | null {
  if (sub.status === 'paused') return sub.pausedUntil;
  return PERIOD_BOUNDARY_STATUSES.includes(sub.status) ? sub.currentPeriodEnd : null;
}

export function isBoundaryDue(sub: SubscriptionEntity, now: Date): boolean {
  const boundary = nextBoundary(sub);
  return boundary !== null && boundary.getTime() <= now.getTime();
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

export function pauseEnd(now: Date, months: number): Date {
  return addDays(now, months * PAUSE_MONTH_DAYS);
}

/** The next paid period starting at the boundary that just passed. */
export function renewedPeriod(sub: SubscriptionEntity): { start: Date; end: Date } {
  const start = sub.currentPeriodEnd;
  return { start, end: addDays(start, PLANS[sub.plan].periodDays) };
}

/**
 * Leaving a pause at `at`: the part of the paid period left when the pause began is kept, so
 * pausing never costs the user days they paid for.
 */
export function resumedFromPause(sub: SubscriptionEntity, at: Date): Partial<SubscriptionEntity> {
  const pausedAt = sub.pausedAt ?? at;
  const remainingMs = Math.max(0, sub.currentPeriodEnd.getTime() - pausedAt.getTime());
  return {
    status: 'active',
    currentPeriodStart: at,
    currentPeriodEnd: new Date(at.getTime() + remainingMs),
    pausedAt: null,
    pausedUntil: null,
  };
}

/** Undoing a cancellation before the period ends: back to the trial if the trial is still running. */
export function uncancelled(sub: SubscriptionEntity, now: Date): Partial<SubscriptionEntity> {
  const inTrial = sub.trialEndsAt !== null && now.getTime() < sub.trialEndsAt.getTime();
  return { status: inTrial ? 'trialing' : 'active', cancelAtPeriodEnd: false };
}
