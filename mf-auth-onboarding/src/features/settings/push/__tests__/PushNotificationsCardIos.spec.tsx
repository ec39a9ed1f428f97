import { screen, waitFor, within } from '@testing-library/react';
import { installFakeFetch, installFakePush, renderWithApp } from '@anchor/app-runtime/testing';
import { PushCopy } from '../copy';
import { PushNotificationsCard } from '../PushNotificationsCard';
import { reminderList } from './reminder-fixtures';
import {
  IPAD_AS_MAC,
  IPHONE_16_3,
  IPHONE_16_4,
  IPHONE_HOME_SCREEN,
  MAC_CHROME,
  pretendToBe,
  stopPretending,
} from '../../../../testing/ios-device';

const renderCard = () => {
  const fake = installFakeFetch({
    'GET /api/reminders': { status: 200, body: reminderList([]) },
    'GET /api/notifications/vapid-public-key': { status: 200, body: { publicKey: 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9' } },
    'POST /api/notifications/register-token': { status: 201, body: {} },
  });
  return { ...renderWithApp(<PushNotificationsCard />), ...fake };
};

describe('PushNotificationsCard on iPhone and iPad', () => {
  let uninstallPush: (() => void) | undefined;
  afterEach(() => {
    uninstallPush?.();
    uninstallPush = undefined;
    stopPretending();
    jest.restoreAllMocks();
  });

  it('explains the Home Screen step, in numbered steps and with no button, in Safari on an iPhone', async () => {
    pretendToBe({ userAgent: IPHONE_16_4, maxTouchPoints: 5, standalone: false });
    renderCard();

    expect(await screen.findByText(PushCopy.iosHomeScreenNote)).toBeInTheDocument();
    const steps = screen.getByRole('list', { name: PushCopy.iosHomeScreenStepsLabel });
    expect(steps.tagName).toBe('OL');
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Tap Share.',
      'Tap Add to Home Screen.',
      'Open Anchor from your Home Screen and turn reminders on here.',
    ]);
    expect(screen.queryByRole('button', { name: PushCopy.enablePush })).not.toBeInTheDocument();
    expect(screen.queryByText(PushCopy.pushUnsupportedNote)).not.toBeInTheDocument();
  });

  it('treats an iPad that reports a Mac with a touch screen as iOS', async () => {
    pretendToBe({ userAgent: IPAD_AS_MAC, maxTouchPoints: 5 });
    renderCard();

    expect(await screen.findByText(PushCopy.iosHomeScreenNote)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: PushCopy.enablePush })).not.toBeInTheDocument();
  });

  it('asks permission only from a tap in the Home Screen app, then subscribes as on other platforms', async () => {
    pretendToBe({ userAgent: IPHONE_HOME_SCREEN, maxTouchPoints: 5, standalone: true, displayStandalone: true });
    const push = installFakePush({ permission: 'default', answer: 'granted' });
    uninstallPush = push.uninstall;
    const { user, callsTo } = renderCard();

    const enable = await screen.findByRole('button', { name: PushCopy.enablePush });
    expect(screen.queryByText(PushCopy.iosHomeScreenNote)).not.toBeInTheDocument();
    expect(push.notification.requestPermission).not.toHaveBeenCalled();

    await user.click(enable);
    expect(await screen.findByText(PushCopy.pushEnabled)).toBeInTheDocument();
    expect(push.notification.requestPermission).toHaveBeenCalledTimes(1);
    expect(push.pushManager.subscribe).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(callsTo('POST', '/api/notifications/register-token')).toHaveLength(1));
  });

  it('says reminders need iOS 16.4 or later on an older iPhone', async () => {
    pretendToBe({ userAgent: IPHONE_16_3, maxTouchPoints: 5, standalone: false });
    renderCard();

    expect(await screen.findByText(PushCopy.iosTooOldNote)).toBeInTheDocument();
    expect(screen.queryByText(PushCopy.iosHomeScreenNote)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: PushCopy.enablePush })).not.toBeInTheDocument();
  });

  it('says the same in a Home Screen app without the Push API (installed before iOS 16.4)', async () => {
    pretendToBe({ userAgent: IPHONE_HOME_SCREEN, maxTouchPoints: 5, standalone: true });
    renderCard();

    expect(await screen.findByText(PushCopy.iosTooOldNote)).toBeInTheDocument();
  });

  it('leaves a desktop browser as it was: a Mac without touch gets the Enable button', async () => {
    pretendToBe({ userAgent: MAC_CHROME, maxTouchPoints: 0 });
    uninstallPush = installFakePush({ permission: 'default' }).uninstall;
    renderCard();

    expect(await screen.findByRole('button', { name: PushCopy.enablePush })).toBeEnabled();
    expect(screen.getByText(PushCopy.pushDisabledNote)).toBeInTheDocument();
    expect(screen.queryByText(PushCopy.iosHomeScreenNote)).not.toBeInTheDocument();
    expect(screen.queryByText(PushCopy.iosTooOldNote)).not.toBeInTheDocument();
  });
});
