import { isIP } from 'node:net';
import { ForbiddenAddressError, guardedLookup, isForbiddenAddress } from '../../../common/outbound-address';
import type { PushEndpointSettings } from '../../../config/push-config';

function hostAllowed(host: string, allowed: string[]): boolean {
  return allowed.some((pattern) =>
    pattern.startsWith('*.') ? host.endsWith(pattern.slice(1)) && host.length > pattern.length - 1 : host === pattern,
  );
}

/** The endpoint is the local stand-in push service the settings name (never in production). */
export function isStandIn(url: URL, settings: PushEndpointSettings): boolean {
  return settings.standInOrigin !== null && url.origin === settings.standInOrigin;
}

/** Why this endpoint is refused before any address is looked up, or null when its form and host are allowed. */
export function endpointProblem(endpoint: string, settings: PushEndpointSettings): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'must be a URL';
  }
  if (isStandIn(url, settings)) return null;
  if (url.protocol !== 'https:') return 'must be an https URL';
  if (url.username || url.password) return 'must not carry credentials';
  if (url.port && url.port !== '443') return 'must use the standard https port';
  const host = url.hostname.toLowerCase();
  if (isIP(host.replace(/^\[|\]$/g, '')) !== 0 && isForbiddenAddress(host)) {
    return 'must not point at a private or local address';
  }
  if (!hostAllowed(host, settings.hosts)) return 'must be a push service of a supported browser';
  return null;
}

/** Resolves the endpoint's host (registration time) and says why it is refused, or null. */
export function resolvedEndpointProblem(endpoint: string, settings: PushEndpointSettings): Promise<string | null> {
  const url = new URL(endpoint);
  if (isStandIn(url, settings) || isIP(url.hostname.replace(/^\[|\]$/g, '')) !== 0) return Promise.resolve(null);
  return new Promise((resolve) => {
    guardedLookup(url.hostname, { all: true }, (error) => {
      // A host that does not resolve now is not refused here: the send-time lookup applies the same rule.
      resolve(error instanceof ForbiddenAddressError ? 'must not point at a private or local address' : null);
    });
  });
}
