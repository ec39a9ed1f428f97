import { readFileSync } from 'node:fs';
import { AssessmentApiPath } from '@anchor/contracts';
import type { APIRequestContext, Browser, BrowserContext, Download, Page } from 'playwright-core';
import { newAccount, registerViaApi, type TestAccount } from './support/accounts';
import { answerAllByClicking, reviewAndSubmit, startAssessmentFromTab } from './support/assessment';
import { baseUrl, launchBrowser, openPage } from './support/browser';
import { screenshotsAtEachWidth } from './support/screenshots';
import {
  acceptPatientRequest,
  enrolInPortal,
  inviteProvider,
  markEmailVerified,
  portalUrl,
  signInToPortal,
} from './support/provider';

const xhr = { 'X-Requested-With': 'XMLHttpRequest' };

/** Pictures at desktop and phone width when PROVIDER_SCREENSHOTS names a folder: the full page, or these cards. */
const screenshots = (page: Page, name: string, cards: string[] = []) =>
  screenshotsAtEachWidth(page, process.env.PROVIDER_SCREENSHOTS, name, { cards });

async function nameProvider(request: APIRequestContext, providerEmail: string, sharing: boolean) {
  const named = await request.put(AssessmentApiPath.provider, { headers: xhr, data: { providerEmail } });
  if (!named.ok()) throw new Error(`naming the provider failed: ${named.status()}`);
  const preference = await request.patch(AssessmentApiPath.preferences, {
    headers: xhr,
    data: { healthcareProviderSharing: sharing },
  });
  if (!preference.ok()) throw new Error(`sharing preference failed: ${preference.status()}`);
}

async function patient(browser: Browser, first: string, last: string): Promise<{ page: Page; account: TestAccount }> {
  const { context, page } = await openPage(browser, { controlledClock: true });
  const account = { ...newAccount(first.toLowerCase()), firstName: first, lastName: last };
  await registerViaApi(context.request, account);
  return { page, account };
}

async function openProviderAccess(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  await page.getByRole('heading', { name: 'Provider Access' }).waitFor();
}

async function savedBytes(download: Download): Promise<Buffer> {
  const path = await download.path();
  if (!path) throw new Error('the download was not saved');
  return readFileSync(path);
}

