import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from 'playwright-core';

export interface TestAccount {
  username: string;
  password: string;
  firstName: string;
  lastName: string;
  email: string;
}

export function newAccount(prefix = 'e2e'): TestAccount {
  const id = randomUUID().slice(0, 8);
  return {
    username: `${prefix}_${id}`,
    password: `pass-${id}-phrase`,
    firstName: 'Robin',
    lastName: 'Rivera',
    email: `${prefix}.${id}@example.test`,
  };
}

const jsonHeaders = { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' };

/** Registers through the API with the browser context's cookie jar, so the page is signed in. */
export async function registerViaApi(request: APIRequestContext, account: TestAccount, skipOnboarding = true) {
  const registered = await request.post('/api/register', { headers: jsonHeaders, data: account });
  if (registered.status() !== 201)
    throw new Error(`register failed: ${registered.status()} ${await registered.text()}`);
  if (skipOnboarding) {
    const patched = await request.patch('/api/user/onboarding', {
      headers: jsonHeaders,
      data: { onboardingCompleted: true, setupCompleted: false },
    });
    if (!patched.ok()) throw new Error(`onboarding update failed: ${patched.status()}`);
  }
}

export async function fillRegistrationForm(page: Page, account: TestAccount) {
  await page.getByLabel(/first name/i).fill(account.firstName);
  await page.getByLabel(/last name/i).fill(account.lastName);
  await page.getByLabel(/username/i).fill(account.username);
  await page.getByLabel(/email/i).fill(account.email);
  await page.getByLabel(/password/i).fill(account.password);
}
