/**
 * Fakes of the browser's push APIs (Notification, navigator.serviceWorker, PushManager) for jsdom,
 * which has none. Only the browser is faked; our own code runs for real.
 */
export interface FakePushOptions {
  permission?: NotificationPermission;
  /** What Notification.requestPermission() answers. */
  answer?: NotificationPermission;
  subscribed?: boolean;
  /** Make pushManager.subscribe fail, as a browser without a push service does. */
  subscribeError?: Error;
}

export const FAKE_ENDPOINT = 'https://push.example.test/subscription/1';

function fakeSubscription(endpoint: string, onUnsubscribe: () => void) {
  return {
    endpoint,
    toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: 'p256dh-key', auth: 'auth-key' } }),
    unsubscribe: jest.fn(async () => {
      onUnsubscribe();
      return true;
    }),
  };
}

type FakeSubscription = ReturnType<typeof fakeSubscription>;

export function installFakePush({
  permission = 'default',
  answer = 'granted',
  subscribed = false,
  subscribeError,
}: FakePushOptions = {}) {
  const state: { permission: NotificationPermission; subscription: FakeSubscription | null } = {
    permission,
    subscription: null,
  };
  // A push service hands out a new endpoint for every subscription: FAKE_ENDPOINT, then FAKE_ENDPOINT/2, ...
  let made = 0;
  const newSubscription = () => {
    made += 1;
    return fakeSubscription(made === 1 ? FAKE_ENDPOINT : `${FAKE_ENDPOINT}/${made}`, () => (state.subscription = null));
  };
  if (subscribed) state.subscription = newSubscription();

  const pushManager = {
    getSubscription: jest.fn(async () => state.subscription),
    subscribe: jest.fn(async (_options: PushSubscriptionOptionsInit) => {
      if (subscribeError) throw subscribeError;
      state.subscription = newSubscription();
      return state.subscription;
    }),
  };
  const registration = { pushManager };
  const serviceWorker = Object.assign(new EventTarget(), {
    getRegistration: jest.fn(async () => registration),
    register: jest.fn(async () => registration),
    ready: Promise.resolve(registration),
  });
  const FakeNotification = {
    get permission() {
      return state.permission;
    },
    requestPermission: jest.fn(async () => {
      if (state.permission === 'default') state.permission = answer;
      return state.permission;
    }),
  };
  Object.defineProperty(navigator, 'serviceWorker', { value: serviceWorker, configurable: true });
  Object.assign(window, { Notification: FakeNotification, PushManager: function PushManager() {} });

  const uninstall = () => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    Reflect.deleteProperty(window, 'Notification');
    Reflect.deleteProperty(window, 'PushManager');
  };
  return { state, pushManager, serviceWorker, notification: FakeNotification, uninstall };
}
