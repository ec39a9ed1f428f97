/**
 * The few service-worker globals we use. The project compiles against the DOM library; adding the
 * WebWorker library beside it clashes, so the worker's side of the API is described here.
 */
export interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}

export interface PushMessageData {
  json(): unknown;
  text(): string;
}

export interface PushEvent extends ExtendableEvent {
  readonly data: PushMessageData | null;
}

export interface NotificationEvent extends ExtendableEvent {
  readonly action: string;
  readonly notification: Notification;
}

export interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown;
}

export interface WindowClient {
  readonly url: string;
  focus(): Promise<WindowClient>;
  postMessage(message: unknown): void;
}

export interface Clients {
  matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClient[]>;
  openWindow(url: string): Promise<WindowClient | null>;
  claim(): Promise<void>;
}

export interface ServiceWorkerScope {
  readonly registration: ServiceWorkerRegistration;
  readonly clients: Clients;
  readonly location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void;
}

/** Notification options the DOM library leaves out (actions are service-worker only). */
export interface PushNotificationOptions extends NotificationOptions {
  actions?: { action: string; title: string }[];
  renotify?: boolean;
}
