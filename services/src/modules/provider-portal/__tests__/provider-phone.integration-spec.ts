import {
  ApiPath,
  AssessmentApiPath,
  PROVIDER_PATIENTS_CHANGED_EVENT,
  ProviderApiPath,
  type ProviderAssignmentView,
  type ProviderDashboard,
  type ProviderPatientCard,
  type ProviderPatientDetail,
  withId,
} from '@anchor/contracts';
import type { HttpClient } from '@anchor/services/test/http-client';
import { patientOf, shareScore, signedInProvider } from '@anchor/services/test/provider-test-kit';
import { createTestApp, type TestApp } from '@anchor/services/test/test-app';

const idOf = async (client: HttpClient) => (await client.get<{ id: number }>(ApiPath.user)).body.id;

/** The phone number a provider reads for this patient in the list, the detail and the dashboard's alerts. */
async function phoneSeenBy(provider: HttpClient, patientId: number) {
  const list = await provider.get<ProviderPatientCard[]>(ProviderApiPath.patients);
  const detail = await provider.get<ProviderPatientDetail>(withId(ProviderApiPath.patient, patientId));
  const dashboard = await provider.get<ProviderDashboard>(ProviderApiPath.dashboard);
  return {
    list: list.body.find((card) => card.id === patientId)?.phone,
    detail: detail.status === 200 ? detail.body.phone : `detail ${detail.status}`,
    detailAlerts: detail.status === 200 ? detail.body.alerts.map((alert) => alert.patientPhone) : [],
    dashboardAlerts: dashboard.body.recentAlerts
      .filter((alert) => alert.patientId === patientId)
      .map((alert) => alert.patientPhone),
  };
}

/** Reads the provider's event stream (with the session cookie only, as EventSource sends it) until `event` comes. */
async function nextEvent(
  t: TestApp,
  provider: HttpClient,
  event: string,
  whileOpen: () => Promise<void>,
  waitMs = 10_000,
) {
  const cookie = [...provider.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const controller = new AbortController();
  const res = await fetch(`${t.baseUrl}${ProviderApiPath.events}`, {
    headers: { Cookie: cookie, Accept: 'text/event-stream' },
    signal: controller.signal,
  });
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let text = '';
  const opened = { status: res.status, type: res.headers.get('content-type') };
  const started = whileOpen();
  const deadline = setTimeout(() => controller.abort(), waitMs);
  try {
    while (!text.includes(`event: ${event}`)) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value);
    }
  } catch {
    // Aborted at the deadline: the text read so far is the answer.
  } finally {
    clearTimeout(deadline);
    controller.abort();
  }
  await started;
  return { ...opened, text };
}

