import { useState, type FormEvent } from 'react';
import { describeApiError, toApiError, useToast } from '@anchor/app-runtime';
import { type Gender, needsGuardianConsent, profileDetailsSchema, type UserProfileDetails } from '@anchor/contracts';
import { useUpdateProfileDetailsMutation } from '../../../api/profile-details.api';
import { browserTimeZone } from '../push/browser-time-zone';
import { ProfileCardCopy as copy } from './profile-copy';

export interface ProfileDraft {
  name: string;
  age: string;
  guardianConsent: boolean;
  location: string;
  gender: Gender | '';
  primaryGoal: string;
  timeZone: string;
}

export type ProfileErrors = Partial<Record<keyof ProfileDraft, string>>;

export function draftOf(profile: UserProfileDetails | undefined): ProfileDraft {
  return {
    name: profile?.name ?? '',
    age: profile?.age === null || profile?.age === undefined ? '' : String(profile.age),
    // Checked only when the server recorded a consent: a new age of 13 to 17 asks for it afresh.
    guardianConsent: Boolean(profile?.guardianConsentAt),
    location: profile?.location ?? '',
    gender: profile?.gender ?? '',
    primaryGoal: profile?.primaryGoal ?? '',
    timeZone: profile?.timeZone ?? browserTimeZone(),
  };
}

/** The request the server checks again with the same schema; every field's first problem, by field. */
function validate(draft: ProfileDraft) {
  const age = draft.age.trim() === '' ? null : Number(draft.age);
  const request = {
    ...draft,
    age,
    // The switch is on screen only for an age that needs consent; an answer left from another age counts for nothing.
    guardianConsent: needsGuardianConsent(age) && draft.guardianConsent,
    gender: draft.gender === '' ? null : draft.gender,
  };
  const parsed = profileDetailsSchema.safeParse(request);
  const errors: ProfileErrors = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = String(issue.path[0] ?? 'name') as keyof ProfileDraft;
    errors[field] ??= issue.message;
  }
  return { request, errors, ok: parsed.success };
}

/** Edits the profile step's answers; blank names and ages outside 13 to 120 are caught before sending. */
export function useProfileDetailsForm(profile: UserProfileDetails | undefined) {
  const toast = useToast();
  const [save, { isLoading }] = useUpdateProfileDetailsMutation();
  const [draft, setDraft] = useState<ProfileDraft>(() => draftOf(profile));
  const [errors, setErrors] = useState<ProfileErrors>({});
  const change = (patch: Partial<ProfileDraft>) => setDraft((current) => ({ ...current, ...patch }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { request, errors: found, ok } = validate(draft);
    setErrors(found);
    if (!ok) return;
    try {
      await save(request).unwrap();
      toast({ title: copy.savedTitle, description: copy.savedDescription });
    } catch (cause) {
      const apiError = toApiError(cause);
      const field = apiError.body?.field;
      if (field) setErrors({ [field]: describeApiError(apiError) });
      toast({ title: copy.failedTitle, description: describeApiError(apiError), variant: 'destructive' });
    }
  };

  return { draft, change, errors, submit, saving: isLoading };
}
