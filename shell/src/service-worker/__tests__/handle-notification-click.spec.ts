import { OPEN_MOOD_CHECK_IN_MESSAGE } from '../../notifications/mood-check-in-request';
import { OPEN_LINK_MESSAGE } from '../../notifications/notification-link';
import { handleNotificationClick } from '../handle-notification-click';
import type { NotificationEvent, ServiceWorkerScope, WindowClient } from '../sw-types';

const ORIGIN = 'https://anchor.test';

function fakeScope(openPages: string[]) {
  const pages = openPages.map((url) => ({ url, focus: jest.fn(), postMessage: jest.fn() }));
  const openWindow = jest.fn(async () => null);
  const scope = {
    location: { origin: ORIGIN },
    clients: { matchAll: async () => pages as unknown as WindowClient[], openWindow, claim: jest.fn() },
  } as unknown as ServiceWorkerScope;
  return { scope, pages, openWindow };
}

async function click(scope: ServiceWorkerScope, data: unknown) {
  let done: Promise<unknown> = Promise.resolve();
  const event = {
    action: '',
    notification: { close: jest.fn(), data },
    waitUntil: (promise: Promise<unknown>) => {
      done = promise;
    },
  } as unknown as NotificationEvent;
  handleNotificationClick(scope, event);
  await done;
}

const moodCheck = { notificationId: 4, type: 'mood_check', data: { checkType: 'daily_mood' } };

describe('handleNotificationClick', () => {
  beforeEach(() => {
    global.fetch = jest.fn(async () => ({ ok: true }) as Response);
  });

  it('opens a new page at the check-in for a mood check when none is open, and marks it read', async () => {
    const { scope, openWindow } = fakeScope([]);
    await click(scope, moodCheck);
    expect(openWindow).toHaveBeenCalledWith('/?check-in=mood');
    expect(global.fetch).toHaveBeenCalledWith('/api/notifications/4/read', expect.anything());
  });

  it('focuses an open page and asks it to open the check-in', async () => {
    const { scope, pages, openWindow } = fakeScope([`${ORIGIN}/`]);
    await click(scope, moodCheck);
    expect(openWindow).not.toHaveBeenCalled();
    expect(pages[0].focus).toHaveBeenCalled();
    expect(pages[0].postMessage).toHaveBeenCalledWith({ type: OPEN_MOOD_CHECK_IN_MESSAGE });
  });

  const meditationBell = { notificationId: 9, type: 'reminder', data: { action: 'meditation-complete' } };

  it('opens a new page at the meditation for its end bell when none is open, and marks it read', async () => {
    const { scope, openWindow } = fakeScope([]);
    await click(scope, meditationBell);
    expect(openWindow).toHaveBeenCalledWith('/?tab=mindfulness&exercise=meditation');
    expect(global.fetch).toHaveBeenCalledWith('/api/notifications/9/read', expect.anything());
  });

  it('focuses an open page and tells it to show the meditation, without reloading it', async () => {
    const { scope, pages, openWindow } = fakeScope([`${ORIGIN}/`]);
    await click(scope, meditationBell);
    expect(openWindow).not.toHaveBeenCalled();
    expect(pages[0].focus).toHaveBeenCalled();
    expect(pages[0].postMessage).toHaveBeenCalledWith({
      type: OPEN_LINK_MESSAGE,
      href: '/?tab=mindfulness&exercise=meditation',
    });
  });

  it('only opens the app for other notifications', async () => {
    const { scope, openWindow } = fakeScope([]);
    await click(scope, { notificationId: 5, type: 'wellness_tip', data: {} });
    expect(openWindow).toHaveBeenCalledWith('/');
  });
});
