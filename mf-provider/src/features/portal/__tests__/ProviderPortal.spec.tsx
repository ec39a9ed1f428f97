import { screen } from '@testing-library/react';
import ProviderPortal from '../../../exposed/ProviderPortal';
import { PortalCopy } from '../copy';
import { renderWithApp } from '@anchor/app-runtime/testing';

describe('ProviderPortal', () => {
  it('shows four sections, each empty until patients share, and no sample patients', async () => {
    const { user, container } = renderWithApp(<ProviderPortal />, { route: '/provider' });
    expect(container.querySelector('[data-remote="mf_provider"]')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: PortalCopy.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: PortalCopy.patientApp })).toHaveAttribute('href', '/');
    for (const name of ['Dashboard', 'Patients', 'Assessments', 'Reports']) {
      await user.click(screen.getByRole('tab', { name }));
      expect(screen.getByRole('tabpanel')).toHaveTextContent(PortalCopy.empty);
    }
    expect(screen.queryByText(/\b(24|67%)\b/)).not.toBeInTheDocument();
  });
});
