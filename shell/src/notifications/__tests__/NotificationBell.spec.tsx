import { PUSH_RECEIVED_MESSAGE } from '@anchor/app-runtime';
import { installFakeFetch, installFakePush, renderWithApp, provideRemoteModule } from '@anchor/app-runtime/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { NotificationsCopy } from '../copy';
import { NotificationBell } from '../NotificationBell';
import { aNotification, notificationList } from './notification-fixtures';
import { OPEN_MOOD_CHECK_IN_MESSAGE } from '../mood-check-in-request';
import { OPEN_LINK_MESSAGE } from '../notification-link';
import { useLocation } from 'react-router-dom';
import type { MoodCheckInProps } from '@anchor/contracts';
import { RemoteModule } from '@anchor/contracts';

/** Stands in for the insights remote: shows the source it was given and a button that calls onDone. */
const stubMoodCheckIn = () =>
  provideRemoteModule(RemoteModule.moodCheckIn, {
    default: ({ source, onDone }: MoodCheckInProps) => (
      <div>
        <p>{`check-in from ${source}`}</p>
        <button type="button" onClick={onDone}>
          Done
        </button>
      </div>
    ),
  });

const newer = aNotification({
  id: 2,
  type: 'medication',
  title: 'Medication Reminder',
  message: 'Time to take Vitamin D',
  data: { medicationName: 'Vitamin D' },
});
const failed = aNotification({
  id: 3,
  type: 'wellness_tip',
  title: 'Wellness Tip',
  status: 'failed',
  sent: false,
  sentAt: null,
  data: {},
});
const older = aNotification({ id: 1, readAt: '2026-11-21T10:00:00.000Z' });
const meditationBell = aNotification({
  id: 7,
  type: 'reminder',
  title: 'Meditation complete',
  message: 'Your meditation session has ended.',
  data: { action: 'meditation-complete' },
});

/** Shows where the app went, search included (the links name a screen in the search). */
function WhereAmI() {
  const location = useLocation();
  return <output aria-label="where">{`${location.pathname}${location.search}`}</output>;
}

const openPanel = async (user: ReturnType<typeof renderWithApp>['user'], name: RegExp = /^Notifications/) => {
  await user.click(await screen.findByRole('button', { name }));
  return screen.getByRole('region', { name: NotificationsCopy.panelTitle });
};

