import {
  ApiPath,
  type AuthResponse,
  type LoginRequest,
  type OnboardingStatusRequest,
  type PublicUser,
  type RegisterRequest,
  SecondFactorState,
  type SecondFactorRequest,
  type SecondFactorStateValue,
} from '@anchor/contracts';
import { clearLocalData } from '../local/local-flags';
import { forgetKeptTexts } from '../session/kept-text';
import { api } from './api';
import { cacheReturnedUser, currentUserApi, setCachedCurrentUser } from './current-user.api';

/**
 * The user out of a sign-in answer. The session cookie signs the browser in (the server sends browsers no token;
 * any token is for other clients and never kept), and the second-factor state belongs to the sign-in, not the user.
 */
export const withoutToken = ({
  authToken: _authToken,
  secondFactor: _secondFactor,
  ...user
}: AuthResponse): PublicUser => user;

/** A password sign-in: the user, and whether a code from the authenticator app must follow. */
export interface SignInResult {
  user: PublicUser;
  secondFactor: SecondFactorStateValue;
}

type CacheSignInArgs = {
  dispatch: (action: ReturnType<typeof setCachedCurrentUser>) => unknown;
  queryFulfilled: Promise<{ data: SignInResult }>;
};

/** Until the code is given the session serves nothing else, so nobody counts as signed in yet. */
async function cacheSignedInUser(_request: unknown, { dispatch, queryFulfilled }: CacheSignInArgs) {
  try {
    const { data } = await queryFulfilled;
    if (data.secondFactor !== SecondFactorState.required) dispatch(setCachedCurrentUser(data.user));
  } catch {
    // The caller handles the error through the mutation result.
  }
}

export const sessionApi = currentUserApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<SignInResult, LoginRequest>({
      query: (body) => ({ url: ApiPath.login, method: 'POST', body }),
      transformResponse: (answer: AuthResponse) => ({
        user: withoutToken(answer),
        secondFactor: answer.secondFactor ?? SecondFactorState.off,
      }),
      onQueryStarted: cacheSignedInUser,
    }),
    /** The second step of a sign-in: a code from the authenticator app or a recovery code. */
    completeSecondFactor: build.mutation<PublicUser, SecondFactorRequest>({
      query: (body) => ({ url: ApiPath.loginSecondFactor, method: 'POST', body }),
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
        forgetKeptTexts();
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
