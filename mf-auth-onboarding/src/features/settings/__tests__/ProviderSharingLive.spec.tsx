import { screen, waitFor, within } from '@testing-library/react';
import { renderWithApp } from '@anchor/app-runtime/testing';
import SettingsPanel from '../../../exposed/SettingsPanel';
import { errorBody } from '../../../testing/fixtures';
import { PrivacyCopy } from '../privacy/privacy-copy';
import { ProviderAccessCopy } from '../provider-access/provider-access-copy';
import { installSettingsServer } from './settings-harness';

const named = {
  providerName: 'Dr. Dana Lee',
  providerEmail: 'dana.lee@clinic.example',
  status: 'accepted',
  acceptedBy: { name: 'Dana Lee', email: 'dana.lee@clinic.example' },
  shareWellnessSummaries: false,
  sharedPhone: null as string | null,
};
const noProvider = { status: 404, body: errorBody(404, 'No healthcare provider is set up') };
const card = (title: string) => screen.getByRole('heading', { name: title }).closest('section') as HTMLElement;

describe('Settings after the patient changes what the provider sees', () => {
  it('updates the Privacy card at once when the patient stops sharing in Provider Access', async () => {
    let provider: typeof named | null = named;
    installSettingsServer({
      'GET /api/user/provider': () => (provider ? { status: 200, body: provider } : noProvider),
      'GET /api/user/preferences': { status: 200, body: { healthcareProviderSharing: true } },
      'GET /api/user/provider-access-log': { status: 200, body: [] },
      'GET /api/user/provider-invitations': { status: 200, body: [] },
      'DELETE /api/user/provider': () => {
        provider = null;
        return { status: 204 };
      },
    });
    const { user } = renderWithApp(<SettingsPanel />, { route: '/' });
    expect(await screen.findByText('Dr. Dana Lee, dana.lee@clinic.example')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: ProviderAccessCopy.stopSharing }));
    await user.click(screen.getByRole('button', { name: ProviderAccessCopy.stopConfirmButton }));

    expect(await within(card(PrivacyCopy.title)).findByText(PrivacyCopy.noProvider)).toBeInTheDocument();
    expect(screen.queryByText('Dr. Dana Lee, dana.lee@clinic.example')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('button', { name: ProviderAccessCopy.stopSharing })).toBeNull());
  });

  it('shares a phone number through a labelled tel field, shows the server sentence for a bad one, and stops', async () => {
    let provider = { ...named };
    const { callsTo } = installSettingsServer({
      'GET /api/user/provider': () => ({ status: 200, body: provider }),
      'GET /api/user/preferences': { status: 200, body: { healthcareProviderSharing: true } },
      'GET /api/user/provider-access-log': { status: 200, body: [] },
      'GET /api/user/provider-invitations': { status: 200, body: [] },
      'PUT /api/user/provider/phone': (body) => {
        const { phone } = body as { phone: string };
        if (phone === 'call me') {
          return { status: 400, body: { ...errorBody(400, 'phone: must be a phone number'), field: 'phone' } };
        }
        provider = { ...provider, sharedPhone: '+442079460958' };
        return { status: 200, body: provider };
      },
      'DELETE /api/user/provider/phone': () => {
        provider = { ...provider, sharedPhone: null };
        return { status: 200, body: provider };
      },
    });
    const { user } = renderWithApp(<SettingsPanel />, { route: '/' });
    const field = await screen.findByLabelText(ProviderAccessCopy.phoneLabel);
    expect(field).toHaveAttribute('type', 'tel');
    await user.type(field, 'call me');
    await user.click(screen.getByRole('button', { name: ProviderAccessCopy.phoneShare }));
    expect(await screen.findByText('Must be a phone number.')).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, '+44 20 7946 0958');
    await user.click(screen.getByRole('button', { name: ProviderAccessCopy.phoneShare }));
    expect(
      await screen.findByText(ProviderAccessCopy.phoneShared('Dr. Dana Lee', '+442079460958')),
    ).toBeInTheDocument();
    // What the provider sees, in one sentence, names the number too.
    expect(
      screen.getByText(ProviderAccessCopy.providerSees('Dr. Dana Lee', false, '+442079460958')),
    ).toBeInTheDocument();
    expect(callsTo('PUT', '/api/user/provider/phone').at(-1)?.body).toEqual({ phone: '+44 20 7946 0958' });

    await user.click(screen.getByRole('button', { name: ProviderAccessCopy.phoneStop }));
    expect(await screen.findByLabelText(ProviderAccessCopy.phoneLabel)).toHaveValue('');
    expect(screen.getByText(ProviderAccessCopy.providerSees('Dr. Dana Lee', false))).toBeInTheDocument();
  });
});
