import {
  AccountApiPath,
  ApiPath,
  NotificationApiPath,
  OnboardingApiPath,
  type ProfileSettings,
  type PublicUser,
  type ReminderListResponse,
} from '@anchor/contracts';
import type { HttpClient } from '@anchor/services/test/http-client';
import { signUp as signUpAs } from '@anchor/services/test/sign-up';
import { createTestApp, type TestApp } from '@anchor/services/test/test-app';

describe('profile and preferences in Settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function signUp(username: string): Promise<HttpClient> {
    return (await signUpAs(t, username, { firstName: 'Sam', lastName: 'Lee' })).client;
  }

  const details = {
    name: 'Sam',
    age: 29,
    location: 'Lyon',
    gender: 'female',
    primaryGoal: 'Fewer nightmares',
    timeZone: 'Europe/Paris',
  };

  it('edits name, age, location, gender, primary goal and time zone; daily reminders move to the new zone', async () => {
    const client = await signUp('mover');
    await client.request('PUT', NotificationApiPath.moodCheck, {
      body: { enabled: true, time: '09:00', timeZone: 'America/New_York' },
    });
    const saved = await client.patch<ProfileSettings>(OnboardingApiPath.profileDetails, { body: details });
    expect(saved.status).toBe(200);
    expect(saved.body.profile).toEqual({ ...details, guardianConsentAt: null });
    expect((await client.get<ProfileSettings>(OnboardingApiPath.profileSettings)).body.profile).toEqual({
      ...details,
      guardianConsentAt: null,
    });
    const reminders = await client.get<ReminderListResponse>(NotificationApiPath.reminders);
    expect(reminders.body.timeZone).toBe('Europe/Paris');
    expect(reminders.body.items.find((item) => item.kind === 'mood_check')).toMatchObject({
      time: '09:00',
      timeZone: 'Europe/Paris',
    });
  });

  it('applies the registration and wizard rules: blank name, age, guardian consent, time zone, each a 400 naming the field', async () => {
    const client = await signUp('ruled');
    const cases: [object, string][] = [
      [{ ...details, name: '   ' }, 'name'],
      [{ ...details, age: 12 }, 'age'],
      [{ ...details, age: 121 }, 'age'],
      [{ ...details, age: 16 }, 'guardianConsent'],
      [{ ...details, timeZone: 'Mars/Olympus' }, 'timeZone'],
    ];
    for (const [body, field] of cases) {
      expect(await client.patch(OnboardingApiPath.profileDetails, { body })).toMatchObject({
        status: 400,
        body: { field },
      });
    }
    expect((await client.get<ProfileSettings>(OnboardingApiPath.profileSettings)).body.profile.name).toBeNull();
    const teen = await client.patch<ProfileSettings>(OnboardingApiPath.profileDetails, {
      body: { ...details, age: 16, guardianConsent: true },
    });
    expect(teen.body.profile.age).toBe(16);
  });

  it("records a guardian's consent, and when, only when the person gives it for an age that needs it", async () => {
    const client = await signUp('turned15');
    const profile = async () => (await client.get<ProfileSettings>(OnboardingApiPath.profileSettings)).body.profile;
    await client.patch(OnboardingApiPath.profileDetails, { body: details });
    expect(await profile()).toMatchObject({ age: 29, guardianConsentAt: null });

    for (const body of [
      { ...details, age: 15 },
      { ...details, age: 15, guardianConsent: false },
    ]) {
      const refused = await client.patch(OnboardingApiPath.profileDetails, { body });
      expect(refused).toMatchObject({ status: 400, body: { field: 'guardianConsent' } });
    }
    expect(await profile()).toMatchObject({ age: 29, guardianConsentAt: null });

    const consentedAt = t.clock.now().toISOString();
    const consented = await client.patch<ProfileSettings>(OnboardingApiPath.profileDetails, {
      body: { ...details, age: 15, guardianConsent: true },
    });
    expect(consented.body.profile).toMatchObject({ age: 15, guardianConsentAt: consentedAt });

    // An adult's age needs no consent, so none stays recorded for it, even when the body says yes.
    await client.patch(OnboardingApiPath.profileDetails, { body: { ...details, age: 30, guardianConsent: true } });
    expect(await profile()).toMatchObject({ age: 30, guardianConsentAt: null });
  });

  it('refuses blank first and last names on the account profile, as registration does', async () => {
    const client = await signUp('named');
    for (const field of ['firstName', 'lastName']) {
      const response = await client.patch(AccountApiPath.profile, { body: { [field]: '  ' } });
      expect(response).toMatchObject({ status: 400, body: { field } });
      const missing = await client.patch(AccountApiPath.profile, { body: { [field]: null } });
      expect(missing).toMatchObject({ status: 400, body: { field } });
    }
    const user = await client.get<PublicUser>(ApiPath.user);
    expect(user.body).toMatchObject({ firstName: 'Sam', lastName: 'Lee' });
  });

  it('keeps emergency alerts, the wearable and the apps as preferences', async () => {
    const client = await signUp('chooser');
    const before = await client.get<ProfileSettings>(OnboardingApiPath.profileSettings);
    expect(before.body.preferences.emergencyAlerts).toBe(true);
    const patched = await client.patch<ProfileSettings>(OnboardingApiPath.profileSettings, {
      body: { emergencyAlerts: false, wearableDevice: 'oura-ring', healthApps: ['Zoom'], socialApps: [] },
    });
    expect(patched.body.preferences).toMatchObject({
      emergencyAlerts: false,
      wearableDevice: 'oura-ring',
      healthApps: ['Zoom'],
      socialApps: [],
    });
    const cleared = await client.patch<ProfileSettings>(OnboardingApiPath.profileSettings, {
      body: { wearableDevice: null },
    });
    expect(cleared.body.preferences.wearableDevice).toBeNull();
    const bad = await client.patch(OnboardingApiPath.profileSettings, { body: { emergencyAlerts: 'no' } });
    expect(bad).toMatchObject({ status: 400, body: { field: 'emergencyAlerts' } });
  });
});
