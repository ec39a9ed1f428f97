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
      // Signed out locally whatever the server answered. The cached user stays until the caller
      // leaves the page (forgetSignedInUser), so the signed-in routes do not redirect on their own.
      async onQueryStarted(_request, { queryFulfilled }) {
        await queryFulfilled.catch(() => undefined);
        clearLocalData();
      },
    }),
    updateOnboardingStatus: build.mutation<PublicUser, OnboardingStatusRequest>({
      query: (body) => ({ url: ApiPath.userOnboarding, method: 'PATCH', body }),
      onQueryStarted: cacheReturnedUser,
    }),
  }),
});

/**
 * Drops every cached answer and the signed-in user. Call it in the same tick as the navigation away
 * (React renders both together), so a signed-in route never redirects by itself and history gains one entry.
 */
export const forgetSignedInUser =
  () =>
  (
    dispatch: (action: ReturnType<typeof setCachedCurrentUser> | ReturnType<typeof api.util.resetApiState>) => unknown,
  ) => {
    dispatch(api.util.resetApiState());
    dispatch(setCachedCurrentUser(null));
  };
