import type { Page } from 'playwright-core';

export const HOME_TABS = [
  { name: 'Assistant', remote: 'mf_assistant' },
  { name: 'Insights', remote: 'mf_insights_resources' },
  { name: 'Mindfulness', remote: 'mf_mindfulness' },
  { name: 'Resources', remote: 'mf_insights_resources' },
  { name: 'Assessment', remote: 'mf_assessment' },
] as const;

export async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name, exact: true }).click();
  return page.getByRole('tabpanel');
}

/** The element a remote renders at the root of its exposed component. */
export const remoteRoot = (page: Page, remote: string) =>
  page.getByRole('tabpanel').locator(`[data-remote="${remote}"]`);
