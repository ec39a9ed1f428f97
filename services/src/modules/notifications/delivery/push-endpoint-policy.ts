import { lookup } from 'node:dns';
import type { LookupAddress, LookupAllOptions, LookupOneOptions } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import type { PushEndpointSettings } from '../../../config/push-config';

/**
 * Addresses a push may never reach: loopback, private, shared (CGNAT), link-local, unique-local, multicast,
 * documentation, benchmarking and reserved ranges, in IPv4 and IPv6 (IPv4-mapped IPv6 is checked as IPv4).
 */
const FORBIDDEN = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  FORBIDDEN.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  FORBIDDEN.addSubnet(network, prefix, 'ipv6');
}

/** True when a push must not go to this IP address. */
export function isForbiddenAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  const family = isIP(bare);
  if (family === 4) return FORBIDDEN.check(bare, 'ipv4');
  if (family !== 6) return true;
  const mapped = /^(?:0{0,4}:){0,5}:?ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped) return FORBIDDEN.check(mapped[1], 'ipv4');
  // ::ffff:7f00:1 style (hex) IPv4-mapped and IPv4-compatible forms: refuse outright.
  if (/^(?:0{0,4}:){0,5}:?ffff:[0-9a-f]{1,4}:[0-9a-f]{1,4}$/i.test(bare)) return true;
  return FORBIDDEN.check(bare, 'ipv6');
}

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

export class ForbiddenPushAddressError extends Error {
  override name = 'ForbiddenPushAddressError';
  readonly code = 'EPUSHFORBIDDEN';
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for http(s).request that refuses a host when ANY of its addresses is forbidden. The connection uses
 * the address checked here, so a DNS answer that changes between check and connect (rebinding) cannot slip by.
 */
export function guardedLookup(
  hostname: string,
  options: LookupOneOptions | LookupAllOptions | number,
  callback: LookupCallback,
): void {
  const wantsAll = typeof options === 'object' && options.all === true;
  lookup(hostname, { all: true, verbatim: true }, (error, addresses) => {
    if (error) return callback(error, wantsAll ? [] : '');
    const forbidden = addresses.find((entry) => isForbiddenAddress(entry.address));
    if (forbidden || addresses.length === 0) {
      return callback(new ForbiddenPushAddressError(`${hostname} resolves to a forbidden address`), wantsAll ? [] : '');
    }
    if (wantsAll) return callback(null, addresses);
    callback(null, addresses[0].address, addresses[0].family);
  });
}

/** Resolves the endpoint's host (registration time) and says why it is refused, or null. */
export function resolvedEndpointProblem(endpoint: string, settings: PushEndpointSettings): Promise<string | null> {
  const url = new URL(endpoint);
  if (isStandIn(url, settings) || isIP(url.hostname.replace(/^\[|\]$/g, '')) !== 0) return Promise.resolve(null);
  return new Promise((resolve) => {
    guardedLookup(url.hostname, { all: true }, (error) => {
      // A host that does not resolve now is not refused here: the send-time lookup applies the same rule.
      resolve(error instanceof ForbiddenPushAddressError ? 'must not point at a private or local address' : null);
    });
  });
}
