import { api, cacheReturnedUser } from '@anchor/app-runtime';
import {
  AccountApiPath,
  type ChangePasswordRequest,
  type DeleteAccountRequest,
  type PublicUser,
  type UpdateProfileRequest,
  type VerifyEmailRequest,
} from '@anchor/contracts';

export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: build.mutation<PublicUser, UpdateProfileRequest>({
      query: (body) => ({ url: AccountApiPath.profile, method: 'PATCH', body }),
      onQueryStarted: cacheReturnedUser,
      // A change can be stored and its code mail still fail (503): the user is read again to show what holds.
      invalidatesTags: (_user, error) => (error ? ['User'] : []),
    }),
    sendEmailCode: build.mutation<null, void>({
      query: () => ({ url: AccountApiPath.emailVerification, method: 'POST' }),
    }),
    verifyEmail: build.mutation<PublicUser, VerifyEmailRequest>({
      query: (body) => ({ url: AccountApiPath.emailVerify, method: 'POST', body }),
      onQueryStarted: cacheReturnedUser,
    }),
    changePassword: build.mutation<null, ChangePasswordRequest>({
      query: (body) => ({ url: AccountApiPath.password, method: 'POST', body }),
    }),
    deleteAccount: build.mutation<null, DeleteAccountRequest>({
      query: (body) => ({ url: AccountApiPath.user, method: 'DELETE', body }),
    }),
  }),
});

export const {
  useUpdateProfileMutation,
  useSendEmailCodeMutation,
  useVerifyEmailMutation,
  useChangePasswordMutation,
  useDeleteAccountMutation,
} = accountApi;
