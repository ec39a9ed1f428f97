import { OnboardingApiPath, type ProfileSettings, type PublicUser } from '@anchor/contracts';
import { HttpClient } from '@anchor/services/test/http-client';
import { shareScore } from '@anchor/services/test/provider-test-kit';
import { signIn, signUp } from '@anchor/services/test/sign-up';
import { createTestApp, type TestApp } from '@anchor/services/test/test-app';

const FULL_CONFIG = {
  name: 'Alex',
  age: 34,
  location: 'Denver, CO',
  gender: 'non-binary',
  primaryGoal: 'Sleep through the night',
  timeZone: 'America/Denver',
  pushNotifications: true,
  dailyMoodCheck: true,
  medicationReminders: true,
  wellnessTips: false,
  moodCheckTime: '20:30',
  medicationName: 'Sertraline',
  medicationTime: '07:15',
  medicationDosage: '50 mg',
  dataSharing: true,
  analyticsOptIn: false,
  providerName: 'Dr. Rivera',
  providerEmail: 'Rivera@Clinic.example',
  voiceEnabled: false,
  largeText: true,
  highContrast: true,
  wearableDevice: 'fitbit',
  healthApps: ['Zoom'],
  socialApps: [],
  subscriptionTier: 'annual',
  paymentProvider: 'paypal',
  setupCompleted: true,
};

