import { lookup } from 'node:dns';
import type { LookupAddress, LookupAllOptions, LookupOneOptions } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/**
 * Addresses the server never calls: loopback, private, shared (CGNAT), link-local, unique-local, multicast,
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

/** True when the server must not call this IP address. */
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

export class ForbiddenAddressError extends Error {
  override name = 'ForbiddenAddressError';
  readonly code = 'EFORBIDDENADDRESS';
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for http(s).request and agents that refuses a host when ANY of its addresses is forbidden. The
 * connection uses the address checked here, so a DNS answer that changes between check and connect (rebinding)
 * cannot slip by.
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
      return callback(new ForbiddenAddressError(`${hostname} resolves to a forbidden address`), wantsAll ? [] : '');
    }
    if (wantsAll) return callback(null, addresses);
    callback(null, addresses[0].address, addresses[0].family);
  });
}

/**
 * Why the server must not call this URL (its host is, or resolves to, a loopback, private or link-local address),
 * or null. The origins of local stand-ins named by configuration (tests; never production) pass. A host that does
 * not resolve now is not refused here: the call itself then fails.
 */
export async function outboundUrlProblem(target: string, standInOrigins: readonly string[]): Promise<string | null> {
  const url = new URL(target);
  if (standInOrigins.includes(url.origin)) return null;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) !== 0) return isForbiddenAddress(host) ? `${host} is a private or local address` : null;
  const refused = await new Promise<boolean>((resolve) => {
    guardedLookup(host, { all: true }, (error) => resolve(error instanceof ForbiddenAddressError));
  });
  return refused ? `${host} resolves to a private or local address` : null;
}
