import { screen, waitFor, within } from '@testing-library/react';
import { EmailVerificationMessages } from '@anchor/contracts';
import { renderWithApp } from '@anchor/app-runtime/testing';
import SettingsPanel from '../../../exposed/SettingsPanel';
import { AccountCopy } from '../account-copy';
import { aUser, errorBody } from '../../../testing/fixtures';
import { installSettingsServer } from './settings-harness';

const copy = AccountCopy.email;
const unverified = aUser({ email: 'river@example.test', emailVerified: false, onboardingCompleted: true });

afterEach(() => jest.restoreAllMocks());

describe('E-mail address in Account Settings', () => {
  it('sends a code on Verify e-mail, says why a wrong code failed, and shows Verified after the right one', async () => {
    const { callsTo } = installSettingsServer({
      'GET /api/session': { status: 200, body: { user: unverified } },
      'POST /api/user/email/verification': { status: 204 },
      'POST /api/user/email/verify': (body) =>
        (body as { code: string }).code === '246810'
          ? { status: 200, body: { ...unverified, emailVerified: true } }
          : { status: 400, body: errorBody(400, EmailVerificationMessages.codeWrong, { field: 'code' }) },
    });
    const { user } = renderWithApp(<SettingsPanel />, { route: '/' });
    expect(await screen.findByText(copy.notVerified)).toBeInTheDocument();
    expect(screen.queryByLabelText(copy.code)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: copy.verify }));
    expect(await screen.findByText(copy.sent('river@example.test'))).toBeInTheDocument();
    expect(callsTo('POST', '/api/user/email/verification')).toHaveLength(1);

    await user.type(screen.getByLabelText(copy.code), '111111');
    await user.click(screen.getByRole('button', { name: copy.confirm }));
    expect(await screen.findByText(EmailVerificationMessages.codeWrong)).toBeInTheDocument();

    await user.clear(screen.getByLabelText(copy.code));
    await user.type(screen.getByLabelText(copy.code), '246810');
    await user.click(screen.getByRole('button', { name: copy.confirm }));
    expect(await screen.findByText(copy.verified)).toBeInTheDocument();
    expect(screen.queryByLabelText(copy.code)).not.toBeInTheDocument();
    expect(callsTo('POST', '/api/user/email/verify').map((call) => call.body)).toEqual([
      { code: '111111' },
      { code: '246810' },
    ]);
  });

  it('shows a new address waiting for its code, with the code field and a resend', async () => {
    installSettingsServer({
      'GET /api/session': {
        status: 200,
        body: {
          user: aUser({ email: 'river@example.test', emailVerified: true, pendingEmail: 'new.river@example.test' }),
        },
      },
    });
    renderWithApp(<SettingsPanel />, { route: '/' });
    expect(await screen.findByText(copy.waiting('new.river@example.test'))).toBeInTheDocument();
    expect(screen.getByText(copy.verified)).toBeInTheDocument();
    expect(screen.getByLabelText(copy.code)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: copy.resend })).toBeInTheDocument();
  });

  it('says so in a sentence when the e-mail could not be sent', async () => {
    installSettingsServer({
      'GET /api/session': { status: 200, body: { user: unverified } },
      'POST /api/user/email/verification': {
        status: 503,
        body: errorBody(503, EmailVerificationMessages.sendFailed),
      },
    });
    const { user } = renderWithApp(<SettingsPanel />, { route: '/' });
    await user.click(await screen.findByRole('button', { name: copy.verify }));
    expect(await screen.findByText(EmailVerificationMessages.sendFailed)).toBeInTheDocument();
    expect(screen.queryByLabelText(copy.code)).not.toBeInTheDocument();
  });

  it('saves names without sending the e-mail, so a change in waiting is not withdrawn', async () => {
    const { callsTo } = installSettingsServer({
      'PATCH /api/user/profile': (body) => ({ status: 200, body: { ...unverified, ...(body as object) } }),
    });
    const { user } = renderWithApp(<SettingsPanel />, { route: '/' });
    const edit = screen.getByRole('button', { name: 'Edit Profile Information' });
    await waitFor(() => expect(edit).toBeEnabled());
    await user.click(edit);
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText(AccountCopy.profile.lastName), 'berg');
    await user.click(within(dialog).getByRole('button', { name: AccountCopy.profile.save }));
    await waitFor(() => expect(callsTo('PATCH', '/api/user/profile')).toHaveLength(1));
    expect(callsTo('PATCH', '/api/user/profile')[0].body).toEqual({ firstName: 'River', lastName: 'Songberg' });
  });
});
