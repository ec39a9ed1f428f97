import { z } from 'zod';

/** Separators people type inside a phone number: spaces, dashes, dots, slashes and brackets. */
const SEPARATORS = /[\s\-./()]/g;

/**
 * A phone number as people write it, kept in one form: "+" and 7-15 digits (E.164; a leading 00 counts as "+"),
 * or 6-15 digits of a national number (kept as dialled, leading 0 included, since its country is unknown).
 */
export function normalisePhoneNumber(input: string): string | null {
  const compact = input.trim().replace(SEPARATORS, '');
  const international = compact.startsWith('+') ? compact.slice(1) : compact.startsWith('00') ? compact.slice(2) : null;
  if (international !== null) return /^[1-9]\d{6,14}$/.test(international) ? `+${international}` : null;
  return /^\d{6,15}$/.test(compact) ? compact : null;
}

export const PHONE_NUMBER_RULE =
  'must be a phone number (digits with an optional leading +, for example +44 20 7946 0958)';

/**
 * PUT /api/user/provider/phone: a phone number the caller lets their provider see, so the portal's Call dials it.
 * DELETE the same path stops sharing it; withdrawing the provider or turning provider sharing off removes it too.
 */
export const providerPhoneSchema = z
  .object({
    phone: z
      .string()
      .max(40, { error: PHONE_NUMBER_RULE })
      .transform((value, context) => {
        const phone = normalisePhoneNumber(value);
        if (phone === null) context.addIssue({ code: 'custom', message: PHONE_NUMBER_RULE });
        return phone ?? value;
      }),
  })
  .strict();
export type ProviderPhoneRequest = z.input<typeof providerPhoneSchema>;

/**
 * A provider's server-sent events (GET, text/event-stream, session cookie): each says only that the provider's
 * patient list may have changed, never whose or how, so the portal refetches what it shows.
 */
export const PROVIDER_PATIENTS_CHANGED_EVENT = 'patients-changed';
