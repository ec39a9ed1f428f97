import {
  FREE_TIER,
  PLANS,
  type PaymentProcessorName,
  type SubscriptionState,
  type SubscriptionStatus,
} from '@anchor/contracts';
import type { SubscriptionEntity } from './entities/subscription.entity';

export function toSubscriptionState(
  sub: SubscriptionEntity | null,
  processor: PaymentProcessorName,
): SubscriptionState {
  if (!sub) {
    return {
      tier: FREE_TIER,
      status: 'active',
      plan: null,
      paymentMethod: null,
      startDate: null,
      endDate: null,
      trialEndsAt: null,
      cancelAtPeriodEnd: false,
      pausedUntil: null,
      trialUsed: false,
      processor,
    };
  }
  const mirror = userSubscriptionFields(sub);
  return {
    tier: sub.status === 'expired' ? FREE_TIER : sub.plan,
    status: sub.status,
    plan: PLANS[sub.plan],
    paymentMethod: sub.paymentMethod,
    startDate: mirror.subscriptionStartDate.toISOString(),
    endDate: mirror.subscriptionEndDate.toISOString(),
    trialEndsAt: sub.trialEndsAt?.toISOString() ?? null,
    cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
    pausedUntil: sub.pausedUntil?.toISOString() ?? null,
    trialUsed: sub.trialUsedAt !== null,
    processor,
  };
}

/** users.subscription_* as the users table keeps them: the end date is the next boundary. */
export function userSubscriptionFields(sub: SubscriptionEntity): {
  subscriptionTier: string;
  subscriptionStatus: SubscriptionStatus;
  subscriptionStartDate: Date;
  subscriptionEndDate: Date;
  paymentProvider: string;
} {
  return {
    subscriptionTier: sub.status === 'expired' ? FREE_TIER : sub.plan,
    subscriptionStatus: sub.status,
    subscriptionStartDate: sub.trialUsedAt ?? sub.createdAt,
    subscriptionEndDate: sub.status === 'paused' && sub.pausedUntil ? sub.pausedUntil : sub.currentPeriodEnd,
    paymentProvider: sub.paymentMethod,
  };
}
