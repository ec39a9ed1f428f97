import { AppProviders, createAppStore, registerLoadedRemote, setCachedCurrentUser } from '@anchor/app-runtime';
import {
  EMPTY_SAFETY_PLAN,
  RemoteModule,
  SafetyPlanApiPath,
  type AssessmentBannerProps,
  type InsightsTabProps,
  type PublicUser,
  type SettingsPanelProps,
} from '@anchor/contracts';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { installFakeFetch, provideRemoteModule, resetRemoteModules } from '@anchor/app-runtime/testing';
import { BANNER_WAIT_MS, HomePage } from '../HomePage';

/**
 * The banner stub: in place at once (as the real one is once its status has answered) unless a test says it
 * settles later. One component for the whole file: the shell keeps each remote component it has loaded.
 */
const banner = { settlesAtOnce: true, settle: () => undefined as void };
function StubBanner({ onTakeAssessment, onSettled }: AssessmentBannerProps) {
  useEffect(() => {
    banner.settle = () => onSettled?.();
    if (banner.settlesAtOnce) onSettled?.();
  }, [onSettled]);
  return <button onClick={onTakeAssessment}>Take Assessment</button>;
}

const stubRemote = (id: string) => provideRemoteModule(id, { default: () => <p>remote {id}</p> });

/** The last history state the page wrote: what a browser keeps with the entry across a reload. */
let historyState: unknown = null;

function LocationProbe() {
  const location = useLocation();
  historyState = location.state;
  return <output aria-label="location">{`${location.pathname}${location.search}`}</output>;
}

const renderHome = async (
  overrides: Partial<PublicUser> = {},
  url: string | { pathname: string; state: unknown } = '/',
) => {
  const store = createAppStore();
  await store.dispatch(
    setCachedCurrentUser({
      id: 1,
      role: 'patient',
      onboardingCompleted: true,
      setupCompleted: true,
      ...overrides,
    } as PublicUser),
  );
  render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[url]}>
        <HomePage />
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
};

