import { screen, waitFor, within } from '@testing-library/react';
import { renderWithApp } from '@anchor/app-runtime/testing';
import type { MedicationView } from '@anchor/contracts';
import SettingsPanel from '../../../exposed/SettingsPanel';
import { errorBody, someProfileSettings } from '../../../testing/fixtures';
import { MedicationsCopy } from '../medications/medications-copy';
import { PrivacyCopy } from '../privacy/privacy-copy';
import { ProfileCardCopy } from '../profile/profile-copy';
import { installSettingsServer } from './settings-harness';

const aspirin: MedicationView = {
  id: 3,
  name: 'Aspirin',
  dosage: '75 mg',
  times: ['08:00'],
  remindersPaused: false,
  createdAt: '2026-11-01T00:00:00.000Z',
};

const card = (title: string) => screen.getByRole('heading', { name: title }).closest('section') as HTMLElement;

describe('Profile & preferences card', () => {
  it('shows the stored profile and saves a change with the wizard rules', async () => {
    const { callsTo } = installSettingsServer({
      'PATCH /api/user/profile-details': (body) => ({
        status: 200,
        body: someProfileSettings(body as object),
      }),
    });
    const { user } = renderWithApp(<SettingsPanel />, { route: '/' });
    const name = await screen.findByLabelText(ProfileCardCopy.name);
    expect(name).toHaveValue('River');
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: ProfileCardCopy.save }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(callsTo('PATCH', '/api/user/profile-details')).toHaveLength(0);

    await user.type(name, 'Rivka');
    await user.clear(screen.getByLabelText(ProfileCardCopy.age));
    await user.type(screen.getByLabelText(ProfileCardCopy.age), '12');
    await user.click(screen.getByRole('button', { name: ProfileCardCopy.save }));
    expect(await screen.findByText(/not available for anyone under 13/)).toBeInTheDocument();

    await user.clear(screen.getByLabelText(ProfileCardCopy.age));
    await user.type(screen.getByLabelText(ProfileCardCopy.age), '40');
    await user.selectOptions(screen.getByLabelText(ProfileCardCopy.timeZone), 'Asia/Tokyo');
    await user.click(screen.getByRole('button', { name: ProfileCardCopy.save }));
    expect(await screen.findByText(ProfileCardCopy.savedTitle)).toBeInTheDocument();
    expect(callsTo('PATCH', '/api/user/profile-details')[0].body).toEqual({
      name: 'Rivka',
      age: 40,
      guardianConsent: false,
      location: 'Leeds',
      gender: null,
      primaryGoal: '',
      timeZone: 'Asia/Tokyo',
    });
  });

  it('saves emergency alerts and the wearable at once', async () => {
    const { callsTo } = installSettingsServer({
      'PATCH /api/user/profile-settings': (body) => ({ status: 200, body: someProfileSettings({}, body as object) }),
    });
    const { user } = renderWithApp(<SettingsPanel />, { route: '/' });
    const alerts = await screen.findByRole('switch', { name: ProfileCardCopy.emergencyAlerts });
    expect(alerts).toHaveAttribute('aria-checked', 'true');
    await user.click(alerts);
    await user.selectOptions(screen.getByLabelText(ProfileCardCopy.wearable), 'fitbit');
    await waitFor(() =>
      expect(callsTo('PATCH', '/api/user/profile-settings').map((call) => call.body)).toEqual([
        { emergencyAlerts: false },
        { wearableDevice: 'fitbit' },
      ]),
    );
  });
});

