import {
  ApiPath,
  type AuthResponse,
  type LoginRequest,
  type OnboardingStatusRequest,
  type PublicUser,
  type RegisterRequest,
} from '@anchor/contracts';
import { clearLocalData } from '../local/localFlags';
import { api } from './api';
import { currentUserApi, setCachedCurrentUser } from './currentUser.api';

/** The token is for non-browser clients; the web app relies on the httpOnly cookie and drops it. */
/** The session cookie signs the browser in; the token in the answer is for other clients, never kept. */
export const withoutToken = ({ authToken: _authToken, ...user }: AuthResponse): PublicUser => user;

type CacheUserArgs = {
  dispatch: (action: ReturnType<typeof setCachedCurrentUser>) => unknown;
  queryFulfilled: Promise<{ data: PublicUser }>;
};

/** The answer of login, register and the onboarding PATCH is the user: show it at once everywhere. */
async function cacheReturnedUser(_request: unknown, { dispatch, queryFulfilled }: CacheUserArgs) {
  try {
    const { data } = await queryFulfilled;
    dispatch(setCachedCurrentUser(data));
  } catch {
    // The caller handles the error through the mutation result.
  }
}

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
