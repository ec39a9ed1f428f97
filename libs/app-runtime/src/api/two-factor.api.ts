import {
  type RecoveryCodes,
  type SecondFactorRequest,
  type TurnOffTwoFactorRequest,
  TwoFactorApiPath,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '@anchor/contracts';
import { api } from './api';

/** The signed-in account's two-step sign-in, for the provider portal's enrolment and the patient's Settings. */
export const twoFactorApi = api.enhanceEndpoints({ addTagTypes: ['TwoFactor'] }).injectEndpoints({
  endpoints: (build) => ({
    getTwoFactorStatus: build.query<TwoFactorStatus, void>({
      query: () => TwoFactorApiPath.twoFactor,
      providesTags: ['TwoFactor'],
    }),
    startTwoFactorSetup: build.mutation<TwoFactorSetup, void>({
      query: () => ({ url: TwoFactorApiPath.setup, method: 'POST' }),
    }),
    /** Answers the recovery codes; the status is read again only when the person has seen them (`refetch`). */
    confirmTwoFactor: build.mutation<RecoveryCodes, SecondFactorRequest>({
      query: (body) => ({ url: TwoFactorApiPath.confirm, method: 'POST', body }),
    }),
    replaceRecoveryCodes: build.mutation<RecoveryCodes, SecondFactorRequest>({
      query: (body) => ({ url: TwoFactorApiPath.recoveryCodes, method: 'POST', body }),
      invalidatesTags: ['TwoFactor'],
    }),
    turnOffTwoFactor: build.mutation<null, TurnOffTwoFactorRequest>({
      query: (body) => ({ url: TwoFactorApiPath.twoFactor, method: 'DELETE', body }),
      invalidatesTags: ['TwoFactor'],
    }),
  }),
});

export const {
  useGetTwoFactorStatusQuery,
  useStartTwoFactorSetupMutation,
  useConfirmTwoFactorMutation,
  useReplaceRecoveryCodesMutation,
  useTurnOffTwoFactorMutation,
} = twoFactorApi;