describe('Medications card', () => {
  it('adds a medication with dosage and two times', async () => {
    const { callsTo } = installSettingsServer({
      'POST /api/medications': (body) => ({ status: 201, body: { ...aspirin, ...(body as object) } }),
    });
    const { user } = renderWithApp(<SettingsPanel />, { route: '/' });
    const medications = card(MedicationsCopy.title);
    await user.click(await within(medications).findByRole('button', { name: MedicationsCopy.add }));
    await user.click(within(medications).getByRole('button', { name: MedicationsCopy.save }));
    expect(await within(medications).findByText('Medication name is required')).toBeInTheDocument();

    await user.type(within(medications).getByLabelText(MedicationsCopy.name), 'Aspirin');
    await user.type(within(medications).getByLabelText(MedicationsCopy.dosage), '75 mg');
    await user.click(within(medications).getByRole('button', { name: MedicationsCopy.addTime }));
    await user.click(within(medications).getByRole('button', { name: MedicationsCopy.save }));
    expect(await screen.findByText(MedicationsCopy.savedTitle)).toBeInTheDocument();
    expect(callsTo('POST', '/api/medications')[0].body).toMatchObject({
      name: 'Aspirin',
      dosage: '75 mg',
      times: ['08:00', '12:00'],
    });
  });

  it('asks before deleting and says the reminders stop', async () => {
    const { callsTo } = installSettingsServer({
      'GET /api/medications': { status: 200, body: { items: [aspirin] } },
      'DELETE /api/medications/3': { status: 204 },
    });
    const { user } = renderWithApp(<SettingsPanel />, { route: '/' });
    await user.click(await screen.findByRole('button', { name: MedicationsCopy.remove('Aspirin') }));
    const dialog = screen.getByRole('dialog', { name: MedicationsCopy.confirmDelete('Aspirin') });
    expect(within(dialog).getByText(MedicationsCopy.confirmDeleteDetail)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: MedicationsCopy.keep }));
    expect(callsTo('DELETE', '/api/medications/3')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: MedicationsCopy.remove('Aspirin') }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: MedicationsCopy.removeAction }));
    expect(await screen.findByText(MedicationsCopy.deletedTitle)).toBeInTheDocument();
    expect(callsTo('DELETE', '/api/medications/3')).toHaveLength(1);
  });
});

describe('Privacy card', () => {
  it('shows the named provider and turns sharing off, saying shared results are withdrawn', async () => {
    const { callsTo } = installSettingsServer({
      'GET /api/user/provider': {
        status: 200,
        body: { providerName: 'Dr. Rivera', providerEmail: 'dr@clinic.test', status: 'declined', acceptedBy: null },
      },
      'GET /api/user/preferences': { status: 200, body: { healthcareProviderSharing: true } },
      'PATCH /api/user/preferences': { status: 200, body: { healthcareProviderSharing: false } },
    });
    const { user } = renderWithApp(<SettingsPanel />, { route: '/' });
    expect(await screen.findByText('Dr. Rivera, dr@clinic.test')).toBeInTheDocument();
    // The Privacy card and the Provider Access card both say where the request stands.
    expect(
      await screen.findAllByText(
        'dr@clinic.test declined your request. They see nothing of yours; you can name another provider in Privacy or remove this one.',
      ),
    ).toHaveLength(2);
    const sharing = await screen.findByRole('switch', { name: PrivacyCopy.sharing, checked: true });
    await user.click(sharing);
    expect(await screen.findByText(PrivacyCopy.sharingOffDescription)).toBeInTheDocument();
    expect(callsTo('PATCH', '/api/user/preferences')[0].body).toEqual({ healthcareProviderSharing: false });
  });

  it('turns mood noticing off with one flag, saying check-ins stay as they are', async () => {
    const { callsTo } = installSettingsServer({
      'PATCH /api/settings': {
        status: 200,
        body: { allowVideoApps: true, allowVoiceApps: true, allowMessageApps: true, noticeMoodsInChat: false },
      },
    });
    const { user } = renderWithApp(<SettingsPanel />, { route: '/' });
    const noticing = await screen.findByRole('switch', { name: PrivacyCopy.moodNoticing, checked: true });
    expect(screen.getByText(PrivacyCopy.moodNoticingNote)).toBeInTheDocument();
    await user.click(noticing);
    expect(await screen.findByText(PrivacyCopy.moodNoticingOffDescription)).toBeInTheDocument();
    expect(callsTo('PATCH', '/api/settings')[0].body).toEqual({ noticeMoodsInChat: false });
    expect(await screen.findByRole('switch', { name: PrivacyCopy.moodNoticing, checked: false })).toBeInTheDocument();
  });

  it('cannot share before a provider is named, and says why', async () => {
    installSettingsServer({
      'PATCH /api/user/preferences': { status: 500, body: errorBody(500, 'unused') },
    });
    renderWithApp(<SettingsPanel />, { route: '/' });
    expect(await screen.findByText(PrivacyCopy.noProvider)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: PrivacyCopy.sharing })).toBeDisabled();
  });
});
