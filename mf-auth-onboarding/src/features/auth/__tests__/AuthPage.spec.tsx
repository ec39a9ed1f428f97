import { act, screen, waitFor, within } from '@testing-library/react';
import { ApiErrorCode, AuthMessages } from '@anchor/contracts';
import AuthPage from '../../../exposed/AuthPage';
import { AuthCopy } from '../copy';
import { USER_RECHECK_DELAY_MS } from '../useRegistrationFlow';
import {
  deferred,
  installFakeFetch,
  type FakeAnswer,
  LOCATION_TEST_ID,
  renderWithApp,
} from '@anchor/app-runtime/testing';
import { aUser, errorBody } from '../../../testing/fixtures';

const signedOut = {
  'GET /api/session': { status: 200, body: { user: null } },
  // Registration's connectivity check: a signed-out person's 401 still shows the server is reachable.
  'GET /api/user': { status: 401, body: { statusCode: 401, error: 'Unauthorized', message: 'Not signed in' } },
};

async function renderSignedOut(options: { fakeTimers?: boolean } = {}) {
  const view = renderWithApp(<AuthPage />, { route: '/auth', ...options });
  await screen.findByRole('tab', { name: AuthCopy.tabs.register });
  return view;
}

async function fillRegistration(
  user: ReturnType<typeof renderWithApp>['user'],
  values: { firstName?: string; lastName?: string; username?: string; email?: string; password?: string },
) {
  const form = screen.getByRole('form', { name: AuthCopy.tabs.register });
  const fields = AuthCopy.fields;
  if (values.firstName) await user.type(within(form).getByLabelText(fields.firstName), values.firstName);
  if (values.lastName) await user.type(within(form).getByLabelText(fields.lastName), values.lastName);
  if (values.username) await user.type(within(form).getByLabelText(fields.username), values.username);
  if (values.email) await user.type(within(form).getByLabelText(fields.email), values.email);
  if (values.password) await user.type(within(form).getByLabelText(fields.password), values.password);
  return form;
}

