import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AppProviders } from '../../providers/AppProviders';
import { createAppStore } from '../../store/create-app-store';
import { installFakeFetch } from '../../testing/fake-fetch';
import { FAKE_ENDPOINT, installFakePush } from '../../testing/fake-push';
import { usePushSubscription } from '../usePushSubscription';

// A real P-256 public key is 65 bytes; any base64url text exercises the conversion.
const PUBLIC_KEY = 'BAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8gISIjJCUmJygpKissLS4vMDEyMzQ1Njc4OTo7PD0-P0A';

const renderPush = () => {
  const store = createAppStore();
  const wrapper = ({ children }: { children: ReactNode }) => <AppProviders store={store}>{children}</AppProviders>;
  return renderHook(() => usePushSubscription(), { wrapper });
};

describe('usePushSubscription', () => {
  let uninstall: (() => void) | undefined;
  afterEach(() => {
    uninstall?.();
    uninstall = undefined;
  });

  it("is 'unsupported' in a browser without service workers or the Push API", async () => {
    const { result } = renderPush();
    await waitFor(() => expect(result.current.state).toBe('unsupported'));
  });

  it("is 'denied' when the user blocked notifications, and 'default' before anyone asked", async () => {
    uninstall = installFakePush({ permission: 'denied' }).uninstall;
    const denied = renderPush();
    await waitFor(() => expect(denied.result.current.state).toBe('denied'));
    uninstall();

    uninstall = installFakePush({ permission: 'default' }).uninstall;
    const unasked = renderPush();
    await waitFor(() => expect(unasked.result.current.state).toBe('default'));
  });

  it("is 'subscribed' only with permission granted and a subscription held", async () => {
    uninstall = installFakePush({ permission: 'granted', subscribed: false }).uninstall;
    const granted = renderPush();
    await waitFor(() => expect(granted.result.current.state).toBe('default'));
    uninstall();

    uninstall = installFakePush({ permission: 'granted', subscribed: true }).uninstall;
    const held = renderPush();
    await waitFor(() => expect(held.result.current.state).toBe('subscribed'));
  });

  it('enable() asks permission, subscribes with the server key and registers the subscription', async () => {
    const push = installFakePush({ permission: 'default', answer: 'granted' });
    uninstall = push.uninstall;
    const { callsTo } = installFakeFetch({
      'GET /api/notifications/vapid-public-key': { status: 200, body: { publicKey: PUBLIC_KEY } },
      'POST /api/notifications/register-token': { status: 201, body: { id: 1, kind: 'web' } },
    });
    const { result } = renderPush();
    await waitFor(() => expect(result.current.state).toBe('default'));

    await act(async () => expect(await result.current.enable()).toBe('subscribed'));

    expect(push.notification.requestPermission).toHaveBeenCalledTimes(1);
    const options = push.pushManager.subscribe.mock.calls[0][0];
    expect(options.userVisibleOnly).toBe(true);
    expect(options.applicationServerKey).toBeInstanceOf(Uint8Array);
    expect((options.applicationServerKey as Uint8Array).length).toBe(65);
    expect(callsTo('POST', '/api/notifications/register-token')[0].body).toEqual({
      token: { endpoint: FAKE_ENDPOINT, expirationTime: null, keys: { p256dh: 'p256dh-key', auth: 'auth-key' } },
    });
    expect(result.current.state).toBe('subscribed');
  });

  it('enable() leaves everything off when the user says no', async () => {
    const push = installFakePush({ permission: 'default', answer: 'denied' });
    uninstall = push.uninstall;
    const { calls } = installFakeFetch({});
    const { result } = renderPush();
    await waitFor(() => expect(result.current.state).toBe('default'));

    await act(async () => expect(await result.current.enable()).toBe('denied'));

    expect(push.pushManager.subscribe).not.toHaveBeenCalled();
    expect(calls).toHaveLength(0);
  });

  it('enable() drops the browser subscription again when the server refuses it, and rejects', async () => {
    const push = installFakePush({ permission: 'granted' });
    uninstall = push.uninstall;
    installFakeFetch({
      'GET /api/notifications/vapid-public-key': { status: 200, body: { publicKey: PUBLIC_KEY } },
      'POST /api/notifications/register-token': { status: 400, body: { statusCode: 400, message: 'bad token' } },
    });
    const { result } = renderPush();
    await waitFor(() => expect(result.current.state).toBe('default'));

    await act(async () => expect(result.current.enable()).rejects.toMatchObject({ status: 400 }));

    expect(push.state.subscription).toBeNull();
    expect(result.current.state).toBe('default');
  });

  it('enable() makes a fresh subscription when the one this browser holds belongs to another account', async () => {
    const push = installFakePush({ permission: 'granted', subscribed: true });
    uninstall = push.uninstall;
    const { callsTo } = installFakeFetch({
      'GET /api/notifications/vapid-public-key': { status: 200, body: { publicKey: PUBLIC_KEY } },
      'POST /api/notifications/register-token': (body) =>
        (body as { token: { endpoint: string } }).token.endpoint === FAKE_ENDPOINT
          ? {
              status: 409,
              body: { statusCode: 409, field: 'token.endpoint', code: 'PUSH_SUBSCRIPTION_TAKEN', message: 'taken' },
            }
          : { status: 201, body: { id: 2, kind: 'web' } },
    });
    const { result } = renderPush();
    await waitFor(() => expect(result.current.state).toBe('subscribed'));

    await act(async () => expect(await result.current.enable()).toBe('subscribed'));

    const endpoints = callsTo('POST', '/api/notifications/register-token').map(
      (call) => (call.body as { token: { endpoint: string } }).token.endpoint,
    );
    expect(endpoints).toEqual([FAKE_ENDPOINT, `${FAKE_ENDPOINT}/2`]);
    expect(push.state.subscription?.endpoint).toBe(`${FAKE_ENDPOINT}/2`);
  });

  it('disable() unsubscribes and asks the server to forget the endpoint', async () => {
    const push = installFakePush({ permission: 'granted', subscribed: true });
    uninstall = push.uninstall;
    const { callsTo } = installFakeFetch({ 'DELETE /api/notifications/subscriptions': { status: 204 } });
    const { result } = renderPush();
    await waitFor(() => expect(result.current.state).toBe('subscribed'));

    await act(async () => expect(await result.current.disable()).toBe('default'));

    expect(callsTo('DELETE', '/api/notifications/subscriptions')[0].body).toEqual({ endpoint: FAKE_ENDPOINT });
  });
});
