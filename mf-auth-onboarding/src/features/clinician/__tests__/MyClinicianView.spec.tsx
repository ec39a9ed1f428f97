import { installFakeFetch, renderWithApp } from '@anchor/app-runtime/testing';
import type { MyClinicianView as MyClinicianData } from '@anchor/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { MyClinicianCopy } from '../copy';
import { MyClinicianView } from '../MyClinicianView';

const fromClinician = {
  id: 1,
  author: 'provider' as const,
  body: 'How did the week go?',
  createdAt: '2026-11-26T15:00:00.000Z',
  readAt: null,
};
const fromPatient = {
  ...fromClinician,
  id: 2,
  author: 'patient' as const,
  body: 'Better, thanks.',
  createdAt: '2026-11-27T08:00:00.000Z',
};
const open: MyClinicianData = {
  clinician: { name: 'Mina Lee' },
  open: true,
  messages: [fromClinician, fromPatient],
  requests: [{ id: 3, dueDate: '2026-12-01', notes: 'Before our next session' }],
};

describe('MyClinicianView', () => {
  it("shows the clinician's name, the request with its note, due date and link, and the thread newest at the bottom", async () => {
    const { callsTo } = installFakeFetch({
      'GET /api/user/clinician': { status: 200, body: open },
      'POST /api/user/clinician/read': { status: 204 },
    });
    renderWithApp(<MyClinicianView />, { route: '/clinician' });

    expect(await screen.findByText(MyClinicianCopy.intro('Mina Lee'))).toBeInTheDocument();
    const due = new Date('2026-12-01T00:00:00Z').toLocaleDateString(undefined, {
      dateStyle: 'medium',
      timeZone: 'UTC',
    });
    expect(screen.getByText(MyClinicianCopy.request(due))).toBeInTheDocument();
    expect(screen.getByText(MyClinicianCopy.requestNote('Before our next session'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: MyClinicianCopy.takeAssessment })).toHaveAttribute('href', '/assessment');
    const items = screen.getAllByRole('listitem').filter((item) => item.querySelector('time'));
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('How did the week go?'),
      expect.stringContaining('Better, thanks.'),
    ]);
    expect(within(items[0]).getByText(MyClinicianCopy.unread)).toBeInTheDocument();
    expect(items[0].querySelector('time')).toHaveAttribute('dateTime', fromClinician.createdAt);
    await waitFor(() => expect(callsTo('POST', '/api/user/clinician/read')).toHaveLength(1));
  });

  it('keeps the typed reply in the box with the server sentence when sending fails, and sends it on retry', async () => {
    let fail = true;
    const { callsTo } = installFakeFetch({
      'GET /api/user/clinician': { status: 200, body: { ...open, messages: [fromPatient] } },
      'POST /api/user/clinician/messages': () =>
        fail
          ? {
              status: 429,
              body: { statusCode: 429, message: 'You can send up to 10 messages an hour. Please try again later.' },
            }
          : { status: 201, body: { ...fromPatient, id: 9, body: 'I slept better' } },
    });
    const { user } = renderWithApp(<MyClinicianView />, { route: '/clinician' });
    const box = await screen.findByRole('textbox', { name: MyClinicianCopy.replyLabel('Mina Lee') });
    await user.type(box, 'I slept better');
    await user.click(screen.getByRole('button', { name: MyClinicianCopy.send }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      `${MyClinicianCopy.sendFailed} You can send up to 10 messages an hour. Please try again later.`,
    );
    expect(box).toHaveValue('I slept better');

    fail = false;
    await user.click(screen.getByRole('button', { name: MyClinicianCopy.send }));
    expect(await screen.findByText(MyClinicianCopy.sent)).toBeInTheDocument();
    expect(box).toHaveValue('');
    expect(callsTo('POST', '/api/user/clinician/messages').map((call) => call.body)).toEqual([
      { message: 'I slept better' },
      { message: 'I slept better' },
    ]);
  });

  it('sends nothing for an empty reply and says what is missing', async () => {
    const { callsTo } = installFakeFetch({
      'GET /api/user/clinician': { status: 200, body: { ...open, messages: [] } },
    });
    const { user } = renderWithApp(<MyClinicianView />, { route: '/clinician' });
    await user.click(await screen.findByRole('button', { name: MyClinicianCopy.send }));

    expect(await screen.findByRole('alert')).toHaveTextContent(MyClinicianCopy.empty);
    expect(callsTo('POST', '/api/user/clinician/messages')).toHaveLength(0);
  });

  it('after Stop sharing shows the history read-only, says so, and offers no reply box', async () => {
    installFakeFetch({
      'GET /api/user/clinician': { status: 200, body: { ...open, open: false, requests: [], messages: [fromPatient] } },
    });
    renderWithApp(<MyClinicianView />, { route: '/clinician' });

    expect(await screen.findByText(MyClinicianCopy.closed('Mina Lee'))).toBeInTheDocument();
    expect(screen.getByText('Better, thanks.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('says there is no clinician yet when none was accepted', async () => {
    installFakeFetch({
      'GET /api/user/clinician': { status: 200, body: { clinician: null, open: false, messages: [], requests: [] } },
    });
    renderWithApp(<MyClinicianView />, { route: '/clinician' });
    expect(await screen.findByText(MyClinicianCopy.noClinician)).toBeInTheDocument();
  });
});
