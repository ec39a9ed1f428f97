import { installFakeFetch, renderWithApp } from '@anchor/app-runtime/testing';
import { screen, waitFor } from '@testing-library/react';
import { ProviderInvitations } from '../ProviderInvitations';
import { ProviderAccessCopy } from '../provider-access-copy';

const invitation = {
  id: 7,
  providerName: 'Dr. Dana Lee',
  providerEmail: 'dana.lee@clinic.example',
  invitedAt: '2026-11-20T10:00:00.000Z',
};

describe('ProviderInvitations', () => {
  it('declines an invitation on the patient tap: nothing is accepted and the invitation leaves the card', async () => {
    let declined = false;
    const { callsTo } = installFakeFetch({
      'GET /api/user/provider-invitations': () => ({ status: 200, body: declined ? [] : [invitation] }),
      'POST /api/user/provider-invitations/7/decline': () => {
        declined = true;
        return { status: 204 };
      },
    });
    const { user } = renderWithApp(<ProviderInvitations />, { route: '/' });
    await user.click(await screen.findByRole('button', { name: ProviderAccessCopy.decline }));

    expect(await screen.findByText(ProviderAccessCopy.invitationDeclined('Dr. Dana Lee'))).toBeInTheDocument();
    expect(callsTo('POST', '/api/user/provider-invitations/7/accept')).toHaveLength(0);
    await waitFor(() => expect(screen.queryByRole('button', { name: ProviderAccessCopy.decline })).toBeNull());
  });
});
