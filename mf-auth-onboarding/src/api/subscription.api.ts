import { api, patchCachedCurrentUser } from '@anchor/app-runtime';
import {
  SubscriptionApiPath,
  type CheckoutStarted,
  type ConfirmCheckoutRequest,
  type PauseSubscriptionRequest,
  type StartCheckoutRequest,
  type StartTrialRequest,
  type SubscriptionState,
} from '@anchor/contracts';

type CacheArgs = {
  dispatch: (action: unknown) => unknown;
  queryFulfilled: Promise<{ data: SubscriptionState }>;
};

/** Each lifecycle call answers with the new state: show it at once, on the card and on the cached user. */
async function cacheSubscription(_request: unknown, { dispatch, queryFulfilled }: CacheArgs) {
  try {
    const { data } = await queryFulfilled;
    dispatch(subscriptionApi.util.upsertQueryData('getSubscription', undefined, data));
    dispatch(patchCachedCurrentUser({ subscriptionTier: data.tier, subscriptionStatus: data.status }));
  } catch {
    // The caller shows the error.
  }
}

export const subscriptionApi = api.enhanceEndpoints({ addTagTypes: ['Subscription'] }).injectEndpoints({
  endpoints: (build) => ({
    getSubscription: build.query<SubscriptionState, void>({
      query: () => SubscriptionApiPath.subscription,
      providesTags: ['Subscription'],
    }),
    startTrial: build.mutation<SubscriptionState, StartTrialRequest>({
      query: (body) => ({ url: SubscriptionApiPath.trial, method: 'POST', body }),
      onQueryStarted: cacheSubscription,
    }),
    startPlan: build.mutation<SubscriptionState, StartTrialRequest>({
      query: (body) => ({ url: SubscriptionApiPath.start, method: 'POST', body }),
      onQueryStarted: cacheSubscription,
    }),
    /** The processor's payment page; nothing starts until it confirms the payment. */
    startCheckout: build.mutation<CheckoutStarted, StartCheckoutRequest>({
      query: (body) => ({ url: SubscriptionApiPath.checkout, method: 'POST', body }),
    }),
    /** Back from the payment page: the server reads the session from the processor. */
    confirmCheckout: build.mutation<SubscriptionState, ConfirmCheckoutRequest>({
      query: (body) => ({ url: SubscriptionApiPath.checkoutConfirm, method: 'POST', body }),
      onQueryStarted: cacheSubscription,
      // A read that was already on its way when the payment was confirmed must not show the free plan again.
      invalidatesTags: ['Subscription'],
    }),
    cancelSubscription: build.mutation<SubscriptionState, void>({
      query: () => ({ url: SubscriptionApiPath.cancel, method: 'POST' }),
      onQueryStarted: cacheSubscription,
    }),
    pauseSubscription: build.mutation<SubscriptionState, PauseSubscriptionRequest>({
      query: (body) => ({ url: SubscriptionApiPath.pause, method: 'POST', body }),
      onQueryStarted: cacheSubscription,
    }),
    resumeSubscription: build.mutation<SubscriptionState, void>({
      query: () => ({ url: SubscriptionApiPath.resume, method: 'POST' }),
      onQueryStarted: cacheSubscription,
    }),
  }),
});

export const {
  useGetSubscriptionQuery,
  useStartTrialMutation,
  useStartPlanMutation,
  useStartCheckoutMutation,
  useConfirmCheckoutMutation,
  useCancelSubscriptionMutation,
  usePauseSubscriptionMutation,
  useResumeSubscriptionMutation,
} = subscriptionApi;
