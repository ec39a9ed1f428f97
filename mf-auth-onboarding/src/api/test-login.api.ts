import { ApiPath, TEST_USER, type PublicUser } from '@anchor/contracts';
import { api, cacheReturnedUser, withoutToken } from '@anchor/app-runtime';

/** Development-only endpoints behind /test; the production server does not have the test login. */
export const testLoginApi = api.injectEndpoints({
  endpoints: (build) => ({
    testLogin: build.mutation<PublicUser, void>({
      query: () => ({ url: ApiPath.testLogin, method: 'POST' }),
      transformResponse: withoutToken,
      onQueryStarted: cacheReturnedUser,
    }),
    // Its own endpoint rather than the shared register: creating the test user must not sign anyone in.
    createTestUser: build.mutation<null, void>({
      query: () => ({
        url: ApiPath.register,
        method: 'POST',
        body: { ...TEST_USER, email: null },
      }),
      transformResponse: () => null,
    }),
  }),
});

export const { useTestLoginMutation, useCreateTestUserMutation } = testLoginApi;
