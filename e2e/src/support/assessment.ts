import { PCL5_ITEMS, pcl5Prompt } from '@anchor/clinical';
import { AssessmentApiPath } from '@anchor/contracts';
import type { APIRequestContext, Page } from 'playwright-core';
import { openTab } from './home';

const xhr = { 'X-Requested-With': 'XMLHttpRequest' };

/** The heading of question `index` (0-based), exactly as the user reads it. */
export const questionHeading = (page: Page, index: number) =>
  page.getByRole('heading', { name: pcl5Prompt(PCL5_ITEMS[index]), exact: true });

/** The pause (ms) before the next question appears after an answer, so the choice is seen (mf-assessment's AUTO_ADVANCE_MS). */
const AUTO_ADVANCE_MS = 500;

/**
 * Lets the pause after an answer pass at once instead of in real time: the page's clock (installed with
 * page.clock.install() before the page loads) runs forward through it, so the next question still comes only from
 * the page's own timer. Without this, the many answers of a PCL-5 test spend most of their time waiting.
 */
export async function passAutoAdvance(page: Page) {
  await page.clock.runFor(AUTO_ADVANCE_MS);
}

/** Opens home's Assessment tab and starts the checklist from its intro. */
export async function startAssessmentFromTab(page: Page) {
  await openTab(page, 'Assessment');
  await page.getByRole('button', { name: 'Start Assessment' }).click();
  await questionHeading(page, 0).waitFor();
}

/**
 * Answers all 20 questions by clicking the answer whose label starts with its value; waits for each
 * auto-advance (run through by the page's clock, which the caller installed) so every click lands on the
 * question it is meant for.
 */
export async function answerAllByClicking(page: Page, answers: number[]) {
  for (const [index, answer] of answers.entries()) {
    await questionHeading(page, index).waitFor();
    await page.getByRole('radio', { name: new RegExp(`^${answer} `) }).click();
    if (index === answers.length - 1) continue;
    await passAutoAdvance(page);
    await questionHeading(page, index + 1).waitFor();
  }
}

/** Submits from the last question through the review list and waits for the result. */
export async function reviewAndSubmit(page: Page) {
  await page.getByRole('button', { name: 'Review & Submit' }).click();
  await page.getByRole('heading', { name: 'Review your answers' }).waitFor();
  await page.getByRole('button', { name: 'Submit Assessment' }).click();
  await page.getByRole('heading', { name: 'Your Results' }).waitFor();
}

/** Turns provider sharing on and assigns a provider, as onboarding would. */
export async function enableProviderSharing(request: APIRequestContext) {
  const provider = await request.put(AssessmentApiPath.provider, {
    headers: xhr,
    data: { providerName: 'Dr. Dana Lee', providerEmail: 'dana.lee@clinic.example' },
  });
  if (!provider.ok()) throw new Error(`provider assignment failed: ${provider.status()} ${await provider.text()}`);
  const preference = await request.patch(AssessmentApiPath.preferences, {
    headers: xhr,
    data: { healthcareProviderSharing: true },
  });
  if (!preference.ok()) throw new Error(`sharing preference failed: ${preference.status()} ${await preference.text()}`);
}
