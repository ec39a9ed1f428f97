import { installFakeFetch, renderWithApp } from '@anchor/app-runtime/testing';
import { screen } from '@testing-library/react';
import { MyClinicianLink } from '../MyClinicianLink';
import { ProviderAccessCopy } from '../provider-access-copy';

const provider = {
  providerName: 'Dr. Dana Lee',
  providerEmail: 'dana.lee@clinic.example',
  shareWellnessSummaries: false,
};

describe('MyClinicianLink', () => {
  it('leads to My clinician once a clinician account accepted', async () => {
    installFakeFetch({
      'GET /api/user/provider': {
        status: 200,
        body: { ...provider, status: 'accepted', acceptedBy: { name: 'Dana Lee', email: provider.providerEmail } },
      },
    });
    renderWithApp(<MyClinicianLink />, { route: '/' });
    expect(await screen.findByRole('link', { name: ProviderAccessCopy.myClinicianLink })).toHaveAttribute(
      'href',
      '/clinician',
    );
  });
});