describe('a phone number shared with the provider, and the portal told of changes', () => {
  jest.setTimeout(120_000);
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('shows a shared number to the bound provider only, normalised, encrypted at rest, gone when withdrawn', async () => {
    const provider = await signedInProvider(t, 'dr.phone@clinic.example', 'Dr Phone');
    const other = await signedInProvider(t, 'dr.other@clinic.example', 'Dr Other');
    const patient = await patientOf(t, 'sam-phone', 'dr.phone@clinic.example');
    const patientId = await idOf(patient);
    await shareScore(patient, 50);
    expect(await phoneSeenBy(provider, patientId)).toEqual({
      list: null,
      detail: null,
      detailAlerts: [null],
      dashboardAlerts: [null],
    });

    const shared = await patient.request<ProviderAssignmentView>('PUT', AssessmentApiPath.providerPhone, {
      body: { phone: '+44 (20) 7946-0958' },
    });
    expect(shared.status).toBe(200);
    expect(shared.body.sharedPhone).toBe('+442079460958');
    expect(await phoneSeenBy(provider, patientId)).toEqual({
      list: '+442079460958',
      detail: '+442079460958',
      detailAlerts: ['+442079460958'],
      dashboardAlerts: ['+442079460958'],
    });
    expect((await other.get<ProviderPatientCard[]>(ProviderApiPath.patients)).body).toEqual([]);
    const [stored] = await t.dataSource.query<{ shared_phone: string }[]>(
      'SELECT shared_phone FROM provider_assignments WHERE user_id = $1 AND active',
      [patientId],
    );
    expect(stored.shared_phone).not.toContain('7946');

    // Stopping sharing the number: the portal has none again.
    expect((await patient.request('DELETE', AssessmentApiPath.providerPhone)).status).toBe(200);
    expect((await phoneSeenBy(provider, patientId)).list).toBeNull();

    // Shared again, then provider sharing turned off and on: the number went with it.
    await patient.request('PUT', AssessmentApiPath.providerPhone, { body: { phone: '020 7946 0958' } });
    expect((await phoneSeenBy(provider, patientId)).list).toBe('02079460958');
    await patient.patch(AssessmentApiPath.preferences, { body: { healthcareProviderSharing: false } });
    await patient.patch(AssessmentApiPath.preferences, { body: { healthcareProviderSharing: true } });
    await shareScore(patient, 52);
    expect((await phoneSeenBy(provider, patientId)).list).toBeNull();
    expect((await patient.get<ProviderAssignmentView>(AssessmentApiPath.provider)).body.sharedPhone).toBeNull();

    // Shared again, then the provider withdrawn: nothing is left stored to dial.
    await patient.request('PUT', AssessmentApiPath.providerPhone, { body: { phone: '+1 415 555 0100' } });
    expect((await patient.request('DELETE', AssessmentApiPath.provider)).status).toBe(204);
    const left = await t.dataSource.query(
      'SELECT id FROM provider_assignments WHERE user_id = $1 AND shared_phone IS NOT NULL',
      [patientId],
    );
    expect(left).toEqual([]);
    expect(
      (await patient.request('PUT', AssessmentApiPath.providerPhone, { body: { phone: '+14155550100' } })).status,
    ).toBe(404);
  });

  it('refuses a number that is not one with a 400 naming the field', async () => {
    const patient = await patientOf(t, 'bad-phone', 'dr.phone@clinic.example');
    for (const phone of ['call me', '+0 123 456 789', '12345', '+1 234 567 890 123 456 7']) {
      const res = await patient.request('PUT', AssessmentApiPath.providerPhone, { body: { phone } });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ field: 'phone' });
      expect(res.text).toContain('must be a phone number');
    }
    expect((await patient.get<ProviderAssignmentView>(AssessmentApiPath.provider)).body.sharedPhone).toBeNull();
  });

  it("tells the provider's open event stream, without patient data, when a patient stops sharing", async () => {
    const provider = await signedInProvider(t, 'dr.live@clinic.example', 'Dr Live');
    const patient = await patientOf(t, 'live-patient', 'dr.live@clinic.example');
    await shareScore(patient, 40);
    const stream = await nextEvent(t, provider, PROVIDER_PATIENTS_CHANGED_EVENT, async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect((await patient.request('DELETE', AssessmentApiPath.provider)).status).toBe(204);
    });
    expect(stream.status).toBe(200);
    expect(stream.type).toContain('text/event-stream');
    expect(stream.text).toContain(`event: ${PROVIDER_PATIENTS_CHANGED_EVENT}`);
    expect(stream.text).not.toContain('live-patient');

    const patientStream = await fetch(`${t.baseUrl}${ProviderApiPath.events}`, {
      headers: { Cookie: [...patient.cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    expect(patientStream.status).toBe(403);
  });

  it("tells only the patient's own provider when the patient turns provider sharing off", async () => {
    const provider = await signedInProvider(t, 'dr.switch@clinic.example', 'Dr Switch');
    const bystander = await signedInProvider(t, 'dr.bystander@clinic.example', 'Dr Bystander');
    const patient = await patientOf(t, 'switch-patient', 'dr.switch@clinic.example');
    const turnOff = async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await patient.patch(AssessmentApiPath.preferences, { body: { healthcareProviderSharing: false } });
    };
    const own = await nextEvent(t, provider, PROVIDER_PATIENTS_CHANGED_EVENT, turnOff);
    expect(own.text).toContain(`event: ${PROVIDER_PATIENTS_CHANGED_EVENT}`);
    await patient.patch(AssessmentApiPath.preferences, { body: { healthcareProviderSharing: true } });
    const other = await nextEvent(t, bystander, PROVIDER_PATIENTS_CHANGED_EVENT, turnOff, 2_000);
    expect(other.status).toBe(200);
    expect(other.text).toContain('event: ready');
    expect(other.text).not.toContain(PROVIDER_PATIENTS_CHANGED_EVENT);
  });
});
