import { needsGuardianConsent } from '@anchor/contracts';

/**
 * What a profile save records of a guardian's consent: the moment it was given for an age that needs it, null for
 * an age that needs none, and nothing (the stored value stays) when the save leaves the age out. The shared
 * schema has already refused an age that needs consent without the person's answer.
 */
export function guardianConsentAtFor(
  age: number | null | undefined,
  guardianConsent: boolean,
  now: Date,
): Date | null | undefined {
  if (age === undefined) return undefined;
  return needsGuardianConsent(age) && guardianConsent ? now : null;
}
