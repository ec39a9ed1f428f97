import {
  ApiPath,
  AssessmentApiPath,
  type CareMessageView,
  CareThreadApiPath,
  type MyClinicianView,
  NotificationApiPath,
  type NotificationListResponse,
  type PatientInvitationView,
  type ProviderAccessEvent,
  ProviderApiPath,
  type ProviderThreadView,
  type SentInvitationView,
  withId,
} from '@anchor/contracts';
import type { HttpClient } from '@anchor/services/test/http-client';
import { patientOf, shareScore, signedInProvider, verifyEmailOf } from '@anchor/services/test/provider-test-kit';
import { signUp } from '@anchor/services/test/sign-up';
import { createTestApp, type TestApp } from '@anchor/services/test/test-app';
import { REPLIES_PER_HOUR } from '../use-cases/reply-to-clinician.use-case';

const idOf = async (client: HttpClient) => ((await client.get<{ id: number }>(ApiPath.user)).body as { id: number }).id;
const HOUR = 3_600_000;

describe('the care thread between a patient and their clinician', () => {
  jest.setTimeout(120_000);
  let t: TestApp;
  let drLee: HttpClient;
  let drOther: HttpClient;

  beforeAll(async () => {
    t = await createTestApp();
    drLee = await signedInProvider(t, 'dr.lee@clinic.example', 'Mina Lee');
    drOther = await signedInProvider(t, 'dr.other@clinic.example', 'Otto Other');
  });
  afterAll(() => t.close());

  const message = (client: HttpClient, patientId: number, text: string) =>
    client.post(withId(ProviderApiPath.patientMessages, patientId), { body: { message: text } });
  const mine = async (patient: HttpClient) => (await patient.get<MyClinicianView>(CareThreadApiPath.myClinician)).body;
  const reply = (patient: HttpClient, text: unknown) =>
    patient.post<CareMessageView>(CareThreadApiPath.myMessages, { body: { message: text } });

  it('carries messages both ways: the patient reads the clinician, the clinician reads the reply, unread until read', async () => {
    const patient = await patientOf(t, 'thread-a', 'dr.lee@clinic.example');
    const patientId = await idOf(patient);
    expect((await message(drLee, patientId, 'How did the week go?')).status).toBe(204);

    const view = await mine(patient);
    expect(view.clinician).toEqual({ name: 'Mina Lee' });
    expect(view.open).toBe(true);
    expect(view.messages).toEqual([expect.objectContaining({ author: 'provider', body: 'How did the week go?' })]);
    const inbox = (await patient.get<NotificationListResponse>(NotificationApiPath.notifications)).body;
    expect(inbox.items[0]).toMatchObject({ title: 'Message from Mina Lee', data: { kind: 'provider-message' } });

    const sent = await reply(patient, '  Better, thank you.  ');
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ author: 'patient', body: 'Better, thank you.', readAt: null });

    const thread = (await drLee.get<ProviderThreadView>(withId(CareThreadApiPath.patientThread, patientId))).body;
    expect(thread.messages.map((m) => [m.author, m.body, m.readAt === null])).toEqual([
      ['provider', 'How did the week go?', true],
      ['patient', 'Better, thank you.', true],
    ]);
    expect((await drLee.post(withId(CareThreadApiPath.patientThreadRead, patientId))).status).toBe(204);
    const after = (await drLee.get<ProviderThreadView>(withId(CareThreadApiPath.patientThread, patientId))).body;
    expect(after.messages[1].readAt).not.toBeNull();
    expect(after.messages[0].readAt).toBeNull();
    expect((await patient.post(CareThreadApiPath.myRead)).status).toBe(204);
    expect((await mine(patient)).messages[0].readAt).not.toBeNull();
  });

  it('stores the text encrypted: the raw column never holds it', async () => {
    const patient = await patientOf(t, 'thread-b', 'dr.lee@clinic.example');
    await reply(patient, 'A private sentence about my nightmares');
    const rows = await t.dataSource.query<{ body: string }[]>(
      `SELECT body FROM care_messages WHERE patient_user_id = $1`,
      [await idOf(patient)],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].body).not.toContain('nightmares');
    expect(rows[0].body.startsWith('v1:')).toBe(true);
  });

  it('shows the thread only to the bound clinician: another provider gets a 404 and no rows', async () => {
    const patient = await patientOf(t, 'thread-c', 'dr.lee@clinic.example');
    const patientId = await idOf(patient);
    await reply(patient, 'For Dr Lee only');
    const res = await drOther.get(withId(CareThreadApiPath.patientThread, patientId));
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ message: 'Patient not found' });
    expect(res.text).not.toContain('For Dr Lee only');
    expect((await message(drOther, patientId, 'Hello')).status).toBe(404);
  });

  it('turns read-only for both after Stop sharing, saying so, and keeps the history readable', async () => {
    const patient = await patientOf(t, 'thread-d', 'dr.lee@clinic.example');
    const patientId = await idOf(patient);
    await message(drLee, patientId, 'See you Tuesday');
    await patient.patch(AssessmentApiPath.preferences, { body: { healthcareProviderSharing: false } });

    const refused = await reply(patient, 'Still there?');
    expect(refused.status).toBe(403);
    expect((refused.body as unknown as { message: string }).message).toContain('read-only');
    const view = await mine(patient);
    expect(view.open).toBe(false);
    expect(view.messages.map((m) => m.body)).toEqual(['See you Tuesday']);
    expect((await drLee.get(withId(CareThreadApiPath.patientThread, patientId))).status).toBe(404);
    expect((await message(drLee, patientId, 'Hello?')).status).toBe(404);
  });

  it('refuses an empty or overlong reply with a 400 naming the field, storing nothing', async () => {
    const patient = await patientOf(t, 'thread-e', 'dr.lee@clinic.example');
    for (const bad of ['   ', 'x'.repeat(1001), undefined]) {
      const res = await reply(patient, bad);
      expect(res.status).toBe(400);
      expect(res.text).toContain('message');
    }
    expect((await mine(patient)).messages).toEqual([]);
  });

  it(`limits replies to ${REPLIES_PER_HOUR} an hour with a sentence, storing nothing more`, async () => {
    const patient = await patientOf(t, 'thread-f', 'dr.lee@clinic.example');
    for (let i = 0; i < REPLIES_PER_HOUR; i += 1) expect((await reply(patient, `note ${i}`)).status).toBe(201);
    const limited = await reply(patient, 'one too many');
    expect(limited.status).toBe(429);
    expect((limited.body as unknown as { message: string }).message).toContain('was not sent');
    expect((await mine(patient)).messages).toHaveLength(REPLIES_PER_HOUR);
  });

  it("records the clinician's reading of the thread in the access log the patient reads", async () => {
    const patient = await patientOf(t, 'thread-g', 'dr.lee@clinic.example');
    await drLee.get(withId(CareThreadApiPath.patientThread, await idOf(patient)));
    const log = (await patient.get<ProviderAccessEvent[]>(ProviderApiPath.accessLog)).body;
    expect(log[0]).toMatchObject({ providerName: 'Mina Lee', what: 'care_thread' });
  });

  it("shows the clinician's pending assessment request with its note, until an assessment is shared", async () => {
    const patient = await patientOf(t, 'thread-h', 'dr.lee@clinic.example');
    const patientId = await idOf(patient);
    const date = new Date(t.clock.now().getTime() + 3 * 24 * HOUR).toISOString().slice(0, 10);
    await drLee.post(ProviderApiPath.scheduledAssessments, { body: { patientId, date, notes: 'Before our session' } });
    expect((await mine(patient)).requests).toEqual([
      expect.objectContaining({ dueDate: date, notes: 'Before our session' }),
    ]);
    const inbox = (await patient.get<NotificationListResponse>(NotificationApiPath.notifications)).body;
    expect(inbox.items[0]).toMatchObject({
      title: 'New request from your clinician',
      data: { kind: 'provider-request' },
    });
    await shareScore(patient, 20);
    expect((await mine(patient)).requests).toEqual([]);
  });

  it('lets the invited patient decline: the invitation leaves the list, cannot be accepted, and shows declined to its clinician only', async () => {
    const { client: patient } = await signUp(t, 'thread-i');
    await t.dataSource.query(`UPDATE users SET email = 'thread-i@mail.example' WHERE username = 'thread-i'`);
    await verifyEmailOf(t, 'thread-i');
    await drLee.post(ProviderApiPath.invitations, { body: { email: 'thread-i@mail.example' } });
    const [invitation] = (await patient.get<PatientInvitationView[]>(ProviderApiPath.patientInvitations)).body;
    expect(invitation).toMatchObject({ providerName: 'Mina Lee' });
    expect((await patient.post(withId(CareThreadApiPath.declineInvitation, invitation.id))).status).toBe(204);
    expect((await patient.get<PatientInvitationView[]>(ProviderApiPath.patientInvitations)).body).toEqual([]);
    expect((await patient.post(withId(ProviderApiPath.acceptInvitation, invitation.id))).status).toBe(404);
    expect((await patient.post(withId(CareThreadApiPath.declineInvitation, invitation.id))).status).toBe(404);
    const sent = (await drLee.get<SentInvitationView[]>(ProviderApiPath.invitations)).body;
    expect(sent.find((one) => one.id === invitation.id)).toMatchObject({
      patientEmail: 'thread-i@mail.example',
      status: 'declined',
      answeredAt: expect.any(String),
    });
    expect((await drOther.get<SentInvitationView[]>(ProviderApiPath.invitations)).body).toEqual([]);
  });
});
