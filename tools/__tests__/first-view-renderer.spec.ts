import type { AssessmentStatus, PublicUser } from '@anchor/contracts';

// The server's renderer, from source, as its bundle (first-view/src/renderer-entry.tsx) is built. It renders in
// Node.js: no window, no document, no storage, and this test runs without them. Each remote's build defines its label.
(globalThis as { __ANCHOR_BUILD_LABEL__?: string }).__ANCHOR_BUILD_LABEL__ = 'test';
let renderFirstView: typeof import('../../first-view/src/renderer-entry').renderFirstView;
beforeAll(async () => {
  ({ renderFirstView } = await import('../../first-view/src/renderer-entry'));
});

const person = (firstName: string): PublicUser =>
  ({
    id: 7,
    username: `${firstName.toLowerCase()}_user`,
    email: null,
    firstName,
    lastName: 'Rivera',
    role: 'patient',
    onboardingCompleted: true,
    setupCompleted: true,
  }) as PublicUser;

const overdue: AssessmentStatus = {
  status: 'overdue',
  daysRemaining: 0,
  message: "You haven't taken your first monthly assessment yet",
  lastCompletedAt: null,
  daysSinceLast: null,
} as AssessmentStatus;

const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'");

describe('the server rendering of a first view', () => {
  it('renders the sign-in page for someone signed out, with the CSS its classes need', async () => {
    const view = await renderFirstView('/auth', { user: null });
    expect(typeof window).toBe('undefined');
    expect(textOf(view?.html ?? '')).toContain('Check-ins, exercises and an assistant that adapt to how you are doing');
    expect(view?.html).toContain('data-remote="mf_auth_onboarding"');
    expect(view?.html).toMatch(/<form[^>]*aria-label="Create Account"/);
    expect(textOf(view?.html ?? '')).toContain('Crisis help');
    // "I need help now" is painted with the sign-in page, before the scripts arrive.
    expect(view?.html).toMatch(/<a[^>]*href="\/help-now"[^>]*>I need help now<\/a>/);
    const firstClass = /class="([^" ]+) ([^" ]+)"/.exec(view?.html ?? '')?.[2];
    expect(view?.css).toContain(`.${firstClass}{`);
  });

  it('renders home for a signed-in person: the banner from their status, the tabs shown, the Assistant and its AI notice', async () => {
    const view = await renderFirstView('/', { user: person('Dana'), assessmentStatus: overdue });
    const text = textOf(view?.html ?? '');
    expect(text).toContain('Complete Your Monthly Assessment');
    expect(text).toContain("A reminder: I'm an AI, not a person, and not a therapist.");
    expect(view?.html).toMatch(/<div role="tablist"/);
    // The tabs wait for the banner only when its status is unknown; here it is known.
    expect(view?.html).not.toMatch(/<div hidden=""><div role="tablist"/);
    expect(view?.html).toMatch(/<button[^>]*aria-label="Notifications"/);
    // The Assistant's greeting carries its time for the browser to write in the person's own time zone.
    expect(view?.html).toMatch(/<time dateTime="[^"]+"><\/time>/);
  });

  it('keeps each request to its own store: a second person sees nothing of the first', async () => {
    const first = await renderFirstView('/', { user: person('Dana'), assessmentStatus: overdue });
    const signedOut = await renderFirstView('/auth', { user: null });
    const hidden = await renderFirstView('/', {
      user: person('Sam'),
      assessmentStatus: {
        ...overdue,
        status: 'current',
        daysRemaining: 20,
        message: 'All caught up',
        lastCompletedAt: '2026-11-20T10:00:00.000Z',
        daysSinceLast: 4,
      } as AssessmentStatus,
    });
    expect(textOf(first?.html ?? '')).toContain('Complete Your Monthly Assessment');
    expect(textOf(hidden?.html ?? '')).not.toContain('Complete Your Monthly Assessment');
    expect(signedOut?.html).not.toMatch(/<button[^>]*aria-label="Notifications"/);
    expect(signedOut?.html).not.toContain('Dana');
  });

  it.each([
    ['insights', 'Insights', 'mf_insights_resources'],
    ['mindfulness', 'Mindfulness', 'mf_mindfulness'],
    ['resources', 'Resources', 'mf_insights_resources'],
    ['assessment', 'Assessment', 'mf_assessment'],
  ])(
    'renders the tab a link opens (/?tab=%s): %s, with the banner, in place of the Assistant',
    async (key, tab, remote) => {
      const view = await renderFirstView(`/?tab=${key}`, { user: person('Dana'), assessmentStatus: overdue });
      expect(view?.html).toMatch(new RegExp(`<button[^>]*role="tab"[^>]*aria-selected="true"[^>]*>${tab}</button>`));
      expect(view?.html).toContain(`data-remote="${remote}"`);
      expect(view?.html).not.toContain('data-remote="mf_assistant"');
      expect(textOf(view?.html ?? '')).toContain('Complete Your Monthly Assessment');
    },
  );

  it('renders nothing for a link whose query changes more than the tab (an exercise, the settings after a checkout)', async () => {
    const dana = { user: person('Dana'), assessmentStatus: overdue };
    await expect(renderFirstView('/?tab=mindfulness&exercise=breathing', dana)).resolves.toBeNull();
    await expect(renderFirstView('/?checkout=success', dana)).resolves.toBeNull();
    await expect(renderFirstView('/?tab=nowhere', dana)).resolves.toBeNull();
  });

  it('renders nothing for a page without a first view of its own', async () => {
    await expect(renderFirstView('/assessment', { user: person('Dana') })).resolves.toBeNull();
    await expect(renderFirstView('/terms', { user: null })).resolves.toBeNull();
  });
});
