import { screen, waitFor, within } from '@testing-library/react';
import SettingsPanel from '../../../exposed/SettingsPanel';
import { AccountCopy } from '../account-copy';
import { errorBody, someProfileSettings } from '../../../testing/fixtures';
import { LOCATION_TEST_ID, renderWithApp } from '@anchor/app-runtime/testing';
import { installSettingsServer } from './settings-harness';

/** jsdom's Blob has no text(); FileReader it has. */
const readText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

describe('Data Management', () => {
  it('downloads the JSON export as a file', async () => {
    const exported = JSON.stringify({ user: { firstName: 'River' } });
    const { callsTo } = installSettingsServer({
      'GET /api/user/export?format=json': {
        status: 200,
        text: exported,
        headers: {
          'Content-Type': 'application/json',
          'Content-Disposition': 'attachment; filename="anchor-export-2026-11-21.json"',
        },
      },
    });
    const saved: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:export';
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('anchor-export-2026-11-21.json');
      expect(this.getAttribute('href')).toBe('blob:export');
    });
    const { user } = renderWithApp(<SettingsPanel />, { route: '/' });
    await user.click(screen.getByRole('button', { name: AccountCopy.data.exportJson }));

    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(callsTo('GET', '/api/user/export?format=json')).toHaveLength(1);
    await expect(readText(saved[0])).resolves.toBe(exported);
  });

  it('asks for the password before deleting the account, then clears local data and goes to /auth', async () => {
    const { callsTo } = installSettingsServer({ 'DELETE /api/user': { status: 204 } });
    localStorage.setItem('onboarding_completed', 'true');
    const { user } = renderWithApp(<SettingsPanel />, { route: '/' });
    await user.click(screen.getByRole('button', { name: AccountCopy.data.delete }));

    const dialog = screen.getByRole('dialog', { name: AccountCopy.data.deleteTitle });
    const confirm = within(dialog).getByRole('button', { name: AccountCopy.data.deleteConfirm });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText(AccountCopy.data.deletePassword), 'my secret');
    await user.click(confirm);

    await waitFor(() => expect(screen.getByTestId(LOCATION_TEST_ID)).toHaveTextContent('/auth'));
    expect(callsTo('DELETE', '/api/user')[0].body).toEqual({ password: 'my secret' });
    expect(localStorage.getItem('onboarding_completed')).toBeNull();
  });

  it('keeps the dialog open and says why when the password is wrong', async () => {
    installSettingsServer({ 'DELETE /api/user': { status: 403, body: errorBody(403, 'Password is incorrect') } });
    const { user } = renderWithApp(<SettingsPanel />, { route: '/' });
    await user.click(screen.getByRole('button', { name: AccountCopy.data.delete }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText(AccountCopy.data.deletePassword), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: AccountCopy.data.deleteConfirm }));
    expect(await within(dialog).findByText('Password is incorrect.')).toBeInTheDocument();
  });
});

describe('Account Settings', () => {
  it('edits the name, and asks the current password when the e-mail changes', async () => {
    const { callsTo } = installSettingsServer({
      'PATCH /api/user/profile': (body) => ({ status: 200, body: { ...(body as object) } }),
    });
    const { user } = renderWithApp(<SettingsPanel />, { route: '/' });
    const edit = screen.getByRole('button', { name: 'Edit Profile Information' });
    await waitFor(() => expect(edit).toBeEnabled());
    await user.click(edit);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByLabelText(AccountCopy.profile.currentPassword)).not.toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(AccountCopy.profile.firstName));
    await user.type(within(dialog).getByLabelText(AccountCopy.profile.firstName), 'Rivka');
    await user.clear(within(dialog).getByLabelText(AccountCopy.profile.email));
    await user.type(within(dialog).getByLabelText(AccountCopy.profile.email), 'rivka@example.test');
    await user.type(within(dialog).getByLabelText(AccountCopy.profile.currentPassword), 'current pass');
    await user.click(within(dialog).getByRole('button', { name: AccountCopy.profile.save }));

    expect(await screen.findByText(AccountCopy.profile.savedTitle)).toBeInTheDocument();
    expect(callsTo('PATCH', '/api/user/profile')[0].body).toEqual({
      firstName: 'Rivka',
      lastName: 'Song',
      email: 'rivka@example.test',
      currentPassword: 'current pass',
    });
  });

  it('refuses a blank first name in the form, as registration does, and sends nothing', async () => {
    const { callsTo } = installSettingsServer();
    const { user } = renderWithApp(<SettingsPanel />, { route: '/' });
    const edit = screen.getByRole('button', { name: 'Edit Profile Information' });
    await waitFor(() => expect(edit).toBeEnabled());
    await user.click(edit);
    const dialog = screen.getByRole('dialog');
    await user.clear(within(dialog).getByLabelText(AccountCopy.profile.firstName));
    await user.type(within(dialog).getByLabelText(AccountCopy.profile.firstName), '   ');
    await user.click(within(dialog).getByRole('button', { name: AccountCopy.profile.save }));

    expect(await within(dialog).findByText('First name is required')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(AccountCopy.profile.firstName)).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo('PATCH', '/api/user/profile')).toHaveLength(0);
  });

  it('changes the password and says other devices were signed out', async () => {
    const { callsTo } = installSettingsServer({ 'POST /api/user/password': { status: 204 } });
    const { user } = renderWithApp(<SettingsPanel />, { route: '/' });
    await user.click(screen.getByRole('button', { name: 'Change Security' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText(AccountCopy.security.currentPassword), 'old password');
    await user.type(within(dialog).getByLabelText(AccountCopy.security.newPassword), 'new password 1');
    await user.click(within(dialog).getByRole('button', { name: AccountCopy.security.save }));

    expect(await screen.findByText(AccountCopy.security.savedDescription)).toBeInTheDocument();
    expect(callsTo('POST', '/api/user/password')[0].body).toEqual({
      currentPassword: 'old password',
      newPassword: 'new password 1',
    });
  });
});

describe('Accessibility', () => {
  it('switches large text at once and stores it on the server', async () => {
    const { callsTo } = installSettingsServer({
      'PATCH /api/user/profile-settings': { status: 200, body: someProfileSettings({}, { largeText: true }) },
    });
    const { user, store } = renderWithApp(<SettingsPanel />, { route: '/' });
    await user.click(screen.getByRole('switch', { name: AccountCopy.accessibility.largeText }));

    expect(store.getState().preferences.largeText).toBe(true);
    await waitFor(() => expect(callsTo('PATCH', '/api/user/profile-settings')[0]?.body).toEqual({ largeText: true }));
  });
});
