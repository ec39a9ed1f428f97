import { installFakeFetch, renderWithApp } from '@anchor/app-runtime/testing';
import type { SentInvitationView } from '@anchor/contracts';
import { screen, within } from '@testing-library/react';
import { PatientsCopy } from '../../portal/copy';
import { PatientsTab } from '../PatientsTab';
import { InvitationsCopy } from '../invitations-copy';

const declined: SentInvitationView = {
  id: 4,
  patientEmail: 'jordan@mail.example',
  status: 'declined',
  sentAt: '2026-11-20T10:00:00.000Z',
  answeredAt: '2026-11-21T10:00:00.000Z',
};

describe('the invitations a provider sent', () => {
  it("shows a patient's Decline, and lists a new invitation as waiting once sent", async () => {
    let sent = [declined];
    installFakeFetch({
      'GET /api/provider/patients': { status: 200, body: [] },
      'GET /api/provider/invitations': () => ({ status: 200, body: sent }),
      'POST /api/provider/invitations': () => {
        sent = [{ ...declined, id: 5, patientEmail: 'sam@mail.example', status: 'waiting', answeredAt: null }, ...sent];
        return { status: 201, body: { id: 5 } };
      },
    });
    const { user } = renderWithApp(<PatientsTab selected={null} onSelect={() => undefined} />);

    const list = await screen.findByRole('region', { name: InvitationsCopy.title });
    const row = within(list).getByText('jordan@mail.example').closest('li') as HTMLElement;
    expect(within(row).getByText(InvitationsCopy.status.declined)).toBeInTheDocument();

    await user.type(screen.getByLabelText(PatientsCopy.patientEmail), 'sam@mail.example');
    await user.click(screen.getByRole('button', { name: PatientsCopy.addPatient }));
    const fresh = (await within(list).findByText('sam@mail.example')).closest('li') as HTMLElement;
    expect(within(fresh).getByText(InvitationsCopy.status.waiting)).toBeInTheDocument();
  });
});
