import { randomUUID } from 'node:crypto';
import { AssessmentApiPath, AssistantApiPath, MoodApiPath } from '@anchor/contracts';
import type { APIRequestContext, APIResponse, Browser } from 'playwright-core';
import { newAccount, registerViaApi } from './support/accounts';
import { launchBrowser, openPage } from './support/browser';
import { acceptPatientRequest, enrolInPortal, inviteProvider, portalUrl } from './support/provider';

const SCREENSHOTS = process.env.NOTICED_MOOD_SCREENSHOTS;
const xhr = { 'X-Requested-With': 'XMLHttpRequest' };

async function ok(response: Promise<APIResponse>, what: string): Promise<APIResponse> {
  const res = await response;
  if (!res.ok()) throw new Error(`${what} failed: ${res.status()}`);
  return res;
}

/** A patient who shares a score and wellness summaries, checked in once (6) and sounded anxious in chat once. */
async function sharingPatient(request: APIRequestContext, providerEmail: string) {
  await ok(request.put(AssessmentApiPath.provider, { headers: xhr, data: { providerEmail } }), 'naming');
  await ok(
    request.patch(AssessmentApiPath.preferences, { headers: xhr, data: { healthcareProviderSharing: true } }),
    'sharing',
  );
  const submitted = await ok(
    request.post(AssessmentApiPath.assessments, { headers: xhr, data: { responses: Array(20).fill(1) } }),
    'assessment',
  );
  const { id } = (await submitted.json()) as { id: number };
  const share = { assessmentId: id, assessmentType: 'pcl5', shareWithProvider: true };
  await ok(request.post(AssessmentApiPath.providerSharing, { headers: xhr, data: share }), 'share');
  await ok(
    request.patch(AssessmentApiPath.provider, { headers: xhr, data: { shareWellnessSummaries: true } }),
    'wellness',
  );
  await ok(request.post(MoodApiPath.entries, { headers: xhr, data: { mood: 6 } }), 'check-in');
  const text = "I'm so anxious, my heart is racing and I can't breathe";
  const conversationId = randomUUID();
  const userContext = { conversationId, source: 'chat' };
  const chat = { message: text, conversationHistory: [], userContext };
  await ok(request.post(AssistantApiPath.chat, { headers: xhr, data: chat }), 'chat');
  const analysed = { text, source: 'assistant', conversationId };
  await ok(request.post(AssistantApiPath.analyzeMood, { headers: xhr, data: analysed }), 'mood analysis');
}

describe("a mood noticed in chat, on the provider's patient card", () => {
  let browser: Browser;
  let closeBrowser: () => Promise<void>;

  beforeAll(async () => {
    ({ browser, close: closeBrowser } = await launchBrowser());
  });
  afterAll(async () => closeBrowser());

  it('stays out of Recent moods and is labelled as noticed in chat, on desktop and phone', async () => {
    const id = newAccount().username.slice(-8);
    const providerEmail = `dr.lee.${id}@clinic.example`;
    const { context: patientContext } = await openPage(browser);
    const account = { ...newAccount('noticed'), firstName: 'Robin', lastName: 'Noticed' };
    await registerViaApi(patientContext.request, account);
    await sharingPatient(patientContext.request, providerEmail);

    const portal = await browser.newContext({ baseURL: portalUrl(), viewport: { width: 1280, height: 900 } });
    const page = await portal.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(inviteProvider(providerEmail, 'Jo Lee'));
    await page.getByLabel('Username').fill(`drlee_${id}`);
    await page.getByLabel('Password').fill(`a long harbour phrase ${id}`);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await enrolInPortal(page);
    await acceptPatientRequest(page, 'Robin Noticed');

    for (const [name, size] of [
      ['desktop', { width: 1280, height: 900 }],
      ['phone', { width: 390, height: 844 }],
    ] as const) {
      await page.setViewportSize(size);
      await page.getByRole('tab', { name: 'Patients' }).click();
      const card = page.getByRole('region', { name: 'Robin Noticed' });
      await card.getByText('Recent moods: 6/10', { exact: true }).waitFor();
      await card.getByText(/^Noticed in chat \(not check-ins\): 4\/10 \(\d+% sure\)$/).waitFor();
      if (SCREENSHOTS) await card.screenshot({ path: `${SCREENSHOTS}/noticed-mood-card-${name}.png` });
      if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/noticed-mood-${name}.png`, fullPage: true });
    }
    expect(errors).toEqual([]);
    await Promise.all([portal.close(), patientContext.close()]);
  }, 180_000);
});