describe('NotificationBell', () => {
  let uninstallPush: (() => void) | undefined;
  afterEach(() => {
    uninstallPush?.();
    uninstallPush = undefined;
  });

  it('shows the unread count on the bell and in its accessible name', async () => {
    installFakeFetch({ 'GET /api/notifications': { status: 200, body: notificationList([newer, failed, older]) } });
    renderWithApp(<NotificationBell />);

    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(within(bell).getByText('2')).toBeInTheDocument();
  });

  it('lists notifications newest first, with time, and marks a failed delivery "Not delivered"', async () => {
    installFakeFetch({ 'GET /api/notifications': { status: 200, body: notificationList([newer, failed, older]) } });
    const { user } = renderWithApp(<NotificationBell />);
    const panel = await openPanel(user, /2 unread/);

    const rows = within(panel).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('button').textContent)).toEqual([
      expect.stringContaining('Medication Reminder'),
      expect.stringContaining('Wellness Tip'),
      expect.stringContaining('Daily Mood Check'),
    ]);
    expect(within(rows[1]).getByText(NotificationsCopy.notDelivered)).toBeInTheDocument();
    expect(within(rows[0]).queryByText(NotificationsCopy.notDelivered)).not.toBeInTheDocument();
    expect(rows[0].querySelector('time')).toHaveAttribute('dateTime', newer.sentAt);
  });

  it('marks one notification read when it is opened, then refreshes the count', async () => {
    let read = false;
    const { callsTo } = installFakeFetch({
      'GET /api/notifications': () => ({
        status: 200,
        body: notificationList([{ ...newer, readAt: read ? '2026-11-21T11:00:00.000Z' : null }, older]),
      }),
      'POST /api/notifications/2/read': () => {
        read = true;
        return { status: 200, body: { ...newer, readAt: '2026-11-21T11:00:00.000Z' } };
      },
    });
    const { user } = renderWithApp(<NotificationBell />);
    const panel = await openPanel(user, /1 unread/);

    await user.click(within(panel).getByRole('button', { name: /Medication Reminder/ }));

    expect(callsTo('POST', '/api/notifications/2/read')).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('marks all as read', async () => {
    const { callsTo } = installFakeFetch({
      'GET /api/notifications': { status: 200, body: notificationList([newer, failed]) },
      'POST /api/notifications/read-all': { status: 200, body: { updated: 2 } },
    });
    const { user } = renderWithApp(<NotificationBell />);
    const panel = await openPanel(user);

    await user.click(within(panel).getByRole('button', { name: NotificationsCopy.markAllRead }));

    await waitFor(() => expect(callsTo('POST', '/api/notifications/read-all')).toHaveLength(1));
  });

  it('marks a daily mood check read and opens the mood check-in in a dialog', async () => {
    stubMoodCheckIn();
    const { callsTo } = installFakeFetch({
      'GET /api/notifications': { status: 200, body: notificationList([aNotification()]) },
      'POST /api/notifications/1/read': { status: 200, body: aNotification() },
    });
    const { user } = renderWithApp(<NotificationBell />);
    const panel = await openPanel(user);

    await user.click(within(panel).getByRole('button', { name: /Daily Mood Check/ }));

    expect(screen.queryByRole('region', { name: NotificationsCopy.panelTitle })).not.toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: NotificationsCopy.moodCheckInTitle });
    expect(await within(dialog).findByText('check-in from reminder')).toBeInTheDocument();
    await waitFor(() => expect(callsTo('POST', '/api/notifications/1/read')).toHaveLength(1));

    // The check-in calls onDone once saved: the dialog closes.
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens no dialog for other notifications', async () => {
    stubMoodCheckIn();
    installFakeFetch({
      'GET /api/notifications': { status: 200, body: notificationList([newer]) },
      'POST /api/notifications/2/read': { status: 200, body: newer },
    });
    const { user } = renderWithApp(<NotificationBell />);
    const panel = await openPanel(user);

    await user.click(within(panel).getByRole('button', { name: /Medication Reminder/ }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the meditation when its end bell is opened, and marks it read', async () => {
    const { callsTo } = installFakeFetch({
      'GET /api/notifications': { status: 200, body: notificationList([meditationBell]) },
      'POST /api/notifications/7/read': { status: 200, body: meditationBell },
    });
    const { user } = renderWithApp(
      <>
        <NotificationBell />
        <WhereAmI />
      </>,
      { route: '/terms' },
    );
    const panel = await openPanel(user);

    await user.click(within(panel).getByRole('button', { name: /Meditation complete/ }));

    expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent('/?tab=mindfulness&exercise=meditation');
    expect(screen.queryByRole('region', { name: NotificationsCopy.panelTitle })).not.toBeInTheDocument();
    await waitFor(() => expect(callsTo('POST', '/api/notifications/7/read')).toHaveLength(1));
  });

  it('goes to the screen the service worker names for a tapped push, and nowhere outside the app', async () => {
    const push = installFakePush();
    uninstallPush = push.uninstall;
    installFakeFetch({ 'GET /api/notifications': { status: 200, body: notificationList([]) } });
    renderWithApp(
      <>
        <NotificationBell />
        <WhereAmI />
      </>,
    );
    await screen.findByRole('button', { name: 'Notifications' });

    act(() => {
      const href = '//elsewhere.example/phish';
      push.serviceWorker.dispatchEvent(new MessageEvent('message', { data: { type: OPEN_LINK_MESSAGE, href } }));
    });
    expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent(/^\/$/);

    act(() => {
      const href = '/?tab=mindfulness&exercise=meditation';
      push.serviceWorker.dispatchEvent(new MessageEvent('message', { data: { type: OPEN_LINK_MESSAGE, href } }));
    });
    expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent('/?tab=mindfulness&exercise=meditation');
  });

  it('opens the check-in when the page was opened at ?check-in=mood, then drops the parameter', async () => {
    stubMoodCheckIn();
    window.history.replaceState(null, '', '/?check-in=mood');
    installFakeFetch({ 'GET /api/notifications': { status: 200, body: notificationList([]) } });
    renderWithApp(<NotificationBell />);

    expect(await screen.findByRole('dialog', { name: NotificationsCopy.moodCheckInTitle })).toBeInTheDocument();
    expect(window.location.search).toBe('');
  });

  it('opens the check-in when the service worker asks for it', async () => {
    stubMoodCheckIn();
    const push = installFakePush();
    uninstallPush = push.uninstall;
    installFakeFetch({ 'GET /api/notifications': { status: 200, body: notificationList([]) } });
    renderWithApp(<NotificationBell />);
    await screen.findByRole('button', { name: 'Notifications' });

    act(() => {
      push.serviceWorker.dispatchEvent(new MessageEvent('message', { data: { type: OPEN_MOOD_CHECK_IN_MESSAGE } }));
    });

    expect(await screen.findByRole('dialog', { name: NotificationsCopy.moodCheckInTitle })).toBeInTheDocument();
  });

  it('refetches at once when the service worker says a push arrived', async () => {
    const push = installFakePush();
    uninstallPush = push.uninstall;
    const { callsTo } = installFakeFetch({ 'GET /api/notifications': { status: 200, body: notificationList([]) } });
    renderWithApp(<NotificationBell />);
    await screen.findByRole('button', { name: 'Notifications' });
    await waitFor(() => expect(callsTo('GET', '/api/notifications')).toHaveLength(1));

    act(() => {
      push.serviceWorker.dispatchEvent(new MessageEvent('message', { data: { type: PUSH_RECEIVED_MESSAGE } }));
    });

    await waitFor(() => expect(callsTo('GET', '/api/notifications')).toHaveLength(2));
  });
});
