import {
  ApiPath,
  AssessmentApiPath,
  MindfulnessApiPath,
  MoodApiPath,
  type ProviderAssignmentView,
  type ProviderDashboard,
  ProviderApiPath,
  type ProviderPatientCard,
  type ProviderPatientDetail,
  type ProviderReport,
  type ProviderShare,
  withId,
} from '@anchor/contracts';
import type { HttpClient } from '@anchor/services/test/http-client';
import {
  acceptWaitingRequests,
  download,
  patientOf,
  shareScore,
  signedInProvider,
} from '@anchor/services/test/provider-test-kit';
import { pdfText } from '@anchor/services/test/pdf-text';
import { signUp } from '@anchor/services/test/sign-up';
import { createTestApp, type TestApp } from '@anchor/services/test/test-app';
import { MINUTE } from '@anchor/services/test/test-clock';
import { CrisisEventsService } from '../../safety/crisis-events.service';

describe("the patient's choice to share mood, practice and crisis summaries", () => {
  jest.setTimeout(60_000);
  let t: TestApp;
  let provider: HttpClient;
  let patient: HttpClient;
  let patientId: number;

  const card = async () =>
    (await provider.get<ProviderPatientCard[]>(ProviderApiPath.patients)).body.find((c) => c.id === patientId);

  beforeAll(async () => {
    t = await createTestApp();
    provider = await signedInProvider(t, 'dr.noor@clinic.example', 'Noor Haddad');
    patient = await patientOf(t, 'wellness-pat', 'dr.noor@clinic.example');
    patientId = ((await patient.get<{ id: number }>(ApiPath.user)).body as { id: number }).id;
    await shareScore(patient, 28);
    expect((await patient.post(MoodApiPath.entries, { body: { mood: 4 } })).status).toBe(201);
    expect((await patient.post(MoodApiPath.entries, { body: { mood: 6 } })).status).toBe(201);
    // A 10-minute meditation recorded before time was measured, and a 4-7-8 breathing done in 3 minutes.
    const untimed = await patient.post(MindfulnessApiPath.sessions, { body: { type: 'meditation', duration: 600 } });
    expect(untimed.status).toBe(201);
    const now = t.clock.now().getTime();
    const timed = await patient.post(MindfulnessApiPath.sessions, {
      body: {
        type: 'breathing',
        duration: 300,
        startedAt: new Date(now - 3 * MINUTE).toISOString(),
        endedAt: new Date(now).toISOString(),
      },
    });
    expect(timed.status).toBe(201);
    // The rows above carry the database's time; the test clock started before them.
    t.clock.advance(MINUTE);
    await t.app.get(CrisisEventsService).record({
      userId: patientId,
      tier: 'concern',
      source: 'chat',
      sessionId: '6f0a8f3e-3d7e-4f55-9d3b-2a1c9e0b7c11',
    });
  });
  afterAll(() => t.close());

  it('is off until the patient turns it on: the provider sees the shared score and nothing else', async () => {
    expect((await patient.get<ProviderAssignmentView>(AssessmentApiPath.provider)).body).toMatchObject({
      providerEmail: 'dr.noor@clinic.example',
      shareWellnessSummaries: false,
    });
    expect(await card()).toMatchObject({ latestScore: 28, recentMoods: null, wellness: null });
    const detail = await provider.get<ProviderPatientDetail>(withId(ProviderApiPath.patient, patientId));
    expect(detail.body).toMatchObject({ recentMoods: null, wellness: null });
  });

  it('shows the summaries on the next provider request once turned on, and hides them at once when turned off', async () => {
    const on = await patient.patch<ProviderAssignmentView>(AssessmentApiPath.provider, {
      body: { shareWellnessSummaries: true },
    });
    expect(on.status).toBe(200);
    expect(on.body.shareWellnessSummaries).toBe(true);
    expect(await card()).toMatchObject({
      recentMoods: ['6/10', '4/10'],
      wellness: {
        practiceSessions: 2,
        practiceMinutes: 3,
        practiceUntimedSessions: 1,
        crisisEvents: 1,
        lastCrisisAt: expect.any(String),
      },
    });

    const off = await patient.patch<ProviderAssignmentView>(AssessmentApiPath.provider, {
      body: { shareWellnessSummaries: false },
    });
    expect(off.body.shareWellnessSummaries).toBe(false);
    expect(await card()).toMatchObject({ latestScore: 28, recentMoods: null, wellness: null });
  });

  it('puts the moods, practice and crisis moments in the Mood Analysis report only while the patient shares them', async () => {
    const query = '?type=mood_analysis&period=month';
    const hidden = await provider.get<ProviderReport>(`${ProviderApiPath.report}${query}`);
    expect(hidden.body).toMatchObject({ type: 'mood_analysis', totalPatients: 1, wellness: [], wellnessNotShared: 1 });
    await patient.patch(AssessmentApiPath.provider, { body: { shareWellnessSummaries: true } });
    // Moods 4 and 6 on one day: one day averaging 5.
    const shown = await provider.get<ProviderReport>(`${ProviderApiPath.report}${query}`);
    expect(shown.body).toMatchObject({
      wellness: [
        {
          patientName: 'wellness-pat',
          moodDays: 1,
          avgMood: 5,
          lowestMood: 5,
          practiceSessions: 2,
          practiceMinutes: 3,
          practiceUntimedSessions: 1,
          crisisEvents: 1,
        },
      ],
      wellnessNotShared: 0,
      rows: [],
      progress: [],
    });
    const pdf = pdfText(await download(t, provider, `${ProviderApiPath.reportPdf}${query}`));
    expect(pdf).toContain('Mood Analysis');
    expect(pdf).toContain('Mood, practice and crisis moments');
    expect(pdf).toContain('wellness-pat mood 5/10 average');
    expect(pdf).toContain('practice 2 sessions, 3 min (time not recorded for 1 earlier');
    const csv = await provider.get<string>(`${ProviderApiPath.reportCsv}${query}`);
    expect(csv.text).toContain('wellness-pat,1,5,5,2,3,1,1');
    await patient.patch(AssessmentApiPath.provider, { body: { shareWellnessSummaries: false } });
    const again = await provider.get<ProviderReport>(`${ProviderApiPath.report}${query}`);
    expect(again.body).toMatchObject({ wellness: [], wellnessNotShared: 1 });
  });

  it('raises a high-risk alert for a shared crisis event, which only the provider clears, with a note', async () => {
    const crisisAlerts = async () =>
      (await provider.get<ProviderDashboard>(ProviderApiPath.dashboard)).body.recentAlerts.filter(
        (alert) => alert.kind === 'crisis',
      );
    const [event] = await t.dataSource.query('SELECT id FROM crisis_events WHERE user_id = $1', [patientId]);
    const path = withId(ProviderApiPath.crisisAlertAcknowledgement, event.id);
    expect(await crisisAlerts()).toEqual([]);
    expect((await provider.post(path, { body: { note: 'Called' } })).status).toBe(404);

    await patient.patch(AssessmentApiPath.provider, { body: { shareWellnessSummaries: true } });
    expect(await crisisAlerts()).toEqual([
      expect.objectContaining({ kind: 'crisis', id: event.id, patientId, screening: null }),
    ]);
    expect(await card()).toMatchObject({ alertCount: 1 });
    // The assessment route does not clear a crisis alert that happens to share its number.
    await provider.post(withId(ProviderApiPath.alertAcknowledgement, event.id), { body: { note: 'Called' } });
    expect(await crisisAlerts()).toHaveLength(1);

    const noNote = await provider.post(path, { body: { note: '  ' } });
    expect(noNote.status).toBe(400);
    expect(noNote.body).toMatchObject({ field: 'note' });
    expect((await provider.post(path, { body: { note: 'Called Noor; safety plan reviewed' } })).status).toBe(204);
    expect(await crisisAlerts()).toEqual([]);
    expect(await card()).toMatchObject({ alertCount: 0 });
    const [row] = await t.dataSource.query(
      'SELECT share_id, note FROM provider_alert_acknowledgements WHERE crisis_event_id = $1',
      [event.id],
    );
    expect(row.share_id).toBeNull();
    expect(row.note).not.toContain('safety');
    await patient.patch(AssessmentApiPath.provider, { body: { shareWellnessSummaries: false } });
  });

  it('refuses a malformed choice with a 400 naming the field and changes nothing', async () => {
    const bad = await patient.patch(AssessmentApiPath.provider, { body: { shareWellnessSummaries: 'yes' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ field: 'shareWellnessSummaries' });
    expect((await patient.get<ProviderAssignmentView>(AssessmentApiPath.provider)).body.shareWellnessSummaries).toBe(
      false,
    );
  });

  it('answers 404 to a patient without a provider', async () => {
    const alone = (await signUp(t, 'no-provider')).client;
    const res = await alone.patch(AssessmentApiPath.provider, { body: { shareWellnessSummaries: true } });
    expect(res.status).toBe(404);
  });

  it('hides the patient altogether, name included, while provider sharing is off', async () => {
    await patient.patch(AssessmentApiPath.preferences, { body: { healthcareProviderSharing: false } });
    expect(await card()).toBeUndefined();
    expect((await provider.get(withId(ProviderApiPath.patient, patientId))).status).toBe(404);
    const dashboard = await provider.get<{ totalPatients: number }>(ProviderApiPath.dashboard);
    expect(dashboard.body.totalPatients).toBe(0);
    await patient.patch(AssessmentApiPath.preferences, { body: { healthcareProviderSharing: true } });
    // Turning sharing off revoked the shares: the patient is back, without the score shared before.
    expect(await card()).toMatchObject({ latestScore: null });
  });

  it('asks again for a newly named provider: the choice belongs to one provider', async () => {
    await patient.patch(AssessmentApiPath.provider, { body: { shareWellnessSummaries: true } });
    await patient.put(AssessmentApiPath.provider, { body: { providerEmail: 'dr.other@clinic.example' } });
    expect((await patient.get<ProviderAssignmentView>(AssessmentApiPath.provider)).body).toMatchObject({
      providerEmail: 'dr.other@clinic.example',
      shareWellnessSummaries: false,
    });
    expect(await card()).toBeUndefined();
  });

  it('withdraws access on the next request when the patient stops sharing, revoking every share', async () => {
    await patient.put(AssessmentApiPath.provider, { body: { providerEmail: 'dr.noor@clinic.example' } });
    await acceptWaitingRequests(t, 'dr.noor@clinic.example');
    await shareScore(patient, 30);
    expect(await card()).toMatchObject({ latestScore: 30 });

    expect((await patient.request('DELETE', AssessmentApiPath.provider)).status).toBe(204);
    expect(await card()).toBeUndefined();
    expect((await provider.get(withId(ProviderApiPath.patient, patientId))).status).toBe(404);
    const shares = (await patient.get<ProviderShare[]>(AssessmentApiPath.providerSharing)).body;
    expect(shares.filter((share) => share.shareWithProvider && share.revokedAt === null)).toEqual([]);
    expect((await patient.get(AssessmentApiPath.provider)).status).toBe(404);
    expect((await patient.request('DELETE', AssessmentApiPath.provider)).status).toBe(404);

    // Naming the provider again starts afresh (a new request to accept): nothing shared before comes back.
    await patient.put(AssessmentApiPath.provider, { body: { providerEmail: 'dr.noor@clinic.example' } });
    expect(await card()).toBeUndefined();
    expect(await acceptWaitingRequests(t, 'dr.noor@clinic.example')).toBe(1);
    expect(await card()).toMatchObject({ latestScore: null, recentMoods: null });
  });
});