describe('onboarding', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const count = async (table: string, userId: number): Promise<number> =>
    Number((await t.dataSource.query(`SELECT count(*)::int AS n FROM "${table}" WHERE user_id = $1`, [userId]))[0].n);

  it('keeps the completed steps on the server, in wizard order, without duplicates', async () => {
    const { client } = await signUp(t, 'progress');
    expect((await client.get(OnboardingApiPath.progress)).body).toEqual({
      completedSteps: [],
      currentStep: 0,
      answers: null,
    });
    const saved = await client.request('PUT', OnboardingApiPath.progress, {
      body: { completedSteps: ['profile', 'welcome', 'profile'] },
    });
    expect(saved.status).toBe(200);
    expect((await client.get(OnboardingApiPath.progress)).body).toEqual({
      completedSteps: ['welcome', 'profile'],
      currentStep: 0,
      answers: null,
    });
    const bad = await client.request('PUT', OnboardingApiPath.progress, { body: { completedSteps: ['payment'] } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ field: 'completedSteps.0' });
  });

  it('keeps the step on screen and the answers so far, encrypted at rest, for a reload or another device', async () => {
    const { client, userId } = await signUp(t, 'draft');
    const draft = { name: 'Alex', age: '34', medicationName: 'Sertraline', healthApps: ['Zoom'], dataSharing: true };
    const saved = await client.request('PUT', OnboardingApiPath.progress, {
      body: { completedSteps: ['welcome', 'profile'], currentStep: 6, answers: draft },
    });
    expect(saved.status).toBe(200);

    expect((await client.get(OnboardingApiPath.progress)).body).toEqual({
      completedSteps: ['welcome', 'profile'],
      currentStep: 6,
      answers: draft,
    });
    const [row] = await t.dataSource.query(`SELECT answers FROM onboarding_progress WHERE user_id = $1`, [userId]);
    expect(row.answers).toMatch(/^v1:/);
    expect(row.answers).not.toContain('Sertraline');
    const outOfRange = await client.request('PUT', OnboardingApiPath.progress, {
      body: { completedSteps: [], currentStep: 11 },
    });
    expect(outOfRange.status).toBe(400);
    expect(outOfRange.body).toMatchObject({ field: 'currentStep' });
  });

  it("follows the Terms on age: under 13 refused, 13 to 17 only with a guardian's consent, nothing stored", async () => {
    const { client, userId } = await signUp(t, 'teen');
    const child = await client.post(OnboardingApiPath.complete, { body: { ...FULL_CONFIG, age: 12 } });
    expect(child.status).toBe(400);
    expect(child.body).toMatchObject({ field: 'age' });
    const teen = await client.post(OnboardingApiPath.complete, { body: { ...FULL_CONFIG, age: 15 } });
    expect(teen.status).toBe(400);
    expect(teen.body).toMatchObject({ field: 'guardianConsent' });
    expect(await count('user_profiles', userId)).toBe(0);

    const consented = await client.post<PublicUser>(OnboardingApiPath.complete, {
      body: { ...FULL_CONFIG, age: 15, guardianConsent: true },
    });
    expect(consented.status).toBe(200);
    const settings = await client.get<ProfileSettings>(OnboardingApiPath.profileSettings);
    expect(settings.body.profile).toMatchObject({ age: 15, guardianConsentAt: t.clock.now().toISOString() });
  });

  it('stores every field of the configuration in one go and answers the updated user', async () => {
    const { client, userId } = await signUp(t, 'complete');
    await client.request('PUT', OnboardingApiPath.progress, { body: { completedSteps: ['welcome'] } });
    const response = await client.post<PublicUser>(OnboardingApiPath.complete, { body: FULL_CONFIG });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      onboardingCompleted: true,
      setupCompleted: true,
      healthcareProviderSharing: true,
    });

    const settings = await client.get<ProfileSettings>(OnboardingApiPath.profileSettings);
    expect(settings.body.profile).toEqual({
      name: 'Alex',
      age: 34,
      guardianConsentAt: null,
      location: 'Denver, CO',
      gender: 'non-binary',
      primaryGoal: 'Sleep through the night',
      timeZone: 'America/Denver',
    });
    expect(settings.body.preferences).toEqual({
      pushNotifications: true,
      dailyMoodCheck: true,
      medicationReminders: true,
      wellnessTips: false,
      moodCheckTime: '20:30',
      wellnessTipsTime: '12:00',
      medicationTime: '07:15',
      analyticsOptIn: false,
      voiceEnabled: false,
      largeText: true,
      highContrast: true,
      wearableDevice: 'fitbit',
      healthApps: ['Zoom'],
      socialApps: [],
      selectedPlan: 'annual',
      selectedPaymentMethod: 'paypal',
      emergencyAlerts: true,
    });

    const [medication] = await t.dataSource.query(
      'SELECT name, dosage, time_slots, active FROM medications WHERE user_id = $1',
      [userId],
    );
    expect(medication.name).not.toContain('Sertraline'); // encrypted at rest by the reminders issue
    expect(medication).toMatchObject({ time_slots: ['07:15'], active: true });
    const [provider] = await t.dataSource.query(
      'SELECT provider_email, provider_name, active FROM provider_assignments WHERE user_id = $1',
      [userId],
    );
    expect(provider).toEqual({ provider_email: 'rivera@clinic.example', provider_name: 'Dr. Rivera', active: true });
    const [goal] = await t.dataSource.query('SELECT primary_goal FROM user_profiles WHERE user_id = $1', [userId]);
    expect(goal.primary_goal).not.toContain('Sleep');
    expect(await count('onboarding_progress', userId)).toBe(0);
  });

  it('hands the notification choices to the reminders engine', async () => {
    const { client, userId } = await signUp(t, 'reminded');
    await client.post(OnboardingApiPath.complete, { body: FULL_CONFIG });
    const schedules = await t.dataSource.query(
      `SELECT kind, local_time, time_zone, active, medication_id IS NOT NULL AS has_medication
         FROM reminder_schedules WHERE user_id = $1 ORDER BY kind`,
      [userId],
    );
    expect(schedules).toEqual([
      { kind: 'medication', local_time: '07:15', time_zone: 'America/Denver', active: true, has_medication: true },
      { kind: 'mood_check', local_time: '20:30', time_zone: 'America/Denver', active: true, has_medication: false },
      { kind: 'wellness_tip', local_time: '12:00', time_zone: 'America/Denver', active: false, has_medication: false },
    ]);
    // Completing again (another device) moves the schedules instead of adding a second medication.
    await client.post(OnboardingApiPath.complete, { body: { ...FULL_CONFIG, medicationTime: '09:45' } });
    expect(await count('medications', userId)).toBe(1);
    expect(await count('reminder_schedules', userId)).toBe(3);
  });

  it('keeps every choice a second completion leaves out: sharing stays on beside its provider (finding I2)', async () => {
    const { client, userId } = await signUp(t, 'complete_twice');
    await client.post(OnboardingApiPath.complete, { body: FULL_CONFIG });
    const before = await client.get<ProfileSettings>(OnboardingApiPath.profileSettings);
    const schedulesBefore = await t.dataSource.query(
      'SELECT kind, local_time, active, version FROM reminder_schedules WHERE user_id = $1 ORDER BY kind',
      [userId],
    );

    const again = await client.post<PublicUser>(OnboardingApiPath.complete, { body: { name: 'Alex' } });
    expect(again.status).toBe(200);
    expect(again.body.healthcareProviderSharing).toBe(true);
    expect((await client.get<ProfileSettings>(OnboardingApiPath.profileSettings)).body).toEqual(before.body);
    const assignments = await t.dataSource.query(
      'SELECT provider_email, active FROM provider_assignments WHERE user_id = $1',
      [userId],
    );
    expect(assignments).toEqual([{ provider_email: 'rivera@clinic.example', active: true }]);
    const schedulesAfter = await t.dataSource.query(
      'SELECT kind, local_time, active, version FROM reminder_schedules WHERE user_id = $1 ORDER BY kind',
      [userId],
    );
    expect(schedulesAfter).toEqual(schedulesBefore);
  });

  it('changes only the choices a second completion names', async () => {
    const { client } = await signUp(t, 'complete_one_change');
    await client.post(OnboardingApiPath.complete, { body: FULL_CONFIG });
    await client.post(OnboardingApiPath.complete, { body: { name: 'Alex', largeText: false, location: null } });
    const settings = (await client.get<ProfileSettings>(OnboardingApiPath.profileSettings)).body;
    expect(settings.preferences).toMatchObject({ largeText: false, highContrast: true, moodCheckTime: '20:30' });
    expect(settings.profile).toMatchObject({ location: null, age: 34, primaryGoal: 'Sleep through the night' });
  });

  it('turns sharing off as Settings does when a second completion says so: the shares in force are revoked', async () => {
    const { client, userId } = await signUp(t, 'complete_unshare');
    await client.post(OnboardingApiPath.complete, { body: FULL_CONFIG });
    const shareId = await shareScore(client, 40);
    const off = await client.post<PublicUser>(OnboardingApiPath.complete, {
      body: { name: 'Alex', dataSharing: false },
    });
    expect(off.body.healthcareProviderSharing).toBe(false);
    const [share] = await t.dataSource.query(
      'SELECT revoked_at IS NOT NULL AS revoked FROM provider_sharing_records WHERE id = $1 AND user_id = $2',
      [shareId, userId],
    );
    expect(share).toEqual({ revoked: true });
  });

  it('applies the spec defaults to a minimal configuration', async () => {
    const { client } = await signUp(t, 'minimal');
    const response = await client.post<PublicUser>(OnboardingApiPath.complete, { body: { name: 'Sam' } });
    expect(response.body).toMatchObject({ onboardingCompleted: true, healthcareProviderSharing: false });
    const settings = await client.get<ProfileSettings>(OnboardingApiPath.profileSettings);
    expect(settings.body.preferences).toMatchObject({
      pushNotifications: true,
      dailyMoodCheck: true,
      medicationReminders: false,
      moodCheckTime: '09:00',
      medicationTime: '08:00',
      analyticsOptIn: true,
      voiceEnabled: true,
      healthApps: ['FaceTime', 'Zoom', 'Microsoft Teams', 'Google Meet', 'WhatsApp', 'Skype'],
      selectedPlan: 'monthly',
    });
  });

  it.each([
    ['age', { age: 12 }],
    ['age', { age: 121 }],
    ['age', { age: 30.5 }],
    ['name', { name: '   ' }],
    ['gender', { gender: 'robot' }],
    ['providerEmail', { dataSharing: true, providerEmail: 'not-an-email' }],
    ['providerEmail', { dataSharing: true, providerEmail: null }],
    ['medicationName', { medicationReminders: true, medicationName: ' ' }],
    ['timeZone', { timeZone: 'Mars/Olympus' }],
    ['moodCheckTime', { moodCheckTime: '25:00' }],
  ])('answers 400 naming %s and stores nothing', async (field, patch) => {
    const { client, userId } = await signUp(t, `bad-${field}-${Math.random().toString(36).slice(2, 8)}`);
    const response = await client.post(OnboardingApiPath.complete, { body: { ...FULL_CONFIG, ...patch } });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ field });
    for (const table of ['user_profiles', 'app_preferences', 'medications', 'provider_assignments']) {
      expect(await count(table, userId)).toBe(0);
    }
    const [user] = await t.dataSource.query('SELECT onboarding_completed FROM users WHERE id = $1', [userId]);
    expect(user.onboarding_completed).toBe(false);
  });

  it('lets the settings panel change accessibility, and another device reads it back', async () => {
    const { client } = await signUp(t, 'a11y');
    const patched = await client.patch<ProfileSettings>(OnboardingApiPath.profileSettings, {
      body: { largeText: true, highContrast: true },
    });
    expect(patched.status).toBe(200);
    const other = await signIn(new HttpClient(t.baseUrl), 'a11y');
    const read = await other.get<ProfileSettings>(OnboardingApiPath.profileSettings);
    expect(read.body.preferences).toMatchObject({ largeText: true, highContrast: true, voiceEnabled: true });
    const bad = await client.patch(OnboardingApiPath.profileSettings, { body: { largeText: 'yes' } });
    expect(bad).toMatchObject({ status: 400, body: { field: 'largeText' } });
  });
});
