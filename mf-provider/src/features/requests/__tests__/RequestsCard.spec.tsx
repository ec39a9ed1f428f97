import { ProviderApiPath, withId } from '@anchor/contracts';
import { installFakeFetch, renderWithApp } from '@anchor/app-runtime/testing';
import { screen, waitFor } from '@testing-library/react';
import { RequestsCopy } from '../../portal/copy';
import { RequestsCard } from '../RequestsCard';

const waiting = {
  id: 12,
  patientName: 'Avery Stone',
  patientEmail: 'avery@example.org',
  requestedAt: '2026-11-20T10:00:00.000Z',
};

describe('patients asking for the provider', () => {
  it('shows nothing while no patient waits', async () => {
    const fake = installFakeFetch({ [`GET ${ProviderApiPath.requests}`]: { status: 200, body: [] } });
    renderWithApp(<RequestsCard />);
    await waitFor(() => expect(fake.callsTo('GET', ProviderApiPath.requests)).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: RequestsCopy.title })).not.toBeInTheDocument();
  });

  it('accepts a waiting patient and asks for the list again', async () => {
    let answered = false;
    const fake = installFakeFetch({
      [`GET ${ProviderApiPath.requests}`]: () => ({ status: 200, body: answered ? [] : [waiting] }),
      [`POST ${withId(ProviderApiPath.acceptRequest, 12)}`]: () => {
        answered = true;
        return { status: 204 };
      },
    });
    const { user } = renderWithApp(<RequestsCard />);
    const item = await screen.findByRole('listitem', { name: 'Avery Stone' });
    expect(item).toHaveTextContent('Avery Stone (avery@example.org)');
    await user.click(screen.getByRole('button', { name: RequestsCopy.accept }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Avery Stone' })).not.toBeInTheDocument());
    expect(fake.callsTo('POST', withId(ProviderApiPath.acceptRequest, 12))).toHaveLength(1);
  });

  it("says in the server's sentence why an answer was refused", async () => {
    installFakeFetch({
      [`GET ${ProviderApiPath.requests}`]: { status: 200, body: [waiting] },
      [`POST ${withId(ProviderApiPath.declineRequest, 12)}`]: {
        status: 404,
        body: { message: 'This request is no longer waiting for you.' },
      },
    });
    const { user } = renderWithApp(<RequestsCard />);
    await user.click(await screen.findByRole('button', { name: RequestsCopy.decline }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This request is no longer waiting for you.');
  });
});
