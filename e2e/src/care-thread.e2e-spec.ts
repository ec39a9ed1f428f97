import type { Browser, Page } from 'playwright-core';
import { newAccount, registerViaApi } from './support/accounts';
import { screenshotsAtEachWidth } from './support/screenshots';
import { launchBrowser, openPage } from './support/browser';
import { enrolInPortal, inviteProvider, markEmailVerified, portalUrl } from './support/provider';

/** Pictures at desktop and phone width when CARE_SCREENSHOTS names a folder. */
const screenshots = (page: Page, name: string, before?: (page: Page) => Promise<void>) =>
  screenshotsAtEachWidth(page, process.env.CARE_SCREENSHOTS, name, { before });

async function openBell(page: Page) {
  await page.getByRole('button', { name: /^Notifications/ }).click();
  return page.getByRole('region', { name: 'Your notifications' });
}

describe('the care thread between a clinician and a patient', () => {
  let browser: Browser;
  let closeBrowser: () => Promise<void>;

  beforeAll(async () => {
    ({ browser, close: closeBrowser } = await launchBrowser());
  });
  afterAll(async () => closeBrowser());

  it('a clinician messages and requests an assessment; the patient sees both in the bell and My clinician, replies, and the clinician reads it', async () => {
    const id = newAccount().username.slice(-8);
    const providerEmail = `dr.lee.${id}@clinic.example`;

    // The patient has an account with a verified address; the clinician an account on the portal.
    const patient = await openPage(browser);
    const account = { ...newAccount('jordan'), firstName: 'Jordan', lastName: 'Reyes' };
    await registerViaApi(patient.context.request, account);
    await markEmailVerified(account.username);
    const portal = await browser.newContext({ baseURL: portalUrl(), viewport: { width: 1280, height: 900 } });
    const page = await portal.newPage();
    await page.goto(inviteProvider(providerEmail, 'Mina Lee'));
    await page.getByLabel('Username').fill(`drlee_${id}`);
    await page.getByLabel('Password').fill(`a long harbour phrase ${id}`);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await enrolInPortal(page);
    await expect(page.getByRole('link', { name: 'Open the patient app' }).count()).resolves.toBe(0);

    // The clinician invites; the patient accepts from the bell.
    await page.getByRole('tab', { name: 'Patients' }).click();
    await page.getByLabel("Patient's email").fill(account.email);
    await page.getByRole('button', { name: 'Add New Patient' }).click();
    await page.getByText('Invitation sent.', { exact: false }).waitFor();
    await patient.page.goto('/');
    await patient.page.getByRole('button', { name: 'Notifications, 1 unread' }).waitFor();
    let bell = await openBell(patient.page);
    await bell.getByText(`Mina Lee (${providerEmail}) invites you`, { exact: false }).waitFor();
    await screenshots(patient.page, 'bell-invitation', async (p) => {
      if (!(await p.getByRole('region', { name: 'Your notifications' }).isVisible())) await openBell(p);
    });
    await bell.getByRole('button', { name: 'Accept' }).click();
    await patient.page.getByText('Mina Lee is now your provider.').waitFor();

    // The clinician writes from the patient's detail and schedules an assessment with a note.
    await page.reload();
    await page.getByRole('tab', { name: 'Patients' }).click();
    await page.getByRole('button', { name: 'Jordan Reyes' }).click();
    await page.getByLabel('Secure message to the patient').fill('How did the grounding exercise go this week?');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByText('How did the grounding exercise go this week?', { exact: true }).waitFor();
    await page.getByRole('tab', { name: 'Assessments' }).click();
    await page.getByLabel('Patient').selectOption({ label: 'Jordan Reyes' });
    const dueDate = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel('Date').fill(dueDate);
    await page.getByLabel('Assessment notes').fill('Before our next session, please');
    await page.getByRole('button', { name: 'Schedule Assessment' }).click();
    await page.getByText('Assessment scheduled.', { exact: false }).waitFor();

    // The patient: both in the bell; the message opens My clinician, with the request and its note.
    await patient.page.reload();
    bell = await openBell(patient.page);
    await bell.getByRole('button', { name: /New request from your clinician/ }).waitFor();
    await screenshots(patient.page, 'bell-care-items', async (p) => {
      if (!(await p.getByRole('region', { name: 'Your notifications' }).isVisible())) await openBell(p);
    });
    await bell.getByRole('button', { name: /Message from Mina Lee/ }).click();
    await patient.page.waitForURL('**/clinician');
    await patient.page.getByRole('heading', { name: 'My clinician', level: 1 }).waitFor();
    await patient.page.getByText('How did the grounding exercise go this week?').waitFor();
    await patient.page.getByText('Note from your clinician: Before our next session, please').waitFor();
    await patient.page.getByRole('link', { name: 'Take the assessment' }).waitFor();
    await patient.page.getByLabel('Write to Mina Lee').fill('It helped on Tuesday. Nights are still hard.');
    await patient.page.getByRole('button', { name: 'Send', exact: true }).click();
    await patient.page.getByText('Message sent.').waitFor();
    await patient.page.getByText('It helped on Tuesday. Nights are still hard.').waitFor();
    await screenshots(patient.page, 'my-clinician');

    // The clinician sees the reply, marked as new, in the patient's detail (still open on the Patients tab).
    await page.getByRole('tab', { name: 'Patients' }).click();
    const reply = page.getByRole('listitem').filter({ hasText: 'It helped on Tuesday. Nights are still hard.' });
    await reply.getByText('New reply').waitFor();
    await screenshots(page, 'portal-thread');
    expect(patient.errors).toEqual([]);
    await Promise.all([portal.close(), patient.context.close()]);
  }, 240_000);
});