describe('provider portal, deployed on its own origin', () => {
  let browser: Browser;
  let closeBrowser: () => Promise<void>;

  beforeAll(async () => {
    ({ browser, close: closeBrowser } = await launchBrowser());
  });
  afterAll(async () => closeBrowser());

  it('invites a provider who signs up there, sees only sharing patients, acts on them, and loses a patient who withdraws', async () => {
    const id = newAccount().username.slice(-8);
    const providerEmail = `dr.kim.${id}@clinic.example`;

    // A patient shares a PCL-5 of 60 (above the screening cut-off) through the app; another named the provider but shares nothing.
    const avery = await patient(browser, 'Avery', 'Stone');
    await nameProvider(avery.page.context().request, providerEmail, true);
    await avery.page.goto('/');
    await startAssessmentFromTab(avery.page);
    await answerAllByClicking(
      avery.page,
      Array.from({ length: 20 }, () => 3),
    );
    await reviewAndSubmit(avery.page);
    const shareDialog = avery.page.getByRole('dialog', { name: 'Share Results with Your Healthcare Provider?' });
    await shareDialog.getByRole('button', { name: 'Share with Provider' }).click();
    await avery.page.getByText('Results Shared Successfully').waitFor();
    const blake = await patient(browser, 'Blake', 'Hidden');
    await nameProvider(blake.page.context().request, providerEmail, false);
    const casey = await patient(browser, 'Casey', 'Invited');

    // The administrator's link opens the standalone portal, where the provider creates the account.
    const link = inviteProvider(providerEmail, 'Sam Kim');
    const portal: BrowserContext = await browser.newContext({
      baseURL: portalUrl(),
      viewport: { width: 1280, height: 900 },
      acceptDownloads: true,
    });
    const page = await portal.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(link);
    expect(new URL(page.url()).origin).toBe(portalUrl());
    await page.getByText('Create your provider account').waitFor();
    await page.getByLabel('Username').fill(`drkim_${id}`);
    await page.getByLabel('Password').fill(`a long lantern phrase ${id}`);
    await page.getByRole('button', { name: 'Create Account' }).click();
    // Nothing of the portal before an authenticator is set up.
    const { authenticator } = await enrolInPortal(page);

    // Signing out ends the session; the provider signs in again on the portal's own origin, with a code.
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.getByText('Provider sign-in').waitFor();
    await expect(page.getByRole('tab', { name: 'Dashboard' }).count()).resolves.toBe(0);
    await signInToPortal(page, `drkim_${id}`, `a long lantern phrase ${id}`, authenticator.nextCode());

    // Both patients named the address before the account existed: they wait on the dashboard until accepted.
    await page.getByRole('tab', { name: 'Dashboard' }).waitFor();
    const requests = page.getByRole('region', { name: 'Patients asking for you' });
    await requests.getByRole('listitem', { name: 'Avery Stone' }).waitFor();
    await requests.getByRole('listitem', { name: 'Blake Hidden' }).waitFor();
    await page.getByRole('region', { name: 'Total Patients' }).getByText('0', { exact: true }).waitFor();
    await screenshots(page, 'provider-requests');
    await acceptPatientRequest(page, 'Avery Stone');
    await acceptPatientRequest(page, 'Blake Hidden');
    await requests.waitFor({ state: 'detached' });

    // Dashboard: one patient (the one sharing), one screening alert and no high-risk (crisis) alert; Contact Admin
    // from configuration.
    await page.getByRole('tab', { name: 'Dashboard' }).waitFor();
    await expect(page.getByRole('link', { name: 'Contact Admin' }).getAttribute('href')).resolves.toMatch(
      /^mailto:portal-admin@clinic\.example\?/,
    );
    await page.getByRole('region', { name: 'Total Patients' }).getByText('1', { exact: true }).waitFor();
    await page.getByRole('region', { name: 'High Risk Alerts' }).getByText('0', { exact: true }).waitFor();
    const alert = page.getByRole('listitem').filter({ hasText: 'Avery Stone' });
    await alert.getByText('Above screening cut-off (33)', { exact: true }).waitFor();
    await alert.getByText('Above screening cut-off (33): PCL-5 score 60').waitFor();
    await expect(alert.getByText('risk', { exact: false }).count()).resolves.toBe(0);
    await screenshots(page, 'provider-dashboard');
    await expect(page.getByText('Blake Hidden').count()).resolves.toBe(0);

    // Acknowledge the alert with a note: it leaves the open alerts.
    await alert.getByLabel('Acknowledgement note').fill('Called Avery; safety plan reviewed');
    await alert.getByRole('button', { name: 'Acknowledge' }).click();
    await page.getByText('No open alerts.').waitFor();

    // Patients: Avery with the shared score and its badge; Blake (sharing off) nowhere. Invite Casey.
    await page.getByRole('tab', { name: 'Patients' }).click();
    const averyCard = page.getByRole('region', { name: 'Avery Stone' });
    await averyCard.getByText('PCL-5 60').waitFor();
    await averyCard.getByText('Above screening cut-off (33)').waitFor();
    await averyCard.getByText('Change since first shared score: none yet (needs two complete shared scores)').waitFor();
    await screenshots(page, 'provider-patients');
    await expect(page.getByText('Blake Hidden').count()).resolves.toBe(0);
    await page.getByLabel("Patient's email").fill(casey.account.email);
    await page.getByRole('button', { name: 'Add New Patient' }).click();
    await page.getByText('Invitation sent.', { exact: false }).waitFor();

    // Assessments: schedule a PCL-5 for tomorrow; it waits as pending.
    await page.getByRole('tab', { name: 'Assessments' }).click();
    await page.getByLabel('Patient').selectOption({ label: 'Avery Stone' });
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel('Date').fill(tomorrow);
    await page.getByLabel('Assessment notes').fill('Before our next session');
    await page.getByRole('button', { name: 'Schedule Assessment' }).click();
    await page.getByText('Assessment scheduled.', { exact: false }).waitFor();
    await page.getByText('pending').first().waitFor();

    // Reports: the figures, and a PDF built by the API on the other origin.
    await page.getByRole('tab', { name: 'Reports' }).click();
    await page.getByRole('button', { name: 'Generate Report' }).click();
    await page.getByText('Total patients: 1').waitFor();
    await page
      .getByRole('table', { name: 'Change since first shared score by patient' })
      .getByText('Avery Stone')
      .waitFor();
    await screenshots(page, 'provider-report');
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export to PDF' }).click(),
    ]);
    expect((await savedBytes(pdf)).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // Casey (whose address is verified) accepts the invitation in Settings (consent first) and appears on the list.
    await markEmailVerified(casey.account.username);
    await openProviderAccess(casey.page);
    await casey.page.getByText(`Sam Kim (${providerEmail}) invites you`, { exact: false }).waitFor();
    await casey.page.getByRole('button', { name: 'Accept invitation' }).click();
    await casey.page.getByText('Sam Kim is now your provider.').waitFor();
    await page.reload();
    await page.getByRole('tab', { name: 'Patients' }).click();
    await page.getByRole('button', { name: 'Casey Invited' }).waitFor();

    // Avery sees who accepted, reads who viewed what, downloads the summary PDF, and stops sharing.
    await openProviderAccess(avery.page);
    await avery.page.getByText(`Accepted by Sam Kim (${providerEmail}).`).first().waitFor();
    await screenshots(avery.page, 'patient-accepted-by', ['Privacy', 'Provider Access']);
    const log = avery.page.getByRole('list', { name: 'Provider access log' });
    await log.getByText('Viewed your card in their patient list').first().waitFor();
    await log.getByText('Included you in a report').first().waitFor();
    const [summary] = await Promise.all([
      avery.page.waitForEvent('download'),
      avery.page.getByRole('button', { name: 'Download my summary (PDF)' }).click(),
    ]);
    expect((await savedBytes(summary)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await avery.page.getByRole('button', { name: 'Stop sharing' }).click();
    await avery.page.getByRole('button', { name: 'Yes, stop sharing' }).click();
    await avery.page.getByText('Sam Kim no longer has access to your information.').waitFor();

    // The provider's next request no longer finds Avery.
    await page.reload();
    await page.getByRole('tab', { name: 'Patients' }).click();
    await page.getByRole('button', { name: 'Casey Invited' }).waitFor();
    await expect(page.getByRole('button', { name: 'Avery Stone' }).count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    expect(baseUrl()).not.toBe(portalUrl());
    await Promise.all([
      portal.close(),
      avery.page.context().close(),
      blake.page.context().close(),
      casey.page.context().close(),
    ]);
  }, 300_000);
});
