import { AssessmentApiPath } from '@anchor/contracts';
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { newAccount, registerViaApi } from './support/accounts';
import { screenshotsAtEachWidth } from './support/screenshots';
import { launchBrowser, openPage } from './support/browser';
import { acceptPatientRequest, enrolInPortal, inviteProvider, portalUrl } from './support/provider';

const xhr = { 'X-Requested-With': 'XMLHttpRequest' };

/** Pictures at desktop and phone width when PROVIDER_SCREENSHOTS names a folder: the full page, or these cards. */
const screenshots = (page: Page, name: string, cards: string[] = []) =>
  screenshotsAtEachWidth(page, process.env.PROVIDER_SCREENSHOTS, name, { cards });

/** Names the provider, turns sharing on, and shares a PCL-5 of 60 (all answers 3), as the app's calls do. */
async function shareAnAssessment(request: APIRequestContext, providerEmail: string) {
  const calls = [
    () => request.put(AssessmentApiPath.provider, { headers: xhr, data: { providerEmail } }),
    () => request.patch(AssessmentApiPath.preferences, { headers: xhr, data: { healthcareProviderSharing: true } }),
  ];
  for (const call of calls) if (!(await call()).ok()) throw new Error('setting up the provider failed');
  const submitted = await request.post(AssessmentApiPath.assessments, {
    headers: xhr,
    data: { responses: Array.from({ length: 20 }, () => 3) },
  });
  const { id } = (await submitted.json()) as { id: number };
  const shared = await request.post(AssessmentApiPath.providerSharing, {
    headers: xhr,
    data: { assessmentId: id, assessmentType: 'pcl5', shareWithProvider: true },
  });
  if (!shared.ok()) throw new Error(`sharing failed: ${shared.status()}`);
}

async function openSettings(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  await page.getByRole('heading', { name: 'Provider Access' }).waitFor();
}

describe('what the patient shares reaches every open view at once', () => {
  let browser: Browser;
  let closeBrowser: () => Promise<void>;

  beforeAll(async () => {
    ({ browser, close: closeBrowser } = await launchBrowser());
  });
  afterAll(async () => closeBrowser());

  it('shows Call only with a shared number, and empties the open portal and the other tab when sharing stops', async () => {
    const id = newAccount().username.slice(-8);
    const providerEmail = `dr.lee.${id}@clinic.example`;
    const patient = await openPage(browser);
    const account = { ...newAccount('samkim'), firstName: 'Sam', lastName: 'Kim' };
    await registerViaApi(patient.context.request, account);
    await shareAnAssessment(patient.context.request, providerEmail);

    // The provider signs up on the portal's own origin and accepts Sam's request.
    const portal = await browser.newContext({ baseURL: portalUrl(), viewport: { width: 1280, height: 900 } });
    const page = await portal.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(inviteProvider(providerEmail, 'Dana Lee'));
    await page.getByLabel('Username').fill(`drlee_${id}`);
    await page.getByLabel('Password').fill(`a long harbour phrase ${id}`);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await enrolInPortal(page);
    await page.getByRole('tab', { name: 'Dashboard' }).waitFor();
    await acceptPatientRequest(page, 'Sam Kim');
    const alert = page.getByRole('listitem').filter({ hasText: 'Sam Kim' });
    await alert.getByRole('button', { name: 'View Details' }).waitFor();
    // No number shared: no Call at all, not even a dead button.
    await expect(alert.getByText('Call', { exact: true }).count()).resolves.toBe(0);

    // Sam shares a number in Settings; the open dashboard gains Call without a reload.
    await openSettings(patient.page);
    await patient.page.getByLabel('Phone number for your provider').fill('+44 20 7946 0958');
    await patient.page.getByRole('button', { name: 'Share my number' }).click();
    await patient.page.getByText('can see your phone number +442079460958.', { exact: false }).waitFor();
    await patient.page
      .getByText('and your phone number +442079460958, so they can call you.', { exact: false })
      .waitFor();
    const call = alert.getByRole('link', { name: 'Call Sam Kim' });
    await call.waitFor();
    await expect(call.getAttribute('href')).resolves.toBe('tel:+442079460958');
    await screenshots(page, 'portal-call');
    await screenshots(patient.page, 'patient-phone-shared', ['Privacy', 'Provider Access']);

    // A second tab of Sam's shows Settings too; the Patients tab of the portal lists Sam.
    const otherTab = await patient.context.newPage();
    await openSettings(otherTab);
    await otherTab.getByRole('button', { name: 'Stop sharing' }).waitFor();
    await page.getByRole('tab', { name: 'Patients' }).click();
    await page.getByRole('region', { name: 'Sam Kim' }).waitFor();

    // Sam stops sharing in the first tab: the portal's list and Sam's other tab change, neither reloaded.
    await patient.page.getByRole('button', { name: 'Stop sharing' }).click();
    await patient.page.getByRole('button', { name: 'Yes, stop sharing' }).click();
    await patient.page.getByText('no longer has access to your information.', { exact: false }).waitFor();
    await page.getByRole('region', { name: 'Sam Kim' }).waitFor({ state: 'detached', timeout: 10_000 });
    await otherTab
      .getByText('No provider named. Add one to share your results with them.')
      .waitFor({ timeout: 10_000 });
    await expect(otherTab.getByRole('button', { name: 'Stop sharing' }).count()).resolves.toBe(0);
    await page.getByRole('tab', { name: 'Dashboard' }).click();
    await page.getByText('No open alerts.').waitFor();
    await expect(page.getByRole('link', { name: 'Call Sam Kim' }).count()).resolves.toBe(0);
    await screenshots(page, 'portal-after-stop');
    await screenshots(otherTab, 'patient-other-tab-after-stop', ['Privacy', 'Provider Access']);
    expect(errors).toEqual([]);
    await Promise.all([portal.close(), patient.context.close()]);
  }, 240_000);
});
