/** User agents and device traits of iPhones and iPads, to test what the app says about push on each. */
export const IPHONE_16_4 =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 16_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.4 Mobile/15E148 Safari/604.1';
export const IPHONE_HOME_SCREEN =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
export const IPHONE_16_3 =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 16_3_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.3 Mobile/15E148 Safari/604.1';
// iPadOS Safari asks for desktop sites: a Mac's user agent, but with a touch screen.
export const IPAD_AS_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15';
export const MAC_CHROME =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

export interface Device {
  userAgent: string;
  maxTouchPoints?: number;
  /** Safari's navigator.standalone, true in a Home Screen app. */
  standalone?: boolean;
  /** What `(display-mode: standalone)` answers. */
  displayStandalone?: boolean;
}

const stubbed = ['userAgent', 'maxTouchPoints', 'standalone'] as const;

export function pretendToBe({ userAgent, maxTouchPoints = 0, standalone, displayStandalone = false }: Device) {
  Object.defineProperty(navigator, 'userAgent', { value: userAgent, configurable: true });
  Object.defineProperty(navigator, 'maxTouchPoints', { value: maxTouchPoints, configurable: true });
  if (standalone !== undefined)
    Object.defineProperty(navigator, 'standalone', { value: standalone, configurable: true });
  const matchMedia = jest.fn((query: string) => ({
    matches: query === '(display-mode: standalone)' && displayStandalone,
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
  Object.defineProperty(window, 'matchMedia', { value: matchMedia, configurable: true, writable: true });
}

/** Undoes `pretendToBe`. */
export function stopPretending() {
  stubbed.forEach((key) => Reflect.deleteProperty(navigator, key));
  Reflect.deleteProperty(window, 'matchMedia');
}