const validRegistration = { firstName: 'River', lastName: 'Song', username: 'river', password: 'correct-horse' };

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('AuthPage', () => {
  it('marks its root with the remote name and build', async () => {
    installFakeFetch(signedOut);
    const { container } = await renderSignedOut();
    expect(container.querySelector('[data-remote="mf_auth_onboarding"]')).toHaveAttribute('data-build', 'test');
  });

  it('opens on Create Account and shows every required-field message without sending anything', async () => {
    const { calls } = installFakeFetch(signedOut);
    const { user } = await renderSignedOut();
    expect(screen.getByRole('tab', { name: AuthCopy.tabs.register })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('button', { name: AuthCopy.register.submit }));

    for (const message of [
      AuthMessages.firstNameRequired,
      AuthMessages.lastNameRequired,
      AuthMessages.usernameRequired,
      AuthMessages.passwordRequired,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  });

  it('asks for at least 8 password characters', async () => {
    installFakeFetch(signedOut);
    const { user } = await renderSignedOut();
    await fillRegistration(user, { ...validRegistration, password: 'short' });
    await user.click(screen.getByRole('button', { name: AuthCopy.register.submit }));
    expect(await screen.findByText(AuthMessages.passwordTooShort)).toBeInTheDocument();
  });

  it('checks the connection, sends an empty email as null with trimmed names, and welcomes the new user', async () => {
    let registered = false;
    const { calls, callsTo } = installFakeFetch({
      // Signed out until the account exists; the re-check after registration then finds the user.
      'GET /api/session': () => (registered ? { status: 200, body: { user: aUser() } } : signedOut['GET /api/session']),
      'GET /api/user': signedOut['GET /api/user'],
      'POST /api/register': () => {
        registered = true;
        return { status: 201, body: { ...aUser(), authToken: 'token' } };
      },
    });
    const { user } = await renderSignedOut();
    await fillRegistration(user, { ...validRegistration, firstName: '  River  ' });
    await user.click(screen.getByRole('button', { name: AuthCopy.register.submit }));

    expect(await screen.findByText(AuthCopy.register.successTitle)).toBeInTheDocument();
    expect(screen.getByText(AuthCopy.register.successDescription('river'))).toBeInTheDocument();
    expect(callsTo('POST', '/api/register')[0].body).toEqual({
      username: 'river',
      password: 'correct-horse',
      email: null,
      firstName: 'River',
      lastName: 'Song',
    });
    // The connectivity GET comes right before the registration.
    const registerIndex = calls.findIndex((call) => call.url === '/api/register');
    expect(calls[registerIndex - 1]).toMatchObject({ method: 'GET', url: '/api/user' });
    // Signed in with onboarding to do: the wizard replaces the forms.
    expect(await screen.findByText('Step 1 of 11')).toBeInTheDocument();
  });

  it('re-reads the signed-in user 300 ms after registering', async () => {
    jest.useFakeTimers();
    const { callsTo } = installFakeFetch({
      ...signedOut,
      'POST /api/register': { status: 201, body: { ...aUser(), authToken: 'token' } },
    });
    const { user } = await renderSignedOut({ fakeTimers: true });
    await fillRegistration(user, validRegistration);
    await user.click(screen.getByRole('button', { name: AuthCopy.register.submit }));
    expect(await screen.findByText(AuthCopy.register.successTitle)).toBeInTheDocument();
    const readsBefore = callsTo('GET', '/api/session').length;

    await act(async () => jest.advanceTimersByTime(USER_RECHECK_DELAY_MS));
    await waitFor(() => expect(callsTo('GET', '/api/session')).toHaveLength(readsBefore + 1));
  });

  it('stops with "Registration failed" when the server cannot be reached', async () => {
    const { callsTo } = installFakeFetch(signedOut);
    const { user } = await renderSignedOut();
    // From now on the network is down.
    (global.fetch as jest.Mock).mockRejectedValue(new TypeError('Failed to fetch'));
    await fillRegistration(user, validRegistration);
    await user.click(screen.getByRole('button', { name: AuthCopy.register.submit }));

    expect(await screen.findByText(AuthCopy.register.failedTitle)).toBeInTheDocument();
    expect(
      screen.getByText('Unable to connect to server. Please check your connection and try again.'),
    ).toBeInTheDocument();
    expect(callsTo('POST', '/api/register')).toHaveLength(0);
  });

  it('signs in with the same credentials 1 s after "Account exists"', async () => {
    jest.useFakeTimers();
    const { callsTo } = installFakeFetch({
      ...signedOut,
      'POST /api/register': {
        status: 409,
        body: errorBody(409, 'Username already exists', { code: ApiErrorCode.usernameTaken, field: 'username' }),
      },
      'POST /api/login': { status: 200, body: { ...aUser(), authToken: 'token' } },
    });
    const { user } = await renderSignedOut({ fakeTimers: true });
    await fillRegistration(user, validRegistration);
    await user.click(screen.getByRole('button', { name: AuthCopy.register.submit }));

    expect(await screen.findByText(AuthCopy.register.accountExistsTitle)).toBeInTheDocument();
    expect(screen.getByText(AuthCopy.register.accountExistsDescription)).toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(999));
    expect(callsTo('POST', '/api/login')).toHaveLength(0);

    await act(async () => jest.advanceTimersByTime(1));
    await waitFor(() => expect(callsTo('POST', '/api/login')).toHaveLength(1));
    expect(callsTo('POST', '/api/login')[0].body).toEqual({ username: 'river', password: 'correct-horse' });
    expect(await screen.findByText(AuthCopy.login.successTitle)).toBeInTheDocument();
    // Nothing about the attempt is left in browser storage.
    expect(JSON.stringify({ ...localStorage })).not.toContain('correct-horse');
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('correct-horse');
  });

  it('says "Email already registered" when the email is taken', async () => {
    installFakeFetch({
      ...signedOut,
      'POST /api/register': {
        status: 409,
        body: errorBody(409, 'Email already exists', { code: ApiErrorCode.emailTaken, field: 'email' }),
      },
    });
    const { user } = await renderSignedOut();
    await fillRegistration(user, { ...validRegistration, email: 'river@example.com' });
    await user.click(screen.getByRole('button', { name: AuthCopy.register.submit }));

    expect(await screen.findByText(AuthCopy.register.emailTakenTitle)).toBeInTheDocument();
    expect(screen.getByText(AuthCopy.register.emailTakenDescription)).toBeInTheDocument();
  });

  it('shows "Failed to create account" and the server message on any other registration error', async () => {
    installFakeFetch({ ...signedOut, 'POST /api/register': { status: 500, body: errorBody(500, 'Boom') } });
    const { user } = await renderSignedOut();
    await fillRegistration(user, validRegistration);
    await user.click(screen.getByRole('button', { name: AuthCopy.register.submit }));

    // Under the form and in the toast: a server fault is never shown as its status or JSON.
    expect(await screen.findAllByText(AuthCopy.register.inlineError)).toHaveLength(2);
    expect(screen.getByText(AuthCopy.register.failedTitle)).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('Boom');
  });

  it('shows the inline message and a human sentence in the toast when sign-in fails, never the server JSON', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const body = errorBody(401, 'Invalid username or password', { code: ApiErrorCode.invalidCredentials });
    installFakeFetch({ ...signedOut, 'POST /api/login': { status: 401, body } });
    const { user } = await renderSignedOut();
    await user.click(screen.getByRole('tab', { name: AuthCopy.tabs.login }));
    const form = screen.getByRole('form', { name: AuthCopy.tabs.login });
    await user.type(within(form).getByLabelText(AuthCopy.fields.username), 'river');
    await user.type(within(form).getByLabelText(AuthCopy.fields.password), 'wrong-password');
    await user.click(within(form).getByRole('button', { name: AuthCopy.login.submit }));

    expect(await screen.findByText(AuthCopy.login.failedTitle)).toBeInTheDocument();
    // Once under the form, once in the toast.
    expect(screen.getAllByText(AuthCopy.login.inlineError)).toHaveLength(2);
    expect(document.body.textContent).not.toMatch(/statusCode|INVALID_CREDENTIALS|401/);
    expect(consoleError).toHaveBeenCalled();
  });

  it('shows the rate-limit message instead when sign-in is rate limited', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const message = 'Too many sign-in attempts. Try again in 15 minutes.';
    installFakeFetch({
      ...signedOut,
      'POST /api/login': { status: 429, body: errorBody(429, message, { code: ApiErrorCode.rateLimited }) },
    });
    const { user } = await renderSignedOut();
    await user.click(screen.getByRole('tab', { name: AuthCopy.tabs.login }));
    await user.type(screen.getByLabelText(AuthCopy.fields.username), 'river');
    await user.type(screen.getByLabelText(AuthCopy.fields.password), 'whatever');
    await user.click(screen.getByRole('button', { name: AuthCopy.login.submit }));

    // Under the form and in the toast.
    expect(await screen.findAllByText(message)).toHaveLength(2);
    expect(screen.queryByText(AuthCopy.login.inlineError)).not.toBeInTheDocument();
  });

  it('disables the submit button while the sign-in is pending', async () => {
    const answer = deferred<FakeAnswer>();
    installFakeFetch({ ...signedOut, 'POST /api/login': () => answer.promise });
    const { user } = await renderSignedOut();
    await user.click(screen.getByRole('tab', { name: AuthCopy.tabs.login }));
    await user.type(screen.getByLabelText(AuthCopy.fields.username), 'river');
    await user.type(screen.getByLabelText(AuthCopy.fields.password), 'correct-horse');
    await user.click(screen.getByRole('button', { name: AuthCopy.login.submit }));

    expect(await screen.findByRole('button', { name: AuthCopy.login.pending })).toBeDisabled();
    answer.resolve({ status: 200, body: { ...aUser(), authToken: 'token' } });
    expect(await screen.findByText(AuthCopy.login.successTitle)).toBeInTheDocument();
  });

  it('disables Create Account while the registration is pending', async () => {
    const answer = deferred<FakeAnswer>();
    installFakeFetch({ ...signedOut, 'POST /api/register': () => answer.promise });
    const { user } = await renderSignedOut();
    await fillRegistration(user, validRegistration);
    await user.click(screen.getByRole('button', { name: AuthCopy.register.submit }));

    expect(await screen.findByRole('button', { name: AuthCopy.register.pending })).toBeDisabled();
    answer.resolve({ status: 201, body: { ...aUser(), authToken: 'token' } });
    expect(await screen.findByText(AuthCopy.register.successTitle)).toBeInTheDocument();
  });

  it('sends a fully set-up user home', async () => {
    installFakeFetch({
      'GET /api/session': { status: 200, body: { user: aUser({ onboardingCompleted: true, setupCompleted: true }) } },
    });
    renderWithApp(<AuthPage />, { route: '/auth' });
    await waitFor(() => expect(screen.getByTestId(LOCATION_TEST_ID)).toHaveTextContent(/^\/$/));
  });

  it('shows the wizard to a user who skipped setup earlier', async () => {
    installFakeFetch({
      'GET /api/session': { status: 200, body: { user: aUser({ onboardingCompleted: true, setupCompleted: false }) } },
    });
    renderWithApp(<AuthPage />, { route: '/auth' });
    expect(await screen.findByText('Step 1 of 11')).toBeInTheDocument();
  });
});
