import { renderWithApp } from '@anchor/app-runtime/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetUpdateForTests, watchForUpdates } from '../app-update';
import { UpdatePrompt } from '../UpdatePrompt';

type Handler = () => void;

/** Stands in for workbox-window's Workbox: its events fire when a test says so. */
function fakeWorkbox() {
  const handlers = new Map<string, Handler[]>();
  return {
    addEventListener: jest.fn((type: string, handler: Handler) => {
      handlers.set(type, [...(handlers.get(type) ?? []), handler]);
    }),
    messageSkipWaiting: jest.fn(),
    fire(type: string) {
      act(() => (handlers.get(type) ?? []).forEach((handler) => handler()));
    },
  };
}

describe('UpdatePrompt', () => {
  const reload = jest.fn();
  afterEach(() => {
    act(() => resetUpdateForTests());
    reload.mockReset();
  });

  it('says nothing while no new build is waiting', () => {
    watchForUpdates(fakeWorkbox(), reload);
    renderWithApp(<UpdatePrompt />);

    expect(screen.queryByText('A new version is ready')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
  });

  it('offers "Reload" once a new build waits, and lets it take over only when tapped', async () => {
    const workbox = fakeWorkbox();
    watchForUpdates(workbox, reload);
    renderWithApp(<UpdatePrompt />);

    workbox.fire('waiting');

    expect(screen.getByText('A new version is ready')).toBeVisible();
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();

    workbox.fire('controlling');
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
