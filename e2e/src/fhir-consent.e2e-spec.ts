import { readFileSync } from 'node:fs';
import { AssessmentApiPath } from '@anchor/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { newAccount, registerViaApi } from './support/accounts';
import { answerAllByClicking, reviewAndSubmit, startAssessmentFromTab } from './support/assessment';
import { launchBrowser, openPage } from './support/browser';
import { acceptPatientRequest, enrolInPortal, inviteProvider, portalUrl } from './support/provider';

const xhr = { 'X-Requested-With': 'XMLHttpRequest' };
const SCREENSHOTS = process.env.PROVIDER_SCREENSHOTS;

interface Entry {
  fullUrl: string;
  resource: { resourceType: string; name?: { text: string }[]; item?: { linkId: string }[] };
}

async function shot(page: Page, name: string) {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

async function downloadedBundle(page: Page): Promise<{ name: string; entry: Entry[]; text: string }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download FHIR' }).click(),
  ]);
  const path = await download.path();
  if (!path) throw new Error('the FHIR file was not saved');
  const text = readFileSync(path, 'utf8');
  return { name: download.suggestedFilename(), entry: (JSON.parse(text) as { entry: Entry[] }).entry, text };
}

describe('FHIR that follows consent, and the revised score, in the portal', () => {
  let browser: Browser;
  let closeBrowser: () => Promise<void>;

  beforeAll(async () => {
    ({ browser, close: closeBrowser } = await launchBrowser());
  });
  afterAll(async () => closeBrowser());

  it('shares answers when the patient picks that, downloads them as FHIR, and shows the score the patient revised', async () => {
    const id = newAccount().username.slice(-8);
    const providerEmail = `dr.fhir.${id}@clinic.example`;
    const { context, page: patientPage } = await openPage(browser, { controlledClock: true });
    const account = { ...newAccount('lucja'), firstName: 'Łucja', lastName: 'Nguyễn-Wąsik' };
    await registerViaApi(context.request, account);
    await context.request.put(AssessmentApiPath.provider, { headers: xhr, data: { providerEmail } });
    await context.request.patch(AssessmentApiPath.preferences, {
      headers: xhr,
      data: { healthcareProviderSharing: true },
    });

    // The patient takes the PCL-5 (2 on every question: 40) and chooses to send the answers too.
    await patientPage.goto('/');
    await startAssessmentFromTab(patientPage);
    await answerAllByClicking(patientPage, Array<number>(20).fill(2));
    await reviewAndSubmit(patientPage);
    const dialog = patientPage.getByRole('dialog', { name: 'Share Results with Your Healthcare Provider?' });
    await expect(dialog.getByRole('radio', { name: 'Scores only' }).isChecked()).resolves.toBe(true);
    await dialog.getByRole('radio', { name: 'Scores and my answers to each question' }).check();
    await shot(patientPage, 'share-dialog-scope');
    await dialog.getByRole('button', { name: 'Share with Provider' }).click();
    await patientPage.getByText('Results Shared Successfully').waitFor();

    // The provider signs up from the invitation, accepts the patient and opens the patient's detail.
    const portal: BrowserContext = await browser.newContext({
      baseURL: portalUrl(),
      viewport: { width: 1280, height: 900 },
      acceptDownloads: true,
    });
    const page = await portal.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(inviteProvider(providerEmail, 'Rae Fhir'));
    await page.getByLabel('Username').fill(`drfhir_${id}`);
    await page.getByLabel('Password').fill(`a long lantern phrase ${id}`);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await enrolInPortal(page);
    await acceptPatientRequest(page, 'Łucja Nguyễn-Wąsik');
    await page.getByRole('tab', { name: 'Patients' }).click();
    await page.getByRole('button', { name: 'Łucja Nguyễn-Wąsik' }).click();
    await page.getByText('PCL-5 40').first().waitFor();

    // The download: the name as the portal shows it, the 20 answers the patient consented to, every reference inside.
    const first = await downloadedBundle(page);
    expect(first.name).toMatch(/^patient-(ŁN|\d+)-pcl5\.fhir\.json$/);
    const types = first.entry.map((entry) => entry.resource.resourceType);
    expect(types).toEqual(['Patient', ...Array(5).fill('Observation'), 'QuestionnaireResponse']);
    expect(first.entry[0].resource.name).toEqual([{ text: 'Łucja Nguyễn-Wąsik' }]);
    expect(first.entry[6].resource.item).toHaveLength(20);
    const fullUrls = new Set(first.entry.map((entry) => entry.fullUrl));
    const references = [...first.text.matchAll(/"reference": "([^"]+)"/g)].map((match) => match[1]);
    expect(references.length).toBeGreaterThan(0);
    expect(references.filter((reference) => !fullUrls.has(reference))).toEqual([]);
    expect(first.text).not.toContain(account.email);

    // The patient revises one answer (Finish Review): the clinician sees 39 and when it was revised.
    const responses = Array<number>(20).fill(2);
    responses[0] = 1;
    const reviewed = await context.request.put(AssessmentApiPath.latest, { headers: xhr, data: { responses } });
    expect(reviewed.status()).toBe(200);
    await page.reload();
    await page.getByRole('tab', { name: 'Patients' }).click();
    await page.getByRole('button', { name: 'Łucja Nguyễn-Wąsik' }).click();
    await page.getByText('PCL-5 39').first().waitFor();
    await page.getByText(`Revised by the patient on ${new Date().toISOString().slice(0, 10)}`).waitFor();
    await shot(page, 'patient-detail-revised');
    const revised = await downloadedBundle(page);
    expect(revised.text).toContain('"status": "amended"');
    expect(errors).toEqual([]);
    await Promise.all([portal.close(), context.close()]);
  }, 300_000);
});
