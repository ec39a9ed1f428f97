import type { Bundle, Observation } from '@medplum/fhirtypes';
import {
  ApiPath,
  AssessmentApiPath,
  NotificationApiPath,
  type NotificationListResponse,
  type PatientInvitationView,
  ProviderApiPath,
  type ProviderDashboard,
  type ProviderPatientCard,
  providerDashboardSchema,
  providerPatientCardSchema,
  providerPatientDetailSchema,
  type ProviderReport,
  providerReportSchema,
  type ProviderShare,
  type ScheduledAssessmentView,
  withId,
} from '@anchor/contracts';
import { z } from 'zod';
import type { HttpClient } from '@anchor/services/test/http-client';
import {
  acceptWaitingRequests,
  download,
  patientOf,
  shareScore,
  signedInProvider,
  signInAgain,
  verifyEmailOf,
} from '@anchor/services/test/provider-test-kit';
import { fhirSchemaErrors } from '@anchor/services/test/fhir-schema';
import { pdfText } from '@anchor/services/test/pdf-text';
import { signUp } from '@anchor/services/test/sign-up';
import { createTestApp, type TestApp } from '@anchor/services/test/test-app';

const DAY = 86_400_000;
/** A fixed-offset zone whose local date is today's UTC date and whose local time is 10:00 or later. */
const zoneWhereNineHasPassed = (now = new Date()) => {
  const hoursAhead = Math.max(0, 10 - now.getUTCHours());
  return hoursAhead === 0 ? 'UTC' : `Etc/GMT-${hoursAhead}`;
};
const idOf = async (client: HttpClient) => ((await client.get<{ id: number }>(ApiPath.user)).body as { id: number }).id;

/**
 * Seeded by hand. Forty days ago: A shared 50, B shared 20. Now: A shares 30, B 34, C 10 then 22.
 * D has assigned the provider (two months ago) and shared nothing; E assigned another provider; F revoked.
 * Figures: 5 patients (F still assigned), 4 new this month (not D); assessment alerts B (34, above the screening
 * cut-off) and C (a rise of 12), and no crisis alert, so no high-risk alert; change since the first score A -20,
 * B +14, C +12 -> +2 points; a month ago A and B had one score each, so no change yet and no figure for last month.
 */
