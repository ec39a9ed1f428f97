import { api, cacheReturnedUser } from '@anchor/app-runtime';
import {
  AccountApiPath,
  type ChangePasswordRequest,
  type DeleteAccountRequest,
  type PublicUser,
  type UpdateProfileRequest,
} from '@anchor/contracts';

export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: build.mutation<PublicUser, UpdateProfileRequest>({
      query: (body) => ({ url: AccountApiPath.profile, method: 'PATCH', body }),
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

export const { useUpdateProfileMutation, useChangePasswordMutation, useDeleteAccountMutation } = accountApi;
