import { installFakeFetch, renderWithApp } from '@anchor/app-runtime/testing';
import type { CareMessageView } from '@anchor/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { PatientThread } from '../PatientThread';
import { ThreadCopy } from '../thread-copy';

const sent: CareMessageView = {
  id: 1,
  author: 'provider',
  body: 'How did the week go?',
  createdAt: '2026-11-26T15:00:00.000Z',
  readAt: '2026-11-26T18:00:00.000Z',
};
const reply: CareMessageView = {
  id: 2,
  author: 'patient',
  body: 'Better, thanks.',
  createdAt: '2026-11-27T08:00:00.000Z',
  readAt: null,
};

describe('PatientThread', () => {
  it("shows the patient's unread reply marked, under the provider's message, and marks it read", async () => {
    const { callsTo } = installFakeFetch({
      'GET /api/provider/patients/7/thread': { status: 200, body: { messages: [sent, reply] } },
      'POST /api/provider/patients/7/thread/read': { status: 204 },
    });
    renderWithApp(<PatientThread patientId={7} patientName="Alex Moss" />);

    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('How did the week go?'),
      expect.stringContaining('Better, thanks.'),
    ]);
    expect(within(items[1]).getByText('Alex Moss')).toBeInTheDocument();
    expect(within(items[1]).getByText(ThreadCopy.unread)).toBeInTheDocument();
    expect(within(items[0]).queryByText(ThreadCopy.unread)).not.toBeInTheDocument();
    await waitFor(() => expect(callsTo('POST', '/api/provider/patients/7/thread/read')).toHaveLength(1));
  });

  it('sends a message from the box into the thread, and keeps the text with a sentence when it fails', async () => {
    let messages = [sent];
    let fail = true;
    installFakeFetch({
      'GET /api/provider/patients/7/thread': () => ({ status: 200, body: { messages } }),
      'POST /api/provider/patients/7/messages': (body) => {
        if (fail) return { status: 404, body: { statusCode: 404, message: 'Patient not found' } };
        messages = [...messages, { ...sent, id: 3, body: (body as { message: string }).message }];
        return { status: 204 };
      },
    });
    const { user } = renderWithApp(<PatientThread patientId={7} patientName="Alex Moss" />);
    const box = await screen.findByRole('textbox', { name: ThreadCopy.messageLabel });
    await user.type(box, 'See you Tuesday');
    await user.click(screen.getByRole('button', { name: ThreadCopy.send }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`${ThreadCopy.sendFailed} Patient not found.`);
    expect(box).toHaveValue('See you Tuesday');

    fail = false;
    await user.click(screen.getByRole('button', { name: ThreadCopy.send }));
    expect(await screen.findByText('See you Tuesday', { selector: 'p' })).toBeInTheDocument();
    expect(box).toHaveValue('');
  });
});
