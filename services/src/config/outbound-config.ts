import { z } from 'zod';

/** Every comma-separated entry is a bare http(s) origin (scheme, host, port; no path). */
function isOriginList(value: string): boolean {
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .every((entry) => {
      try {
        const url = new URL(entry);
        return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === entry.replace(/\/+$/, '');
      } catch {
        return false;
      }
    });
}

export const outboundEnvSchema = z.object({
  OUTBOUND_STAND_IN_ORIGINS: z
    .string()
    .refine(isOriginList, 'must be a comma-separated list of origins such as http://127.0.0.1:4100')
    .optional(),
});

/**
 * The server calls OAuth token endpoints and the payment API only on public addresses; the local stand-ins of
 * tests and benchmarks are named here (refused in production).
 */
export function outboundStandInsFrom(
  vars: z.infer<typeof outboundEnvSchema>,
  isProduction: boolean,
): { origins: string[]; problem: string | null } {
  const origins = (vars.OUTBOUND_STAND_IN_ORIGINS ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => new URL(entry).origin);
  const problem =
    isProduction && origins.length > 0 ? 'OUTBOUND_STAND_IN_ORIGINS must not be set when NODE_ENV=production' : null;
  return { origins, problem };
}
