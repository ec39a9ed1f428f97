import {
  ApiPath,
  type AuthResponse,
  type LoginRequest,
  type OnboardingStatusRequest,
  type PublicUser,
  type RegisterRequest,
} from '@anchor/contracts';
import { clearLocalData } from '../local/local-flags';
import { api } from './api';
import { cacheReturnedUser, currentUserApi, setCachedCurrentUser } from './current-user.api';

/** The session cookie signs the browser in; the token in the answer is for other clients, never kept. */
export const withoutToken = ({ authToken: _authToken, ...user }: AuthResponse): PublicUser => user;

export const sessionApi = currentUserApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<PublicUser, LoginRequest>({
      query: (body) => ({ url: ApiPath.login, method: 'POST', body }),
      transformResponse: withoutToken,
      onQueryStarted: cacheReturnedUser,
    }),
    register: build.mutation<PublicUser, RegisterRequest>({
      query: (body) => ({ url: ApiPath.register, method: 'POST', body }),
      transformResponse: withoutToken,
      onQueryStarted: cacheReturnedUser,
    }),
    logout: build.mutation<null, void>({
      query: () => ({ url: ApiPath.logout, method: 'POST' }),
      // Signed out locally whatever the server answered: local data and every cached response go.
      async onQueryStarted(_request, { dispatch, queryFulfilled }) {
        await queryFulfilled.catch(() => undefined);
        clearLocalData();
        dispatch(api.util.resetApiState());
        dispatch(setCachedCurrentUser(null));
      },
    }),
    updateOnboardingStatus: build.mutation<PublicUser, OnboardingStatusRequest>({
      query: (body) => ({ url: ApiPath.userOnboarding, method: 'PATCH', body }),
      onQueryStarted: cacheReturnedUser,
    }),
  }),
});
