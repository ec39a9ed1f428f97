import { screen, waitFor } from '@testing-library/react';
import { clearLocalData, createAppStore, sessionApi } from '@anchor/app-runtime';
import { installFakeFetch, renderWithApp } from '@anchor/app-runtime/testing';
import {
  ApiPath,
  EMPTY_SAFETY_PLAN,
  OPEN_CRISIS_PANEL_EVENT,
  SafetyPlanApiPath,
  type SafetyPlan,
} from '@anchor/contracts';
import { CrisisHelpButton } from '@anchor/ui';
import { act } from 'react';
import { SafetyPlanUiCopy } from '../copy';
import { readDeviceCopy, writeDeviceCopy } from '../device-copy';
import { SafetyPlanSection } from '../SafetyPlanSection';

const signedIn = {
  [`GET ${ApiPath.session}`]: { status: 200, body: { user: { id: 7, username: 'sam', role: 'patient' } } },
};

const plan: SafetyPlan = {
  ...EMPTY_SAFETY_PLAN,
  warningSigns: 'Not sleeping',
  helpers: 'Sam 555-0100',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

function renderPanel() {
  return renderWithApp(
    <CrisisHelpButton openEvent={OPEN_CRISIS_PANEL_EVENT}>
      <SafetyPlanSection />
    </CrisisHelpButton>,
  );
}

describe('the crisis panel with the safety plan', () => {
  afterEach(() => window.localStorage.clear());

  it('opens on the assistant’s event with the crisis lines first, then the plan', async () => {
    installFakeFetch({ [`GET ${SafetyPlanApiPath.plan}`]: { status: 200, body: plan } });
    renderPanel();
    act(() => void window.dispatchEvent(new Event(OPEN_CRISIS_PANEL_EVENT)));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('988');
    expect(await screen.findByRole('link', { name: 'Call 555-0100' })).toHaveAttribute('href', 'tel:5550100');
    expect(dialog.textContent!.indexOf('988')).toBeLessThan(dialog.textContent!.indexOf(SafetyPlanUiCopy.title));
  });

  it('saves an edit and keeps a device copy only when allowed, which shows when the API is down', async () => {
    const { calls } = installFakeFetch({
      ...signedIn,
      [`GET ${SafetyPlanApiPath.plan}`]: { status: 200, body: plan },
      [`PUT ${SafetyPlanApiPath.plan}`]: (body) => ({
        status: 200,
        body: { ...(body as object), updatedAt: plan.updatedAt },
      }),
    });
    const { user, unmount } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Crisis help' }));
    await user.click(await screen.findByRole('button', { name: SafetyPlanUiCopy.edit }));
    const field = screen.getByRole('textbox', { name: '6. Making my environment safe' });
    await user.type(field, 'Pills locked away');
    await user.click(screen.getByRole('checkbox', { name: SafetyPlanUiCopy.keepOnDevice }));
    await user.click(screen.getByRole('button', { name: SafetyPlanUiCopy.save }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ safeEnvironment: 'Pills locked away' });
    await waitFor(() => expect(window.localStorage.length).toBe(1));
    unmount();

    installFakeFetch({});
    const offline = renderPanel();
    await offline.user.click(screen.getByRole('button', { name: 'Crisis help' }));
    expect(await screen.findByText(SafetyPlanUiCopy.offline)).toBeInTheDocument();
    expect(screen.getByText('Pills locked away')).toBeInTheDocument();
  });

  it('says so when the plan cannot load and there is no device copy', async () => {
    installFakeFetch({});
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Crisis help' }));
    expect(await screen.findByText(SafetyPlanUiCopy.unavailable)).toBeInTheDocument();
  });

  it('removes the device copy at sign-out and with Clear local data', async () => {
    writeDeviceCopy(plan, 7);
    expect(readDeviceCopy(7)).toEqual(plan);
    clearLocalData();
    expect(readDeviceCopy(7)).toBeNull();

    writeDeviceCopy(plan, 7);
    installFakeFetch({ [`POST ${ApiPath.logout}`]: { status: 204 } });
    const store = createAppStore();
    await store.dispatch(sessionApi.endpoints.logout.initiate());
    expect(readDeviceCopy(7)).toBeNull();
    expect(readDeviceCopy(null)).toBeNull();
  });

  it('never shows one account’s device copy to another, and drops it', () => {
    writeDeviceCopy(plan, 7);
    expect(readDeviceCopy(8)).toBeNull();
    expect(readDeviceCopy(null)).toBeNull();
  });
});
