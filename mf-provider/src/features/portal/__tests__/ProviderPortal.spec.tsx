import { screen } from '@testing-library/react';
import { installFakeFetch, renderWithApp } from '@anchor/app-runtime/testing';
import ProviderPortal from '../../../exposed/ProviderPortal';
import { PortalCopy } from '../copy';

describe('ProviderPortal', () => {
  it('asks a signed-out visitor to sign in and shows no sample patients', async () => {
    installFakeFetch({ 'GET /api/session': { status: 200, body: { user: null } } });
    const { container } = renderWithApp(<ProviderPortal />, { route: '/provider' });
    expect(container.querySelector('[data-remote="mf_provider"]')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: PortalCopy.title })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: PortalCopy.signIn })).toBeInTheDocument();
    expect(screen.queryByText(/\b(24|67%)\b/)).not.toBeInTheDocument();
  });

  it('writes to the administrator address the server is configured with', async () => {
    installFakeFetch({
      'GET /api/session': { status: 200, body: { user: null } },
      'GET /api/provider-portal-info': {
        status: 200,
        body: { contactEmail: 'it-desk@clinic.example', idleMinutes: 15 },
      },
    });
    renderWithApp(<ProviderPortal />, { route: '/provider' });
    const link = await screen.findByRole('link', { name: PortalCopy.contactAdmin }, { timeout: 5000 });
    expect(link).toHaveAttribute('href', expect.stringMatching(/^mailto:it-desk@clinic\.example\?subject=/));
  });

  it('offers a clinician no way into the patient app: the header links only to the administrator', async () => {
    installFakeFetch({
      'GET /api/session': { status: 200, body: { user: null } },
      'GET /api/provider-portal-info': {
        status: 200,
        body: { contactEmail: 'it-desk@clinic.example', idleMinutes: 15 },
      },
    });
    renderWithApp(<ProviderPortal />, { route: '/provider' });
    await screen.findByRole('link', { name: PortalCopy.contactAdmin }, { timeout: 5000 });
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([PortalCopy.contactAdmin]);
  });
});
