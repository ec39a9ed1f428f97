import { z } from 'zod';
import { isOrigin } from './origin';

/**
 * The hosts of the browsers' push services (Chrome/FCM, Firefox/Mozilla autopush, Edge/WNS, Safari/Apple).
 * A Web Push endpoint elsewhere is refused: the worker would otherwise POST wherever a user points it.
 */
export const DEFAULT_PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.push.services.mozilla.com',
  '*.notify.windows.com',
  'web.push.apple.com',
  '*.push.apple.com',
];

export interface PushEndpointSettings {
  /** Allowed endpoint hosts; `*.example.com` allows every subdomain of example.com. */
  hosts: string[];
  /** Origin of a local stand-in push service (tests, benchmarks): allowed over http and on loopback. */
  standInOrigin: string | null;
}

export const pushEnvSchema = z.object({
  PUSH_SERVICE_HOSTS: z
    .string()
    .regex(/^[\w.*,\s-]*$/, 'must be a comma-separated list of host names (*.example.com allows subdomains)')
    .optional(),
  PUSH_STAND_IN_ORIGIN: z.string().refine(isOrigin, 'must be an origin such as http://127.0.0.1:4100').optional(),
});

export function pushEndpointsFrom(
  vars: z.infer<typeof pushEnvSchema>,
  isProduction: boolean,
): { settings: PushEndpointSettings; problem: string | null } {
  const hosts = vars.PUSH_SERVICE_HOSTS
    ? vars.PUSH_SERVICE_HOSTS.split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean)
    : DEFAULT_PUSH_SERVICE_HOSTS;
  const standInOrigin = vars.PUSH_STAND_IN_ORIGIN ? new URL(vars.PUSH_STAND_IN_ORIGIN).origin : null;
  const problem =
    isProduction && standInOrigin ? 'PUSH_STAND_IN_ORIGIN must not be set when NODE_ENV=production' : null;
  return { settings: { hosts, standInOrigin }, problem };
}
