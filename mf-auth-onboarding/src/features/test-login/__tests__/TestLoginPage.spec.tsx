import { screen, waitFor } from '@testing-library/react';
import { TEST_USER } from '@anchor/contracts';
import TestLoginPage from '../../../exposed/TestLoginPage';
import { TestLoginCopy } from '../copy';
import { installFakeFetch, LOCATION_TEST_ID, renderWithApp } from '@anchor/app-runtime/testing';
import { aUser, errorBody } from '../../../testing/fixtures';

afterEach(() => jest.restoreAllMocks());

describe('TestLoginPage', () => {
  it('signs in as the test user and goes home', async () => {
    const { callsTo } = installFakeFetch({
      'POST /api/test-login': { status: 200, body: { ...aUser(), authToken: 't' } },
    });
    renderWithApp(<TestLoginPage />, { route: '/test' });
    await waitFor(() => expect(screen.getByTestId(LOCATION_TEST_ID)).toHaveTextContent(/^\/$/));
    expect(callsTo('POST', '/api/test-login')).toHaveLength(1);
  });

  it('says the test login is development only when the server has no such endpoint', async () => {
    installFakeFetch({ 'POST /api/test-login': { status: 404, body: errorBody(404, 'Cannot POST /api/test-login') } });
    renderWithApp(<TestLoginPage />, { route: '/test' });
    expect(await screen.findByText(TestLoginCopy.developmentOnly)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: TestLoginCopy.retry })).not.toBeInTheDocument();
  });

  it('offers to create the test user, then retries', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let testUserExists = false;
    const { callsTo } = installFakeFetch({
      'POST /api/test-login': () =>
        testUserExists
          ? { status: 200, body: { ...aUser({ username: TEST_USER.username }), authToken: 't' } }
          : { status: 404, body: errorBody(404, TestLoginCopy.missingUserMessage) },
      'POST /api/register': () => {
        testUserExists = true;
        return { status: 201, body: { ...aUser(), authToken: 't' } };
      },
    });
    const { user } = renderWithApp(<TestLoginPage />, { route: '/test' });

    expect(await screen.findByText(TestLoginCopy.failedTitle)).toBeInTheDocument();
    expect(screen.getByText(TestLoginCopy.failedDescription)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: TestLoginCopy.retry }));

    await waitFor(() => expect(screen.getByTestId(LOCATION_TEST_ID)).toHaveTextContent(/^\/$/));
    expect(callsTo('POST', '/api/register')[0].body).toEqual({ ...TEST_USER, email: null });
    expect(callsTo('POST', '/api/test-login')).toHaveLength(2);
  });
});
