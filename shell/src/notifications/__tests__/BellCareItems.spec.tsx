import { installFakeFetch, renderWithApp } from '@anchor/app-runtime/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { NotificationsCopy } from '../copy';
import { NotificationBell } from '../NotificationBell';
import { aNotification, notificationList } from './notification-fixtures';

const invitation = {
  id: 9,
  providerName: 'Mina Lee',
  providerEmail: 'mina.lee@clinic.example',
  invitedAt: '2026-11-27T09:00:00.000Z',
};
const clinicianMessage = aNotification({
  id: 4,
  type: 'reminder',
  title: 'Message from Mina Lee',
  message: 'How did the week go?',
  data: { kind: 'provider-message' },
});
const assessmentRequest = aNotification({
  id: 5,
  type: 'reminder',
  title: 'New request from your clinician',
  message: 'Mina Lee asked you to take your PCL-5 assessment by 2026-12-01. See it in My clinician.',
  data: { kind: 'provider-request' },
});

function WhereAmI() {
  const location = useLocation();
  return <output aria-label="where">{location.pathname}</output>;
}

const openPanel = async (user: ReturnType<typeof renderWithApp>['user']) => {
  await user.click(await screen.findByRole('button', { name: /^Notifications/ }));
  return screen.getByRole('region', { name: NotificationsCopy.panelTitle });
};

describe("the bell's care items", () => {
  it('shows a waiting invitation as unread with Accept, which accepts it and leaves the list', async () => {
    let answered = false;
    const { callsTo } = installFakeFetch({
      'GET /api/notifications': { status: 200, body: notificationList([]) },
      'GET /api/user/provider-invitations': () => ({ status: 200, body: answered ? [] : [invitation] }),
      'POST /api/user/provider-invitations/9/accept': () => {
        answered = true;
        return { status: 204 };
      },
    });
    const { user } = renderWithApp(<NotificationBell />);
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    const panel = await openPanel(user);

    expect(within(panel).getByText(NotificationsCopy.invitation('Mina Lee', 'mina.lee@clinic.example'))).toBeVisible();
    await user.click(within(panel).getByRole('button', { name: NotificationsCopy.accept }));

    expect(callsTo('POST', '/api/user/provider-invitations/9/accept')).toHaveLength(1);
    expect(await screen.findByText(NotificationsCopy.accepted('Mina Lee'))).toBeInTheDocument();
    await waitFor(() => expect(within(panel).queryByRole('button', { name: NotificationsCopy.accept })).toBeNull());
  });

  it('declines an invitation with Decline, says nothing was shared, and never accepts it', async () => {
    let answered = false;
    const { callsTo } = installFakeFetch({
      'GET /api/notifications': { status: 200, body: notificationList([]) },
      'GET /api/user/provider-invitations': () => ({ status: 200, body: answered ? [] : [invitation] }),
      'POST /api/user/provider-invitations/9/decline': () => {
        answered = true;
        return { status: 204 };
      },
    });
    const { user } = renderWithApp(<NotificationBell />);
    const panel = await openPanel(user);

    await user.click(await within(panel).findByRole('button', { name: NotificationsCopy.decline }));

    expect(await screen.findByText(NotificationsCopy.declined('Mina Lee'))).toBeInTheDocument();
    expect(callsTo('POST', '/api/user/provider-invitations/9/decline')).toHaveLength(1);
    expect(callsTo('POST', '/api/user/provider-invitations/9/accept')).toHaveLength(0);
    await waitFor(() => expect(within(panel).queryByRole('button', { name: NotificationsCopy.decline })).toBeNull());
  });

  it('keeps an invitation and says so when the answer could not be saved', async () => {
    installFakeFetch({
      'GET /api/notifications': { status: 200, body: notificationList([]) },
      'GET /api/user/provider-invitations': { status: 200, body: [invitation] },
      'POST /api/user/provider-invitations/9/accept': {
        status: 404,
        body: { statusCode: 404, message: 'Invitation not found' },
      },
    });
    const { user } = renderWithApp(<NotificationBell />);
    const panel = await openPanel(user);
    await user.click(await within(panel).findByRole('button', { name: NotificationsCopy.accept }));

    expect(await screen.findByText(NotificationsCopy.answerFailed)).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: NotificationsCopy.accept })).toBeInTheDocument();
  });

  it.each([
    ['a clinician message', clinicianMessage],
    ['an assessment request', assessmentRequest],
  ])('opens My clinician from %s', async (_label, item) => {
    installFakeFetch({
      'GET /api/notifications': { status: 200, body: notificationList([item]) },
      'GET /api/user/provider-invitations': { status: 200, body: [] },
      [`POST /api/notifications/${item.id}/read`]: { status: 200, body: item },
    });
    const { user } = renderWithApp(
      <>
        <NotificationBell />
        <WhereAmI />
      </>,
    );
    const panel = await openPanel(user);
    await user.click(within(panel).getByRole('button', { name: new RegExp(item.title) }));

    expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent('/clinician');
  });
});
