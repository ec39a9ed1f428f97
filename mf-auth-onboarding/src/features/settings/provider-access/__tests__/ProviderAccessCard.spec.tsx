import { screen, waitFor } from '@testing-library/react';
import { installFakeFetch, renderWithApp } from '@anchor/app-runtime/testing';
import { ProviderAccessCard } from '../ProviderAccessCard';
import { ProviderAccessCopy } from '../provider-access-copy';

const provider = { providerName: 'Dr. Dana Lee', providerEmail: 'dana.lee@clinic.example' };
const invitation = { id: 7, ...provider, invitedAt: '2026-11-20T10:00:00.000Z' };
const acceptedByDana = { status: 'accepted', acceptedBy: { name: 'Dana Lee', email: 'dana.lee@clinic.example' } };

describe('ProviderAccessCard', () => {
  it('accepts an invitation only on the patient tap, then shows the provider and no invitation', async () => {
    let accepted = false;
    const { callsTo } = installFakeFetch({
      'GET /api/user/provider-access-log': { status: 200, body: [] },
      'GET /api/user/provider-invitations': () => ({ status: 200, body: accepted ? [] : [invitation] }),
      'GET /api/user/provider': () =>
        accepted
          ? { status: 200, body: { ...provider, ...acceptedByDana, shareWellnessSummaries: false } }
          : { status: 404, body: { statusCode: 404, message: 'No healthcare provider is set up' } },
      'POST /api/user/provider-invitations/7/accept': () => {
        accepted = true;
        return { status: 204 };
      },
    });
    const { user } = renderWithApp(<ProviderAccessCard />, { route: '/' });
    expect(
      await screen.findByText(ProviderAccessCopy.invitation(provider.providerName, provider.providerEmail)),
    ).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: ProviderAccessCopy.accept }));

    expect(await screen.findByText(ProviderAccessCopy.accepted(provider.providerName))).toBeInTheDocument();
    expect(callsTo('POST', '/api/user/provider-invitations/7/accept')).toHaveLength(1);
    expect(await screen.findByText('Accepted by Dana Lee (dana.lee@clinic.example).')).toBeInTheDocument();
    const reach = await screen.findByRole('switch', { name: new RegExp(provider.providerName) });
    expect(reach).toHaveAttribute('aria-checked', 'false');
    await waitFor(() => expect(screen.queryByRole('button', { name: ProviderAccessCopy.accept })).toBeNull());
  });

  it('turns mood, practice and crisis summaries on for the named provider and says so', async () => {
    let sharing = false;
    const { callsTo } = installFakeFetch({
      'GET /api/user/provider-access-log': { status: 200, body: [] },
      'GET /api/user/provider-invitations': { status: 200, body: [] },
      'GET /api/user/provider': () => ({
        status: 200,
        body: { ...provider, ...acceptedByDana, shareWellnessSummaries: sharing },
      }),
      'PATCH /api/user/provider': (body) => {
        sharing = (body as { shareWellnessSummaries: boolean }).shareWellnessSummaries;
        return { status: 200, body: { ...provider, ...acceptedByDana, shareWellnessSummaries: sharing } };
      },
    });
    const { user } = renderWithApp(<ProviderAccessCard />, { route: '/' });
    const reach = await screen.findByRole('switch', { name: ProviderAccessCopy.wellnessLabel(provider.providerName) });
    await user.click(reach);

    expect(await screen.findByText(ProviderAccessCopy.wellnessOn)).toBeInTheDocument();
    expect(callsTo('PATCH', '/api/user/provider')[0].body).toEqual({ shareWellnessSummaries: true });
    await waitFor(() =>
      expect(
        screen.getByRole('switch', { name: ProviderAccessCopy.wellnessLabel(provider.providerName) }),
      ).toHaveAttribute('aria-checked', 'true'),
    );
  });

  it('stops sharing only after a confirmation, then shows no provider', async () => {
    let named = true;
    const { callsTo } = installFakeFetch({
      'GET /api/user/provider-access-log': { status: 200, body: [] },
      'GET /api/user/provider-invitations': { status: 200, body: [] },
      'GET /api/user/provider': () =>
        named
          ? { status: 200, body: { ...provider, ...acceptedByDana, shareWellnessSummaries: true } }
          : { status: 404, body: { statusCode: 404, message: 'No healthcare provider is set up' } },
      'DELETE /api/user/provider': () => {
        named = false;
        return { status: 204 };
      },
    });
    const { user } = renderWithApp(<ProviderAccessCard />, { route: '/' });
    await user.click(await screen.findByRole('button', { name: ProviderAccessCopy.stopSharing }));
    expect(screen.getByText(ProviderAccessCopy.stopConfirm(provider.providerName))).toBeInTheDocument();
    expect(callsTo('DELETE', '/api/user/provider')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: ProviderAccessCopy.stopConfirmButton }));

    expect(await screen.findByText(ProviderAccessCopy.stopped(provider.providerName))).toBeInTheDocument();
    expect(callsTo('DELETE', '/api/user/provider')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('switch')).toBeNull());
  });

  it('says the named address has not accepted yet, and what it sees meanwhile', async () => {
    installFakeFetch({
      'GET /api/user/provider-access-log': { status: 200, body: [] },
      'GET /api/user/provider-invitations': { status: 200, body: [] },
      'GET /api/user/provider': {
        status: 200,
        body: { ...provider, status: 'waiting', acceptedBy: null, shareWellnessSummaries: false },
      },
    });
    renderWithApp(<ProviderAccessCard />, { route: '/' });
    expect(
      await screen.findByText(
        'Waiting for dana.lee@clinic.example to accept. They see nothing of yours until they do.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(ProviderAccessCopy.providerSees(provider.providerName, false))).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: ProviderAccessCopy.stopSharing })).toBeEnabled();
  });

  it('offers the summary PDF', async () => {
    installFakeFetch({
      'GET /api/user/provider-access-log': { status: 200, body: [] },
      'GET /api/user/provider-invitations': { status: 200, body: [] },
    });
    renderWithApp(<ProviderAccessCard />, { route: '/' });
    expect(screen.getByRole('button', { name: ProviderAccessCopy.summaryPdf })).toBeEnabled();
    expect(await screen.findByText(ProviderAccessCopy.empty)).toBeInTheDocument();
  });
});