describe('provider portal figures, alerts, requests and exports', () => {
  jest.setTimeout(120_000);
  let t: TestApp;
  let provider: HttpClient;
  const patients: Record<string, HttpClient> = {};
  const ids: Record<string, number> = {};
  let alertIdOfB: number;

  beforeAll(async () => {
    t = await createTestApp();
    const now = t.clock.now();
    t.clock.travelTo(new Date(now.getTime() - 40 * DAY));
    for (const name of ['pa', 'pb', 'pc', 'pd', 'pf']) {
      patients[name] = await patientOf(t, name, 'dr.kim@clinic.example');
      ids[name] = await idOf(patients[name]);
    }
    patients.pe = await patientOf(t, 'pe', 'someone.else@clinic.example');
    await shareScore(patients.pa, 50);
    await shareScore(patients.pb, 20);
    t.clock.travelTo(now);
    for (const name of ['pa', 'pb', 'pc', 'pe', 'pf']) await signInAgain(patients[name], name);
    provider = await signedInProvider(t, 'dr.kim@clinic.example', 'Sam Kim');
    // The patients named the address before this account existed: it accepts their requests once it does.
    await acceptWaitingRequests(t, 'dr.kim@clinic.example');
    await shareScore(patients.pa, 30);
    alertIdOfB = await shareScore(patients.pb, 34);
    await shareScore(patients.pc, 10);
    await shareScore(patients.pc, 22);
    await shareScore(patients.pe, 70);
    const revoked = await shareScore(patients.pf, 60);
    await patients.pf.request('DELETE', `${AssessmentApiPath.providerSharing}/${revoked}`);
    await t.dataSource.query(
      `UPDATE provider_assignments SET created_at = now() - interval '60 days' WHERE user_id = $1`,
      [ids.pd],
    );
  });
  afterAll(() => t.close());

  it('computes the dashboard from the shared data', async () => {
    const res = await provider.get<ProviderDashboard>(ProviderApiPath.dashboard);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      totalPatients: 5,
      newThisMonth: 4,
      highRiskAlerts: 0,
      avgChangeSinceFirst: 2,
      changeFromLastMonth: null,
    });
    expect(res.body.recentAlerts.map((alert) => [alert.patientName, alert.screening, alert.reason])).toEqual(
      expect.arrayContaining([
        ['pb', 'above_cutoff', 'Above screening cut-off (33): PCL-5 score 34'],
        ['pc', 'below_cutoff', 'Score rose 12 points (clinically meaningful change)'],
      ]),
    );
  });

  it('shows each patient card with score, screening label, change since the first score and alert count', async () => {
    const cards = (await provider.get<ProviderPatientCard[]>(ProviderApiPath.patients)).body;
    const byName = Object.fromEntries(cards.map((card) => [card.name, card]));
    expect(Object.keys(byName).sort()).toEqual(['pa', 'pb', 'pc', 'pd', 'pf']);
    expect(byName.pa).toMatchObject({
      latestScore: 30,
      screening: 'below_cutoff',
      changeSinceFirst: -20,
      alertCount: 0,
    });
    expect(byName.pb).toMatchObject({ latestScore: 34, screening: 'above_cutoff', alertCount: 1, initials: 'P' });
    expect(byName.pd).toMatchObject({ latestScore: null, screening: null, changeSinceFirst: null });
    expect(byName.pf).toMatchObject({ latestScore: null });
  });

  it('answers in the shapes services/openapi.json declares, with no field it leaves out', async () => {
    const answers: [string, z.ZodType][] = [
      [ProviderApiPath.dashboard, providerDashboardSchema],
      [ProviderApiPath.patients, z.array(providerPatientCardSchema)],
      [withId(ProviderApiPath.patient, ids.pb), providerPatientDetailSchema],
      [`${ProviderApiPath.report}?type=comprehensive&period=month`, providerReportSchema],
    ];
    for (const [path, schema] of answers) {
      const { status, body } = await provider.get(path);
      expect({ path, status }).toEqual({ path, status: 200 });
      // Parsing drops keys the schema does not name: equal only when the document names every field.
      expect(schema.parse(body)).toEqual(body);
    }
  });

  it('clears an alert only with a note, and keeps the note encrypted', async () => {
    const path = withId(ProviderApiPath.alertAcknowledgement, alertIdOfB);
    const noNote = await provider.post(path, { body: { note: '  ' } });
    expect(noNote.status).toBe(400);
    expect(noNote.body).toMatchObject({ field: 'note' });
    expect((await provider.post(path, { body: { note: 'Called, safety plan reviewed' } })).status).toBe(204);
    const dashboard = (await provider.get<ProviderDashboard>(ProviderApiPath.dashboard)).body;
    expect(dashboard.recentAlerts.map((alert) => alert.patientName)).toEqual(['pc']);
    const [raw] = await t.dataSource.query('SELECT note FROM provider_alert_acknowledgements');
    expect(raw.note).not.toContain('safety');
    expect(
      (await provider.post(withId(ProviderApiPath.alertAcknowledgement, 999999), { body: { note: 'x' } })).status,
    ).toBe(404);
  });

  it('schedules an assessment that reaches the patient as a reminder and stays pending until shared', async () => {
    const today = t.clock.now().toISOString().slice(0, 10);
    // The request reaches the patient at 09:00 of the day in their zone: pick a zone where that has passed today.
    await t.dataSource.query(`UPDATE users SET time_zone = $2 WHERE id = $1`, [
      ids.pd,
      zoneWhereNineHasPassed(t.clock.now()),
    ]);
    const past = new Date(t.clock.now().getTime() - 2 * DAY).toISOString().slice(0, 10);
    const body = { patientId: ids.pd, date: today, notes: 'Before our next session' };
    expect((await provider.post(ProviderApiPath.scheduledAssessments, { body: { ...body, date: past } })).status).toBe(
      400,
    );
    const created = await provider.post<ScheduledAssessmentView>(ProviderApiPath.scheduledAssessments, { body });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ patientName: 'pd', status: 'pending', notes: 'Before our next session' });
    await signInAgain(patients.pd, 'pd');
    const inbox = (await patients.pd.get<NotificationListResponse>(NotificationApiPath.notifications)).body;
    expect(inbox.items.map((item) => item.title)).toContain('Assessment requested');
    await shareScore(patients.pd, 12);
    const list = (await provider.get<ScheduledAssessmentView[]>(ProviderApiPath.scheduledAssessments)).body;
    expect(list).toEqual([expect.objectContaining({ patientId: ids.pd, status: 'done' })]);
    const stranger = await provider.post(ProviderApiPath.scheduledAssessments, {
      body: { ...body, patientId: await idOf(patients.pe) },
    });
    expect(stranger.status).toBe(404);
  });

  it("sends the requested assessment's reminder at 09:00 in the patient's own time zone", async () => {
    await t.dataSource.query(`UPDATE users SET time_zone = 'Pacific/Kiritimati' WHERE id = $1`, [ids.pd]);
    const date = new Date(t.clock.now().getTime() + 10 * DAY).toISOString().slice(0, 10);
    const created = await provider.post<ScheduledAssessmentView>(ProviderApiPath.scheduledAssessments, {
      body: { patientId: ids.pd, date },
    });
    expect(created.status).toBe(201);
    const [row] = await t.dataSource.query('SELECT scheduled_for FROM notifications WHERE occurrence_key = $1', [
      `provider-request:${created.body.id}`,
    ]);
    const dayBefore = new Date(Date.parse(`${date}T00:00:00Z`) - DAY).toISOString().slice(0, 10);
    expect(new Date(row.scheduled_for).toISOString()).toBe(`${dayBefore}T19:00:00.000Z`);
  });

  it('sends a secure message the patient reads in the app', async () => {
    const res = await provider.post(withId(ProviderApiPath.patientMessages, ids.pa), {
      body: { message: 'Please call the clinic' },
    });
    expect(res.status).toBe(204);
    const inbox = (await patients.pa.get<NotificationListResponse>(NotificationApiPath.notifications)).body;
    expect(inbox.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ title: 'Message from Sam Kim', message: 'Please call the clinic' }),
      ]),
    );
  });

  it('adds a patient only when the invited patient accepts', async () => {
    expect((await provider.post(ProviderApiPath.invitations, { body: { email: 'New.Pat@example.org' } })).status).toBe(
      201,
    );
    const invited = (await signUp(t, 'newpat')).client;
    await t.dataSource.query(`UPDATE users SET email = 'new.pat@example.org' WHERE username = 'newpat'`);
    await verifyEmailOf(t, 'newpat');
    expect((await provider.get<ProviderPatientCard[]>(ProviderApiPath.patients)).body).toHaveLength(5);
    const [invitation] = (await invited.get<PatientInvitationView[]>(ProviderApiPath.patientInvitations)).body;
    expect(invitation).toMatchObject({ providerName: 'Sam Kim', providerEmail: 'dr.kim@clinic.example' });
    expect((await invited.post(withId(ProviderApiPath.acceptInvitation, invitation.id))).status).toBe(204);
    const names = (await provider.get<ProviderPatientCard[]>(ProviderApiPath.patients)).body.map((card) => card.name);
    expect(names).toContain('newpat');
  });

  it('exports a report as a PDF holding the patient count, and as CSV', async () => {
    const query = '?type=progress_summary&period=month';
    const pdf = await fetch(`${t.baseUrl}${ProviderApiPath.reportPdf}${query}`, {
      headers: { Cookie: [...provider.cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = pdfText(await pdf.arrayBuffer());
    expect(text).toContain('Progress Summary');
    expect(text).toContain('Total patients: 6');
    expect(text).toContain('Last Month');
    const csv = await provider.get<string>(`${ProviderApiPath.reportCsv}${query}`);
    expect(csv.text).toContain('Total patients,6');
    expect((await provider.get(`${ProviderApiPath.report}?type=nope&period=month`)).status).toBe(400);
  });

  it('gives each report type its own part of the shared data, in the JSON, the PDF and the CSV', async () => {
    const report = async (type: string) =>
      (await provider.get<ProviderReport>(`${ProviderApiPath.report}?type=${type}&period=month`)).body;
    const progress = await report('progress_summary');
    expect(progress.rows).toEqual([]);
    expect(progress.wellness).toEqual([]);
    expect(progress.progress).toEqual(
      expect.arrayContaining([
        {
          patientName: 'pa',
          firstScore: 50,
          latestScore: 30,
          changeSinceFirst: -20,
          screening: 'below_cutoff',
          sharedInPeriod: 1,
        },
        {
          patientName: 'pc',
          firstScore: 10,
          latestScore: 22,
          changeSinceFirst: 12,
          screening: 'below_cutoff',
          sharedInPeriod: 2,
        },
      ]),
    );
    const history = await report('assessment_history');
    expect(history.progress).toEqual([]);
    expect(history.rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ patientName: 'pb', score: 34, answeredCount: 20, screening: 'above_cutoff' }),
      ]),
    );
    // pb's 20 was shared forty days ago: outside Last Month.
    expect(history.rows.filter((row) => row.patientName === 'pb').map((row) => row.score)).toEqual([34]);
    // Nobody here shares mood, practice and crisis summaries: the report says so instead of showing scores.
    const mood = await report('mood_analysis');
    expect(mood).toMatchObject({ rows: [], progress: [], wellness: [], wellnessNotShared: 6 });
    const all = await report('comprehensive');
    expect([all.rows.length > 0, all.progress.length, all.wellnessNotShared]).toEqual([true, 6, 6]);

    const pdf = async (type: string) =>
      pdfText(await download(t, provider, `${ProviderApiPath.reportPdf}?type=${type}&period=month`));
    const progressPdf = await pdf('progress_summary');
    expect(progressPdf).toContain('Change since first shared score by patient');
    expect(progressPdf).toContain(
      'pa PCL-5 50 -> 30 change since first: down 20 points (clinically meaningful change) Below screening cut-off',
    );
    expect(progressPdf).toContain('Average change since first shared score: up 2 points');
    expect(progressPdf.replace(/\s+/g, ' ')).toContain(
      "Change bands from the U.S. National Center for PTSD's PCL-5 guidance",
    );
    expect(progressPdf).not.toMatch(/risk level|high risk|recovery progress/i);
    expect(progressPdf).not.toContain('Mood, practice and crisis moments');
    const historyPdf = await pdf('assessment_history');
    expect(historyPdf).toContain('pb PCL-5 34 Above screening cut-off (33)');
    expect(historyPdf.replace(/\s+/g, ' ')).toContain('Screening cut-off 31-33 from the U.S. National Center for PTSD');
    expect(historyPdf).not.toContain('Change since first shared score by patient');
    const historyCsv = (await provider.get<string>(`${ProviderApiPath.reportCsv}?type=comprehensive&period=month`))
      .text;
    expect(historyCsv).toContain(
      'pa,50,30,-20,down 20 points (clinically meaningful change),Below screening cut-off,1',
    );
    expect(historyCsv).toMatch(/pb,\d{4}-\d{2}-\d{2},34,20,Above screening cut-off \(33\)/);
    const moodPdf = await pdf('mood_analysis');
    expect(moodPdf).toContain('Mood, practice and crisis moments');
    expect(moodPdf).toContain('do not share mood, practice and crisis summaries with you: 6');
    expect(moodPdf).not.toContain('PCL-5 34');
    const moodCsv = (await provider.get<string>(`${ProviderApiPath.reportCsv}?type=mood_analysis&period=month`)).text;
    expect(moodCsv).toContain('Report,Mood Analysis');
    expect(moodCsv).not.toContain('pb,');
  });

  it('exports shared PCL-5s as FHIR R4 with the LOINC total and, under scores-only shares, no answers', async () => {
    const res = await provider.get<Bundle>(withId(ProviderApiPath.patientFhir, ids.pa));
    expect(res.status).toBe(200);
    const resources = (res.body.entry ?? []).map((entry) => entry.resource);
    expect(resources.filter((r) => r?.resourceType === 'QuestionnaireResponse')).toEqual([]);
    const totals = resources.filter(
      (r): r is Observation => r?.resourceType === 'Observation' && r.code.coding?.[0]?.code === '101698-9',
    );
    expect(totals.map((obs) => obs.valueInteger)).toEqual([50, 30]);
    // The answer as sent, checked against HL7's FHIR R4 JSON Schema.
    expect(fhirSchemaErrors(res.body)).toEqual([]);
    expect((await provider.get(withId(ProviderApiPath.patientFhir, await idOf(patients.pe)))).status).toBe(404);
  });

  it('lets the patient download a personal summary PDF', async () => {
    const cookie = [...patients.pa.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const res = await fetch(`${t.baseUrl}${ProviderApiPath.summaryPdf}`, { headers: { Cookie: cookie } });
    expect(res.status).toBe(200);
    const text = pdfText(await res.arrayBuffer());
    expect(text).toContain('Anchor: my summary');
    expect(text).toContain('Summary for pa');
  });

  it('keeps a revoked share out of every figure', async () => {
    const shares = (await patients.pa.get<ProviderShare[]>(AssessmentApiPath.providerSharing)).body;
    for (const share of shares) await patients.pa.request('DELETE', `${AssessmentApiPath.providerSharing}/${share.id}`);
    const cards = (await provider.get<ProviderPatientCard[]>(ProviderApiPath.patients)).body;
    expect(cards.find((card) => card.name === 'pa')).toMatchObject({ latestScore: null, changeSinceFirst: null });
  });
  it('says a partial shared assessment is partial and draws no screening label, alert or change from it', async () => {
    const partialProvider = await signedInProvider(t, 'dr.partial@clinic.example', 'Pat Partial');
    const pp = await patientOf(t, 'pp', 'dr.partial@clinic.example');
    await shareScore(pp, 20);
    await shareScore(pp, 26);
    // Twelve of twenty answered, each 4: a total of 48, which complete would be above the cut-off and a rise of 28.
    const twelve = Array.from({ length: 20 }, (_, index) => (index < 12 ? 4 : null));
    const submitted = await pp.post<{ id: number }>(AssessmentApiPath.assessments, { body: { responses: twelve } });
    expect(submitted.status).toBe(201);
    const shared = await pp.post(AssessmentApiPath.providerSharing, {
      body: { assessmentId: submitted.body.id, assessmentType: 'pcl5', shareWithProvider: true },
    });
    expect(shared.status).toBe(201);

    const [card] = (await partialProvider.get<ProviderPatientCard[]>(ProviderApiPath.patients)).body;
    expect(card).toMatchObject({
      latestScore: 48,
      latestAnsweredCount: 12,
      screening: 'partial',
      changeSinceFirst: 6,
      alertCount: 0,
    });
    const dashboard = (await partialProvider.get<ProviderDashboard>(ProviderApiPath.dashboard)).body;
    expect(dashboard).toMatchObject({ recentAlerts: [], avgChangeSinceFirst: 6 });
    const report = (
      await partialProvider.get<ProviderReport>(`${ProviderApiPath.report}?type=comprehensive&period=month`)
    ).body;
    expect(report.rows.map((row) => [row.score, row.answeredCount, row.screening])).toEqual([
      [20, 20, 'below_cutoff'],
      [26, 20, 'below_cutoff'],
      [48, 12, 'partial'],
    ]);
    expect(report).toMatchObject({ avgScore: 23, avgChangeSinceFirst: 6 });
    expect(report.progress).toEqual([
      expect.objectContaining({ firstScore: 20, latestScore: 26, changeSinceFirst: 6, screening: 'below_cutoff' }),
    ]);
    const pdf = pdfText(
      await download(t, partialProvider, `${ProviderApiPath.reportPdf}?type=assessment_history&period=month`),
    );
    expect(pdf).toContain('pp PCL-5 48 Partial (12 of 20)');
    expect(pdf).not.toContain('pp PCL-5 48 Above');
    const csv = (await partialProvider.get<string>(`${ProviderApiPath.reportCsv}?type=assessment_history&period=month`))
      .text;
    expect(csv).toMatch(/pp,\d{4}-\d{2}-\d{2},48,12,Partial \(12 of 20\)/);
  });
});
