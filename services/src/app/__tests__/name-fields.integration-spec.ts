import {
  AccountApiPath,
  ApiPath,
  AssessmentApiPath,
  hiddenCharactersMessage,
  NotificationApiPath,
  OnboardingApiPath,
  ProviderApiPath,
  type PublicUser,
} from '@anchor/contracts';
import { HttpClient } from '@anchor/services/test/http-client';
import { signedInProvider } from '@anchor/services/test/provider-test-kit';
import { signUp } from '@anchor/services/test/sign-up';
import { createTestApp, type TestApp } from '@anchor/services/test/test-app';

type Caller = 'visitor' | 'patient' | 'provider' | 'admin';
type Answer = { field?: string; message?: string };

/** L5: one text rule for every name field; a right-to-left override made a patient's name read backwards. */
describe('names with invisible or direction-changing characters', () => {
  jest.setTimeout(60_000);
  let t: TestApp;
  const callers = {} as Record<Caller, HttpClient>;

  beforeAll(async () => {
    t = await createTestApp();
    callers.visitor = new HttpClient(t.baseUrl);
    callers.patient = (await signUp(t, 'name_rule_patient')).client;
    callers.provider = await signedInProvider(t, 'name.rule@clinic.example', 'Dr. Name Rule');
    callers.admin = (await signUp(t, 'name_rule_admin')).client;
    await t.dataSource.query(`UPDATE users SET role = 'admin' WHERE username = 'name_rule_admin'`);
  });
  afterAll(() => t.close());

  const password = 'Quiet harbour lanterns 7';
  const profile = { name: 'Sam', timeZone: 'Europe/Paris' };
  /** One refused name per field: the route, who calls it, the body, and the field's name and label. */
  const cases: { route: string; caller: Caller; body: object; field: string; label: string }[] = [
    {
      route: `POST ${ApiPath.register}`,
      caller: 'visitor',
      body: { username: 'rule_a', password, firstName: 'Ali\u202Ece' },
      field: 'firstName',
      label: 'First name',
    },
    {
      route: `POST ${ApiPath.register}`,
      caller: 'visitor',
      body: { username: 'rule_b', password, lastName: '\u200BSmith' },
      field: 'lastName',
      label: 'Last name',
    },
    {
      route: `PATCH ${AccountApiPath.profile}`,
      caller: 'patient',
      body: { lastName: 'Smi\u2066th' },
      field: 'lastName',
      label: 'Last name',
    },
    {
      route: `POST ${OnboardingApiPath.complete}`,
      caller: 'patient',
      body: { name: 'Sam\u200F' },
      field: 'name',
      label: 'Name',
    },
    {
      route: `POST ${OnboardingApiPath.complete}`,
      caller: 'patient',
      body: { name: 'Sam', dataSharing: true, providerEmail: 'dr@clinic.example', providerName: 'Dr \u202EWho' },
      field: 'providerName',
      label: 'Provider name',
    },
    {
      route: `POST ${OnboardingApiPath.complete}`,
      caller: 'patient',
      body: { name: 'Sam', medicationReminders: true, medicationName: 'Sertraline\u200D' },
      field: 'medicationName',
      label: 'Medication name',
    },
    {
      route: `PATCH ${OnboardingApiPath.profileDetails}`,
      caller: 'patient',
      body: { ...profile, name: 'Sa\u2060m' },
      field: 'name',
      label: 'Name',
    },
    {
      route: `POST ${NotificationApiPath.medications}`,
      caller: 'patient',
      body: { name: 'Aspi\uFEFFrin', times: ['08:00'] },
      field: 'name',
      label: 'Medication name',
    },
    {
      route: `POST ${NotificationApiPath.medicationReminder}`,
      caller: 'patient',
      body: { medicationName: 'Aspirin\u00AD' },
      field: 'medicationName',
      label: 'Medication name',
    },
    {
      route: `PUT ${AssessmentApiPath.provider}`,
      caller: 'patient',
      body: { providerName: 'Dr \u061CLee', providerEmail: 'lee@clinic.example' },
      field: 'providerName',
      label: 'Provider name',
    },
    {
      route: `POST ${ProviderApiPath.invitations}`,
      caller: 'provider',
      body: { email: 'pat@home.example', name: 'Pat\u{E0041}' },
      field: 'name',
      label: 'Name',
    },
    {
      route: `POST ${ProviderApiPath.signUp}`,
      caller: 'visitor',
      body: { token: 'any', username: 'dr\u200Bwho', password },
      field: 'username',
      label: 'Username',
    },
    {
      route: `POST ${ProviderApiPath.adminInvites}`,
      caller: 'admin',
      body: { email: 'new@clinic.example', name: 'Dr \u202ERivera' },
      field: 'name',
      label: 'Name',
    },
  ];

  it.each(cases)('$route answers 400 naming $field with a sentence', async ({ route, caller, body, field, label }) => {
    const [method, path] = route.split(' ');
    const answer = await callers[caller].request<Answer>(method, path, { body });
    expect([answer.status, answer.body.field, answer.body.message]).toEqual([
      400,
      field,
      `${field}: ${hiddenCharactersMessage(label)}`,
    ]);
  });

  it('stores none of the refused names', async () => {
    const [{ count }] = await t.dataSource.query(
      `SELECT count(*)::int AS count FROM users WHERE username LIKE 'rule_%'`,
    );
    expect(count).toBe(0);
    expect(await t.dataSource.query('SELECT id FROM medications')).toEqual([]);
  });

  it('keeps names in every script, letters of right-to-left scripts included', async () => {
    const visitor = new HttpClient(t.baseUrl);
    const body = { username: 'Łucja', password, firstName: 'Łucja', lastName: 'Nguyễn-Wąsik 李' };
    const registered = await visitor.post<PublicUser>(ApiPath.register, { body });
    expect([registered.status, registered.body.firstName, registered.body.lastName]).toEqual([
      201,
      'Łucja',
      'Nguyễn-Wąsik 李',
    ]);
    const arabic = await visitor.post(OnboardingApiPath.complete, {
      body: { name: 'ليلى عبد الله', providerName: 'ד״ר נועה כהן' },
    });
    expect(arabic.status).toBe(200);
    const invited = await callers.admin.post(ProviderApiPath.adminInvites, {
      body: { email: 'noa@clinic.example', name: 'נועה כהן' },
    });
    expect(invited.status).toBe(201);
  });
});
