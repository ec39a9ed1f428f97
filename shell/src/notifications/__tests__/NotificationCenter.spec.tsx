import { installFakeFetch, installFakePush, renderWithApp } from '@anchor/app-runtime/testing';
import { screen, waitFor } from '@testing-library/react';
import { NotificationCenter } from '../NotificationCenter';
import { notificationList } from './notification-fixtures';

describe('NotificationCenter', () => {
  let uninstallPush: () => void;
  afterEach(() => uninstallPush());

  it('shows no bell, registers no service worker and asks for nothing while signed out', async () => {
    const push = installFakePush();
    uninstallPush = push.uninstall;
    const { calls } = installFakeFetch({ 'GET /api/session': { status: 200, body: { user: null } } });
    renderWithApp(<NotificationCenter />);

    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument();
    expect(push.serviceWorker.register).not.toHaveBeenCalled();
  });

  // The service worker itself starts on every page, signed in or not (AppLayout, register-service-worker.ts).
  it('shows the bell once signed in', async () => {
    const push = installFakePush();
    uninstallPush = push.uninstall;
    installFakeFetch({
      'GET /api/session': { status: 200, body: { user: { id: 7, username: 'river', role: 'patient' } } },
      'GET /api/notifications': { status: 200, body: notificationList([]) },
    });
    renderWithApp(<NotificationCenter />);

    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });
});
