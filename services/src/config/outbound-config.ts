import { z } from 'zod';
import { isOrigin } from './origin';

/** Every comma-separated entry is a bare http(s) origin. */
function isOriginList(value: string): boolean {
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .every(isOrigin);
}

export const outboundEnvSchema = z.object({
  OUTBOUND_STAND_IN_ORIGINS: z
    .string()
    .refine(isOriginList, 'must be a comma-separated list of origins such as http://127.0.0.1:4100')
    .optional(),
});

/**
 * The server calls OAuth token endpoints and the payment API only on public addresses; the local stand-ins of
 * tests and benchmarks are named here, one origin each (the browser tests run the production build against a
 * local OAuth server, so production accepts the setting too; a real deployment leaves it unset).
 */
export function outboundStandInsFrom(vars: z.infer<typeof outboundEnvSchema>): string[] {
  return (vars.OUTBOUND_STAND_IN_ORIGINS ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => new URL(entry).origin);
}
