import { screen } from '@testing-library/react';
import AuthPage from '../../../exposed/AuthPage';
import { OnboardingCopy } from '../copy';
import { installFakeFetch, type FakeRoute, renderWithApp } from '@anchor/app-runtime/testing';
import { aUser, progressOf } from '../../../testing/fixtures';

/** A signed-in user who has not onboarded yet, with the server's progress calls answered. */
export function installWizardServer(routes: Record<string, FakeRoute> = {}) {
  return installFakeFetch({
    'GET /api/session': { status: 200, body: { user: aUser() } },
    'GET /api/onboarding/progress': progressOf(),
    'PUT /api/onboarding/progress': (body) => ({ status: 200, body }),
    ...routes,
  });
}

export async function renderWizard(route = '/auth', options: { fakeTimers?: boolean } = {}) {
  const view = renderWithApp(<AuthPage />, { route, ...options });
  await screen.findByText(/^Step \d+ of 11$/);
  return view;
}

type User = ReturnType<typeof renderWithApp>['user'];

export const clickNext = (user: User) => user.click(screen.getByRole('button', { name: OnboardingCopy.next }));

export const expectStep = (n: number) => expect(screen.getByText(`Step ${n} of 11`)).toBeInTheDocument();

/** From the welcome step, through a valid profile, to the given (1-based) step. */
export async function goToStep(user: User, step: number, name = 'River') {
  await clickNext(user);
  await user.type(screen.getByLabelText(OnboardingCopy.profile.name), name);
  for (let current = 2; current < step; current += 1) await clickNext(user);
  expectStep(step);
}
