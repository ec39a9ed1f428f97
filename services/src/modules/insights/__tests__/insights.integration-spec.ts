import { randomUUID } from 'node:crypto';
import {
  AssessmentApiPath,
  AssistantApiPath,
  HealthMetricsApiPath,
  InsightsApiPath,
  MindfulnessApiPath,
  MoodApiPath,
  NotificationApiPath,
  withId,
  type InsightsResponse,
  type MedicationReminderResponse,
  type RecommendationCard,
} from '@anchor/contracts';
import { NotificationRowsService } from '../../notifications/notification-rows.service';
import { HttpClient } from '@anchor/services/test/http-client';
import { signUp } from '@anchor/services/test/sign-up';
import { createTestApp, type TestApp } from '@anchor/services/test/test-app';

function daysAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

describe('GET /api/insights', () => {
  let t: TestApp;
  let a: HttpClient;
  let b: HttpClient;

  beforeAll(async () => {
    t = await createTestApp();
    a = (await signUp(t, 'insights-a')).client;
    b = (await signUp(t, 'insights-b')).client;
    // A has 20 days of sleep; B has none.
    const rows = Array.from({ length: 20 }, (_v, index) => `${daysAgo(index + 1)},${5 + (index % 4)}`);
    const res = await a.post(HealthMetricsApiPath.import, {
      rawBody: ['date,sleep_hours', ...rows].join('\n'),
      headers: { 'Content-Type': 'text/csv' },
    });
    expect(res.status).toBe(201);
    await a.post(MoodApiPath.entries, { body: { mood: 6 } });
    await a.post(MindfulnessApiPath.sessions, {
      body: {
        type: 'breathing',
        subtype: '4-7-8',
        duration: 300,
        sudsBefore: 7,
        sudsAfter: 4,
        startedAt: new Date(t.clock.now().getTime() - 4 * 60_000).toISOString(),
        endedAt: t.clock.now().toISOString(),
      },
    });
    await seedMedicationDoses();
    await speakToTheAssistant([
      'I had nightmares again last night',
      'I keep having flashbacks when I hear sirens',
      'The nightmares wake me every night and I feel on edge',
      'I feel happy and proud today',
    ]);
  });

  /** Spoken messages to the assistant, each analysed as the chat does: the exchange, then its voice analysis. */
  async function speakToTheAssistant(transcriptions: string[]) {
    for (const transcription of transcriptions) {
      const conversationId = randomUUID();
      const reply = await a.post(AssistantApiPath.chat, {
        body: { message: transcription, conversationHistory: [], userContext: { conversationId, source: 'voice' } },
      });
      expect(reply.status).toBe(200);
      const analysed = await a.post(AssistantApiPath.voiceAnalysis, { body: { transcription, conversationId } });
      expect(analysed.status).toBe(200);
      // A mood detected in what was said joins the mood history as 'voice', never as a check-in.
      const mood = await a.post(AssistantApiPath.analyzeMood, {
        body: { text: transcription, source: 'voice', conversationId },
      });
      expect(mood.status).toBe(200);
    }
  }

  /**
   * Sertraline's reminders on the 10 days before today, as the worker would have written them: Taken on 6,
   * Snooze on 2 (one of them then Taken on its repeat), no answer on 2. The answers go through the API.
   */
  async function seedMedicationDoses() {
    const created = await a.post<MedicationReminderResponse>(NotificationApiPath.medicationReminder, {
      body: { medicationName: 'Sertraline', time: '09:00', timeZone: 'UTC' },
    });
    expect(created.status).toBe(201);
    const { medicationId, schedule } = created.body;
    const userId = (await a.get<{ id: number }>('/api/user')).body.id;
    const written = await t.app.get(NotificationRowsService).insertMany(
      Array.from({ length: 10 }, (_v, index) => ({
        userId,
        type: 'medication' as const,
        title: 'Medication reminder',
        message: 'Time to take Sertraline.',
        data: { medicationName: 'Sertraline', medicationId },
        scheduledFor: new Date(`${daysAgo(index + 1)}T09:00:00Z`),
        scheduleId: schedule.id,
        occurrenceKey: `s${schedule.id}:${daysAgo(index + 1)}`,
      })),
    );
    const answers = ['taken', 'taken', 'snooze', 'taken', 'taken', 'snooze', 'taken', 'taken', null, null] as const;
    for (const [index, action] of answers.entries()) {
      if (!action) continue;
      const res = await a.post(withId(NotificationApiPath.actions, written[index].id), { body: { action } });
      expect(res.status).toBe(200);
    }
    const [repeat] = await t.dataSource.query('SELECT id FROM notifications WHERE occurrence_key = $1', [
      `snooze:${written[2].id}`,
    ]);
    const taken = await a.post(withId(NotificationApiPath.actions, repeat.id), { body: { action: 'taken' } });
    expect(taken.status).toBe(200);
  }
  afterAll(() => t.close());

  function sleepCard(body: InsightsResponse): RecommendationCard | undefined {
    return body.recommendations.find((card) => card.id === 'sleep-average');
  }

  it('computes the caller’s cards from the caller’s own data', async () => {
    const res = await a.get<InsightsResponse>(InsightsApiPath.insights);
    expect(res.status).toBe(200);
    expect(sleepCard(res.body)).toMatchObject({ status: 'finding' });
    expect(sleepCard(res.body)?.description).toMatch(/^You slept \d\.\d hours a night on average \(13 days, /);
    // One check-in; the moods detected in spoken messages are not check-ins.
    const [detected] = await t.dataSource.query("SELECT count(*)::int AS n FROM mood_entries WHERE source = 'voice'");
    expect(detected.n).toBeGreaterThan(0);
    expect(res.body.charts.mood).toHaveLength(1);
    expect(res.body.recommendations.find((card) => card.id === 'mood-check-in')).toBeUndefined();
  });

  it('counts medication doses as taken, snoozed or missed per week from the reminder answers', async () => {
    const res = await a.get<InsightsResponse>(InsightsApiPath.insights);
    const [sertraline] = res.body.charts.medications;
    expect(sertraline.name).toBe('Sertraline');
    const totals = sertraline.weeks.reduce(
      (sum, week) => ({
        taken: sum.taken + week.taken,
        snoozed: sum.snoozed + week.snoozed,
        missed: sum.missed + week.missed,
      }),
      { taken: 0, snoozed: 0, missed: 0 },
    );
    expect(totals).toEqual({ taken: 7, snoozed: 1, missed: 2 });
    expect(
      res.body.recommendations.some((card) => card.id === `medications-adherence-${sertraline.medicationId}`),
    ).toBe(true);
    expect(res.body.trends.find((card) => card.id === 'medications-weekly')?.description).toContain(
      'Sertraline: 70% of 10 doses taken',
    );
  });

  it('reads practice sessions with their distress ratings and the minutes spent (not planned) into the practice chart', async () => {
    const res = await a.get<InsightsResponse>(InsightsApiPath.insights);
    const practised = res.body.charts.practice.filter((week) => week.minutes > 0);
    expect(practised).toEqual([
      expect.objectContaining({ minutes: 4, untimedSessions: 0, distressBefore: 7, distressAfter: 4 }),
    ]);
  });

  it('says a PCL-5 with 1 of 20 answered is partial, with no screening result and no symptom group ranked', async () => {
    const partial = (await signUp(t, 'insights-partial')).client;
    const submitted = await partial.post(AssessmentApiPath.assessments, {
      body: { responses: [3, ...Array(19).fill(null)] },
    });
    expect(submitted.status).toBe(201);
    const res = await partial.get<InsightsResponse>(InsightsApiPath.insights);
    const card = res.body.recommendations.find((item) => item.id === 'psychology-cluster') as RecommendationCard;
    expect(card.description).toContain('Partial: 1 of 20 questions answered, so no screening result is drawn.');
    expect(card.description).not.toMatch(/possible score|bothered you most|Screens (positive|negative)/);
    expect(res.body.charts.pcl5).toEqual([expect.objectContaining({ answeredCount: 1 })]);
  });

  it('summarises the voice analyses of the caller’s spoken messages', async () => {
    const res = await a.get<InsightsResponse>(InsightsApiPath.insights);
    const voice = res.body.trends.find((card) => card.id === 'voice-analyses');
    expect(voice).toMatchObject({ status: 'finding' });
    expect(voice?.description).toMatch(
      /^Across 4 spoken messages, anxiety in your words averaged \d\.\d and low mood \d\.\d \(0-10\)\./,
    );
    expect(voice?.description).toContain('nightmares (2)');
  });

  it('never reads another user’s data', async () => {
    const res = await b.get<InsightsResponse>(InsightsApiPath.insights);
    expect(res.status).toBe(200);
    expect(sleepCard(res.body)).toMatchObject({ status: 'needs_data' });
    expect(res.body.trends.find((card) => card.id === 'voice-analyses')).toMatchObject({ status: 'needs_data' });
    expect(res.body.charts).toEqual({ pcl5: [], mood: [], practice: [], sleepMood: [], medications: [] });
    const findings = [...res.body.recommendations, ...res.body.trends].filter((card) => card.status === 'finding');
    expect(findings).toEqual([]);
  });

  it('requires a session', async () => {
    expect((await new HttpClient(t.baseUrl).get(InsightsApiPath.insights)).status).toBe(401);
  });
});
