/**
 * iPhone and iPad deliver Web Push only to a web app opened from the Home Screen (iOS/iPadOS 16.4+).
 * - 'not-ios': any other browser; push works as it says.
 * - 'add-to-home-screen': iOS in a browser tab, where no button can turn push on.
 * - 'installed': opened from the Home Screen with the Push API; asked and subscribed as everywhere else.
 * - 'too-old': iOS older than 16.4, which has no Web Push at all.
 */
export type IosPushSupport = 'not-ios' | 'add-to-home-screen' | 'installed' | 'too-old';

const FIRST_WITH_PUSH = { major: 16, minor: 4 };

type IosNavigator = Navigator & { standalone?: boolean };

function isIos(nav: IosNavigator): boolean {
  if (/iPhone|iPad|iPod/.test(nav.userAgent)) return true;
  // iPadOS 13+ asks for desktop sites and reports a Mac; a Mac has no touch screen.
  return /Macintosh/.test(nav.userAgent) && nav.maxTouchPoints > 1;
}

/** The version an iPhone names ("CPU iPhone OS 16_4 like Mac OS X"), or an iPad posing as a Mac ("Version/16.4"). */
function iosVersion(userAgent: string): { major: number; minor: number } | null {
  const found = / OS (\d+)_(\d+)(?:_\d+)? like Mac OS X/.exec(userAgent) ?? /Version\/(\d+)\.(\d+)/.exec(userAgent);
  return found ? { major: Number(found[1]), minor: Number(found[2]) } : null;
}

function olderThanPush(version: { major: number; minor: number }): boolean {
  if (version.major !== FIRST_WITH_PUSH.major) return version.major < FIRST_WITH_PUSH.major;
  return version.minor < FIRST_WITH_PUSH.minor;
}

function isStandalone(nav: IosNavigator): boolean {
  if (nav.standalone === true) return true;
  return typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches;
}

function hasPushApi(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

export function readIosPushSupport(): IosPushSupport {
  if (typeof navigator === 'undefined') return 'not-ios';
  const nav = navigator as IosNavigator;
  if (!isIos(nav)) return 'not-ios';
  // A Home Screen app's user agent names no Safari version: the Push API itself tells whether it is new enough.
  if (isStandalone(nav)) return hasPushApi() ? 'installed' : 'too-old';
  const version = iosVersion(nav.userAgent);
  return version && olderThanPush(version) ? 'too-old' : 'add-to-home-screen';
}