describe('HomePage', () => {
  beforeEach(() => {
    resetRemoteModules();
    Object.values(RemoteModule).forEach(stubRemote);
    banner.settlesAtOnce = true;
    provideRemoteModule(RemoteModule.assessmentBanner, { default: StubBanner });
    // The shell keeps one lazy component per module, so these stand-ins serve every test.
    provideRemoteModule(RemoteModule.insightsTab, {
      default: ({ onOpenSettings }: InsightsTabProps) => (
        <>
          <p>remote {RemoteModule.insightsTab}</p>
          <button onClick={() => onOpenSettings?.('reminders')}>Change reminders</button>
        </>
      ),
    });
    provideRemoteModule(RemoteModule.settingsPanel, {
      default: ({ focusCard, focusRequest }: SettingsPanelProps) => (
        <>
          <p>remote {RemoteModule.settingsPanel}</p>
          <p>settings at {focusCard ? `${focusCard} (request ${focusRequest})` : 'the top'}</p>
        </>
      ),
    });
  });

  it('shows the five tabs in order with Assistant selected', async () => {
    await renderHome();
    await screen.findByRole('tablist');

    const tabs = within(screen.getByRole('tablist')).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Assistant',
      'Insights',
      'Mindfulness',
      'Resources',
      'Assessment',
    ]);
    expect(screen.getByRole('tab', { name: 'Assistant' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText(`remote ${RemoteModule.assistantTab}`)).toBeInTheDocument();
  });

  it('holds the tabs back until the banner above them is in place, so it never pushes them down', async () => {
    banner.settlesAtOnce = false;
    await renderHome();
    await screen.findByRole('button', { name: 'Take Assessment' });
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();

    act(() => banner.settle());

    expect(screen.getByRole('tab', { name: 'Assistant' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText(`remote ${RemoteModule.assistantTab}`)).toBeVisible();
  });

  it(`shows the tabs after ${BANNER_WAIT_MS} ms when the banner never says it is in place`, async () => {
    banner.settlesAtOnce = false;
    jest.useFakeTimers();
    try {
      await renderHome();
      await act(async () => jest.advanceTimersByTimeAsync(BANNER_WAIT_MS - 100));
      expect(screen.queryByRole('tablist')).not.toBeInTheDocument();

      await act(async () => jest.advanceTimersByTimeAsync(100));

      expect(screen.getByRole('tablist')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('mounts only the active tab’s remote when switching tabs', async () => {
    await renderHome();
    await screen.findByText(`remote ${RemoteModule.assistantTab}`);

    await userEvent.click(screen.getByRole('tab', { name: 'Insights' }));

    expect(await screen.findByText(`remote ${RemoteModule.insightsTab}`)).toBeInTheDocument();
    expect(screen.queryByText(`remote ${RemoteModule.assistantTab}`)).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Insights' })).toHaveAttribute('aria-selected', 'true');
  });

  it('moves between tabs with the arrow keys', async () => {
    await renderHome();
    (await screen.findByRole('tab', { name: 'Assistant' })).focus();

    await userEvent.keyboard('{ArrowLeft}');

    expect(screen.getByRole('tab', { name: 'Assessment' })).toHaveFocus();
    expect(await screen.findByText(`remote ${RemoteModule.assessmentTab}`)).toBeInTheDocument();
  });

  it("switches to the Assessment tab from the banner's button", async () => {
    await renderHome();

    await userEvent.click(await screen.findByRole('button', { name: 'Take Assessment' }));

    expect(screen.getByRole('tab', { name: 'Assessment' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText(`remote ${RemoteModule.assessmentTab}`)).toBeInTheDocument();
  });

  it('toggles the settings panel', async () => {
    await renderHome();
    const toggle = screen.getByRole('button', { name: 'Settings' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText(`remote ${RemoteModule.settingsPanel}`)).toBeInTheDocument();
  });

  it('opens the settings panel at /#settings, where a connected service returns to', async () => {
    await renderHome({}, '/#settings');
    expect(await screen.findByText(`remote ${RemoteModule.settingsPanel}`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Settings' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens the settings panel at the card an insight asks for, and from the top with the toolbar', async () => {
    await renderHome();
    await userEvent.click(screen.getByRole('tab', { name: 'Insights' }));

    await userEvent.click(await screen.findByRole('button', { name: 'Change reminders' }));
    expect(await screen.findByText('settings at reminders (request 1)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Settings' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Change reminders' }));
    expect(await screen.findByText('settings at reminders (request 2)')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Settings' }));
    await userEvent.click(screen.getByRole('button', { name: 'Settings' }));
    expect(await screen.findByText('settings at the top')).toBeInTheDocument();
  });

  it('offers Resume Setup when onboarding is complete but setup is not', async () => {
    await renderHome({ setupCompleted: false });

    expect(screen.getByRole('button', { name: 'Resume Setup' })).toBeInTheDocument();
  });

  it('follows a link to a tab and an exercise, then leaves the URL clean', async () => {
    provideRemoteModule(RemoteModule.mindfulnessTab, {
      default: ({ exercise }: { exercise?: string }) => <p>mindfulness opened at {exercise ?? 'the picker'}</p>,
    });
    await renderHome({}, '/?tab=mindfulness&exercise=breathing&check-in=mood');

    expect(await screen.findByText('mindfulness opened at breathing')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Mindfulness' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(/^\/\?check-in=mood$/);

    await userEvent.click(screen.getByRole('tab', { name: 'Resources' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Mindfulness' }));
    expect(await screen.findByText('mindfulness opened at the picker')).toBeInTheDocument();
  });

  it.each([
    ['/?tab=resources', 'Resources', RemoteModule.resourcesTab],
    ['/?tab=ASSESSMENT', 'Assessment', RemoteModule.assessmentTab],
    ['/?tab=unknown', 'Assistant', RemoteModule.assistantTab],
  ])('opens %s on the %s tab', async (url, tab, module) => {
    await renderHome({}, url);
    expect(await screen.findByText(`remote ${module}`)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
  });

  it("opens a link's tab at the first render, never mounting the Assistant's remote on the way", async () => {
    const assistantMounts = jest.fn();
    // Loaded already, as the page's entry loads the first view's modules before the first render.
    registerLoadedRemote(RemoteModule.assistantTab, () => {
      assistantMounts();
      return <p>remote {RemoteModule.assistantTab}</p>;
    });
    await renderHome({}, '/?tab=assessment');
    expect(await screen.findByText(`remote ${RemoteModule.assessmentTab}`)).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(/^\/$/);
    expect(assistantMounts).not.toHaveBeenCalled();
  });

  it('reopens the tab a person was on after a reload, without putting it in the URL', async () => {
    await renderHome();
    await userEvent.click(await screen.findByRole('tab', { name: 'Resources' }));
    expect(await screen.findByText(`remote ${RemoteModule.resourcesTab}`)).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(/^\/$/);
    const kept = historyState;
    cleanup();

    await renderHome({}, { pathname: '/', state: kept });
    expect(await screen.findByText(`remote ${RemoteModule.resourcesTab}`)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Resources' })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens the Assistant for a history state this page did not write', async () => {
    await renderHome({}, { pathname: '/', state: { homeTab: 'Billing' } });
    expect(await screen.findByText(`remote ${RemoteModule.assistantTab}`)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Assistant' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the safety plan, editable, under Resources even without the Resources remote', async () => {
    installFakeFetch({
      [`GET ${SafetyPlanApiPath.plan}`]: { status: 200, body: { ...EMPTY_SAFETY_PLAN, helpers: 'Sam' } },
    });
    provideRemoteModule(RemoteModule.resourcesTab, {
      default: () => {
        throw new Error('down');
      },
    });
    await renderHome({}, '/?tab=resources');
    expect(await screen.findByText('Sam')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit my safety plan' })).toBeInTheDocument();
  });
});
